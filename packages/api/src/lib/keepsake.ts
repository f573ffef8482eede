import { guestBookEntries, obituaries, services } from "@fh/db";
import { DEFAULT_LOCALE, isLocale } from "@fh/validators";
import { and, asc, eq } from "drizzle-orm";
import type { Context } from "../context";
import { found } from "../errors";
import { publicEntryColumns } from "./guest-book-columns";
import { publicObituaryColumns } from "./obituary-columns";
import { publicServiceColumns } from "./obituary-services";
import { galleryOf } from "./memorial-photos";
import { bySoonest } from "./upcoming";

/** A keepsake book holds every approved message; this bounds one read however long the book. */
export const KEEPSAKE_MESSAGES_MAX = 20_000;

/**
 * The keepsake's columns, the public ones of each record: the obituary's
 * (with the photo as stored, its state, and the family's language; no
 * submitter's contact), its services' (the name on each is the obituary's
 * own) and its messages' (the book is one obituary's).
 */
const { createdAt: _submitted, ...obituaryColumns } = publicObituaryColumns;
const keepsakeObituaryColumns = { ...obituaryColumns, photoUrl: obituaries.photoUrl, status: obituaries.status, submitterLocale: obituaries.submitterLocale };
const { deceasedName: _deceasedName, ...keepsakeServiceColumns } = publicServiceColumns;
const { obituaryId: _obituaryId, ...keepsakeEntryColumns } = publicEntryColumns;

/**
 * What staff print for the family (the Book of Memories, the QR card): the
 * obituary in any state, its public services in date order, and every shown
 * guest-book message, oldest first as a book reads. Never waiting or hidden
 * ones, and never a writer's email. The book is written in the language the
 * family submitted the obituary in (its submitterLocale), English for a value
 * the site has no words for.
 */
export async function keepsakeOf(ctx: Context, id: number) {
  const [obituary] = await ctx.db
    .select(keepsakeObituaryColumns)
    .from(obituaries)
    .where(eq(obituaries.id, id));
  const { submitterLocale, ...o } = found(obituary, "Obituary");
  const locale = isLocale(submitterLocale) ? submitterLocale : DEFAULT_LOCALE;
  const serviceRows = await ctx.db
    .select(keepsakeServiceColumns)
    .from(services)
    .where(and(eq(services.obituaryId, id), eq(services.isPublic, true)))
    .orderBy(asc(services.serviceDate), asc(services.id));
  const messages = await ctx.db
    .select(keepsakeEntryColumns)
    .from(guestBookEntries)
    .where(and(eq(guestBookEntries.obituaryId, id), eq(guestBookEntries.status, "shown")))
    .orderBy(asc(guestBookEntries.createdAt), asc(guestBookEntries.id))
    .limit(KEEPSAKE_MESSAGES_MAX);
  // The family's gallery, in their order: the book prints it after the life story.
  const gallery = (await galleryOf(ctx, id)).map(({ url, caption }) => ({ url, caption }));
  return { obituary: o, locale, services: serviceRows.sort(bySoonest((s) => s.serviceDate, (s) => s.serviceTime)), messages, gallery };
}
