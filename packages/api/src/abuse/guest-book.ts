import { guestBookEntries } from "@fh/db";
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "../context";
import { badInput } from "../errors";

export const REPEATED_MESSAGE = "This message is already in the guest book.";

/** Case, spacing and Unicode form do not make a message new. */
const normalise = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/** A name has at most a handful of entries on one obituary; this bounds the read whatever happens. */
const MAX_ENTRIES_COMPARED = 200;

/**
 * Refuses (409, naming the message field) an entry whose author already left
 * the same message on this obituary: a double post, or a script repeating
 * itself. Two guests writing the same "Rest in peace" under their own names
 * are both kept. A retry with the same Idempotency-Key never reaches this
 * (it gets the first answer back). Two identical posts at the same instant
 * could both pass; the per-obituary allowance still bounds that.
 */
export async function refuseRepeatedMessage(
  ctx: Context,
  entry: { obituaryId: number; authorName: string; message: string },
): Promise<void> {
  const earlier = await ctx.db
    .select({ message: guestBookEntries.message })
    .from(guestBookEntries)
    .where(
      and(
        eq(guestBookEntries.obituaryId, entry.obituaryId),
        eq(sql`lower(btrim(${guestBookEntries.authorName}))`, entry.authorName.trim().toLowerCase()),
      ),
    )
    .limit(MAX_ENTRIES_COMPARED);
  const message = normalise(entry.message);
  if (!earlier.some((row) => normalise(row.message) === message)) return;
  throw badInput("message", REPEATED_MESSAGE, "CONFLICT");
}
