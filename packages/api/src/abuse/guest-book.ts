import { guestBookEntries } from "@fh/db";
import { sql, type SQL } from "drizzle-orm";
import { badInput } from "../errors";

export const REPEATED_MESSAGE = "This message is already in the guest book.";

/** Case, spacing and Unicode form do not make a message new. */
const normalise = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/** A name has at most a handful of entries on one obituary; this bounds the read whatever happens. */
const MAX_ENTRIES_COMPARED = 200;

/**
 * The messages this author (by name, any case or spacing) already left on an
 * obituary, as SQL to read beside the obituary itself: one statement for the
 * obituary's guest-book mode and the repeated-message check of a post. The
 * obituary is a parameter, not the outer row: a select of one table writes its
 * columns unqualified, and inside this subquery they would name the entry's.
 */
export function earlierMessagesOf(obituaryId: number, authorName: string): SQL<string[]> {
  // As JSON text: both drivers hand text back as it is (the production driver does not parse arrays).
  return sql<string[]>`coalesce((select json_agg(earlier.message) from (
    select ${guestBookEntries.message} as message from ${guestBookEntries}
    where ${guestBookEntries.obituaryId} = ${obituaryId}
      and lower(btrim(${guestBookEntries.authorName})) = ${authorName.trim().toLowerCase()}
    limit ${MAX_ENTRIES_COMPARED}) as earlier), '[]')::text`.mapWith((text: string) => JSON.parse(text) as string[]);
}

/**
 * Refuses (409, naming the message field) an entry whose author already left
 * the same message on this obituary (`earlier`, read by earlierMessagesOf):
 * a double post, or a script repeating itself. Two guests writing the same
 * "Rest in peace" under their own names are both kept. A retry with the same
 * Idempotency-Key never reaches this (it gets the first answer back). Two
 * identical posts at the same instant could both pass; the per-obituary
 * allowance still bounds that.
 */
export function refuseRepeatedMessage(earlier: readonly string[], message: string): void {
  const normalised = normalise(message);
  if (!earlier.some((row) => normalise(row) === normalised)) return;
  throw badInput("message", REPEATED_MESSAGE, "CONFLICT");
}
