import { obituaries, photos } from "@fh/db";
import type { ObituaryState } from "@fh/validators";
import { sql } from "drizzle-orm";
import { UPLOADS_PREFIX } from "../storage/names";

/**
 * The photo as the public sees it: one of our uploads whose record is gone
 * (staff deleted it) is no photo at all, so every page, the first server-drawn
 * one included, shows the lily rather than a broken image, and no share
 * preview points at a missing file. Looked up by the photos table's unique
 * filename, one index probe per row.
 */
export const publicPhotoUrl = sql<string | null>`case
  when ${obituaries.photoUrl} like ${`${UPLOADS_PREFIX}%`}
    and not exists (select 1 from ${photos} where ${photos.filename} = substr(${obituaries.photoUrl}, ${UPLOADS_PREFIX.length + 1}))
  then null
  else ${obituaries.photoUrl}
end`;

/**
 * The same rule as a condition, for the with-photos filter: a photo is shown
 * when there is an address and it is not one of our uploads whose record is
 * gone. Written as plain column tests first, so the planner filters most rows
 * before any lookup (about a third cheaper than testing publicPhotoUrl).
 */
export const hasPublicPhoto = sql`(${obituaries.photoUrl} is not null and ${obituaries.photoUrl} <> ''
  and (${obituaries.photoUrl} not like ${`${UPLOADS_PREFIX}%`}
    or exists (select 1 from ${photos} where ${photos.filename} = substr(${obituaries.photoUrl}, ${UPLOADS_PREFIX.length + 1}))))`;

/**
 * The columns the public may see, for every public read and the submission's
 * answer. Submitter name, email and phone are never among them: families trust
 * us with those for review only.
 */
export const publicObituaryColumns = {
  id: obituaries.id,
  firstName: obituaries.firstName,
  lastName: obituaries.lastName,
  dateOfBirth: obituaries.dateOfBirth,
  dateOfDeath: obituaries.dateOfDeath,
  biography: obituaries.biography,
  photoUrl: publicPhotoUrl,
  createdAt: obituaries.createdAt,
};

/** What staff see: the public columns, the submitter's contact, the state and the last change. */
export const staffObituaryColumns = {
  ...publicObituaryColumns,
  // Staff see what is stored, so the edit dialog shows (and keeps) the address as it is.
  photoUrl: obituaries.photoUrl,
  submitterName: obituaries.submitterName,
  submitterEmail: obituaries.submitterEmail,
  submitterPhone: obituaries.submitterPhone,
  /** The language the family wrote in (en, es, ht); their emails follow it. */
  submitterLocale: obituaries.submitterLocale,
  status: obituaries.status,
  guestBookMode: obituaries.guestBookMode,
  noindex: obituaries.noindex,
  /** "In lieu of flowers" as stored: the edit dialog shows and changes it. */
  flowersCharityName: obituaries.flowersCharityName,
  flowersCharityUrl: obituaries.flowersCharityUrl,
  flowersWish: obituaries.flowersWish,
  /** Until when staff may undo a decline (null when there is nothing to undo); the staff app offers Undo while it lasts. */
  declineUndoUntil: obituaries.declineUndoUntil,
  updatedAt: obituaries.updatedAt,
};

/**
 * A staff row as the admin procedures answer it: the stored status as `state`,
 * with SPEC §3's two flags derived from it (isApproved: live or unlisted;
 * isListed: live, or pending and so waiting to be shown).
 */
export function withStateFlags<Row extends { status: ObituaryState }>({ status, ...rest }: Row) {
  return {
    ...rest,
    state: status,
    isApproved: status === "live" || status === "unlisted",
    isListed: status === "live" || status === "pending",
  };
}
