import { obituaries } from "@fh/db";
import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import type { Context } from "../context";

/**
 * The most the full obituary list (GET /api/obituaries, `obituaries.list`)
 * may weigh as JSON. At about 750 bytes a memorial that is some 40,000
 * memorials, decades of a family funeral home; past it, one answer would hold
 * the server's memory (the string, its bytes, their compressed copies) for
 * every reader at once, so the list is refused before a row is read and the
 * search (`obituaries.search`), which pages, serves the archive.
 */
export const LIST_ANSWER_MAX_BYTES = 32 * 1024 * 1024;

/** JSON a row costs beyond its text: keys, quotes, the id, three dates and the commas. */
const ROW_OVERHEAD_BYTES = 200;

export const LIST_TOO_LARGE_MESSAGE = "The list is too large to send in one answer; search the obituaries instead, page by page";

/**
 * The list's JSON size before it is built, from one aggregate over the rows
 * it would hold: the bytes of their text plus a fixed cost a row. Text that
 * JSON escapes (quotes, new lines) adds a little; the bound leaves room for it.
 */
export async function estimateListBytes(db: Context["db"]): Promise<number> {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)`.mapWith(Number),
      text: sql<number>`coalesce(sum(octet_length(${obituaries.firstName}) + octet_length(${obituaries.lastName})
        + coalesce(octet_length(${obituaries.biography}), 0) + coalesce(octet_length(${obituaries.photoUrl}), 0)), 0)`.mapWith(Number),
    })
    .from(obituaries)
    .where(eq(obituaries.status, "live"));
  return (row?.rows ?? 0) * ROW_OVERHEAD_BYTES + (row?.text ?? 0);
}

/** Refuses (422) a full list that would weigh more than `maxBytes`, before it is built. */
export async function refuseOversizedList(db: Context["db"], maxBytes = LIST_ANSWER_MAX_BYTES): Promise<void> {
  if ((await estimateListBytes(db)) > maxBytes) {
    throw new TRPCError({ code: "UNPROCESSABLE_CONTENT", message: LIST_TOO_LARGE_MESSAGE });
  }
}
