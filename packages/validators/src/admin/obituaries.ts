import { z } from "zod";
import { DECLINE_NOTE_MAX, OBITUARY_STATES } from "../constants";
import { calendarDate, optionalText, requiredEmail, requiredText } from "../fields";
import { obituaryPhotoUrl } from "../public/obituaries";
import { recordId } from "../record-id";
import { STAFF_SEARCH_MAX, staffListInput, statusFilter } from "./lists";

export type ObituaryState = (typeof OBITUARY_STATES)[number];

/** The staff obituary form's fields, before the cross-field rule (kept apart so create can add to it). */
const obituaryEditShape = {
  firstName: requiredText(100, { label: "First name" }),
  lastName: requiredText(100, { label: "Last name" }),
  dateOfBirth: calendarDate({ label: "Date of birth", acceptDateTime: true }),
  dateOfDeath: calendarDate({ label: "Date of death", acceptDateTime: true }),
  biography: requiredText(20_000, { label: "Biography" }),
  submitterName: requiredText(200, { label: "Submitter name" }),
  submitterEmail: requiredEmail({ label: "Submitter email" }),
  submitterPhone: optionalText(40, { label: "Submitter phone" }),
  // Not in SPEC §7's PATCH payload: absent keeps the photo, null or "" removes it.
  photoUrl: obituaryPhotoUrl,
};

/** Death cannot come before birth. */
const datesInOrder = (o: { dateOfBirth: string; dateOfDeath: string }) => o.dateOfDeath >= o.dateOfBirth;
const datesOutOfOrder = { path: ["dateOfDeath"], message: "Date of death cannot be before date of birth" };

/**
 * admin.obituaries.update / PATCH /api/admin/obituaries/{id}: the edit
 * dialog's fields (SPEC §2), plus the photo. Strict: a key the dialog does
 * not have is a 400 naming it. (Two strict objects cannot be intersected,
 * each would refuse the other's keys, so the update input is the same shape
 * with the id.)
 */
export const obituaryEditFields = z.strictObject(obituaryEditShape).refine(datesInOrder, datesOutOfOrder);

export const obituaryUpdateInput = z.strictObject({ id: recordId, ...obituaryEditShape }).refine(datesInOrder, datesOutOfOrder);
export type ObituaryUpdateInput = z.input<typeof obituaryUpdateInput>;

/** The two states staff may create an obituary in. */
export const OBITUARY_CREATE_STATES = ["live", "pending"] as const satisfies readonly ObituaryState[];

/**
 * admin.obituaries.create / POST /api/admin/obituaries: staff writing up an
 * obituary for a family (on the phone, at the desk). The edit dialog's fields
 * and photo, and where it starts. Live by default: staff are the moderators,
 * so their own entry needs no second look in the pending queue (as staff-made
 * consultations start confirmed, SPEC §4); "pending" keeps it off the site
 * until someone approves it, for a text the family wants to read first.
 */
export const obituaryCreateInput = z
  .strictObject({
    ...obituaryEditShape,
    state: z
      .enum(OBITUARY_CREATE_STATES, { error: `state must be one of ${OBITUARY_CREATE_STATES.join(", ")}` })
      .default("live"),
  })
  .refine(datesInOrder, datesOutOfOrder);
export type ObituaryCreateInput = z.input<typeof obituaryCreateInput>;

/** admin.obituaries.search: one page of the staff lists, by state (one or several) and by name, email or phone. */
export const obituarySearchStaffInput = z.strictObject({
  ...staffListInput,
  status: statusFilter(OBITUARY_STATES),
});

/** How many obituaries the service dialog's picker lists at once; typing more of the name finds the rest. */
export const LINKABLE_OBITUARY_LIMIT = 20;
export const LINKABLE_OBITUARY_LIMIT_MAX = 50;

/**
 * admin.obituaries.linkable: the live and pending obituaries a service can be
 * linked to, found by the deceased's name (`q`: any part of the first or last
 * name, every word; blank lists the newest), at most `limit` of them. With
 * thousands of obituaries the dialog asks for a few by name instead of all.
 * `selected` is the service's current link, answered on its own so the dialog
 * shows it whatever the search finds.
 */
export const obituaryLinkableInput = z.strictObject({
  q: optionalText(STAFF_SEARCH_MAX, { label: "Search" }),
  limit: z
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(LINKABLE_OBITUARY_LIMIT_MAX, { error: `limit must be at most ${LINKABLE_OBITUARY_LIMIT_MAX}` })
    .default(LINKABLE_OBITUARY_LIMIT),
  selected: recordId.nullish(),
});

/**
 * admin.obituaries.decline / PATCH /api/admin/obituaries/{id}/decline. SPEC §7
 * sends no payload, and that still declines; `note` is staff's optional words
 * to the family, shown set apart in the "not published" email (blank is none).
 */
export const obituaryDeclineInput = z.strictObject({
  id: recordId,
  note: optionalText(DECLINE_NOTE_MAX, { label: "Note to the family" }),
});
export type ObituaryDeclineInput = z.input<typeof obituaryDeclineInput>;
