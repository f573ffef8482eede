import { invalidateGuestBook } from "../cache/invalidate";
import { guestBookEntries, obituaries } from "@fh/db";
import { guestBookAddSchema, guestBookListSchema, guestBookReportSchema, type GuestBookMode } from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { and, desc, eq, sql } from "drizzle-orm";
import { withIdempotency } from "../abuse/idempotency";
import { publicWriteProcedure } from "../abuse/guard";
import { earlierMessagesOf, refuseRepeatedMessage } from "../abuse/guest-book";
import type { Context } from "../context";
import { publicEntryColumns } from "../lib/guest-book-columns";
import { uploadedPhoto } from "../lib/memorial-photos";
import { showsObituary } from "../cache/declare";
import { publicProcedure } from "../trpc";


const GUEST_BOOK_LIST_LIMIT = 500;

export const GUEST_BOOK_CLOSED_MESSAGE = "This guest book is closed to new messages.";

async function requireLiveObituary(ctx: Context, id: number): Promise<{ guestBookMode: GuestBookMode }> {
  const [row] = await ctx.db
    .select({ guestBookMode: obituaries.guestBookMode })
    .from(obituaries)
    .where(and(eq(obituaries.id, id), eq(obituaries.status, "live")));
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Obituary not found" });
  return row;
}

/** As requireLiveObituary, with what this author already wrote there: a post's reads in one statement. */
async function requireLiveObituaryFor(ctx: Context, id: number, authorName: string): Promise<{ guestBookMode: GuestBookMode; earlier: string[] }> {
  const [row] = await ctx.db
    .select({ guestBookMode: obituaries.guestBookMode, earlier: earlierMessagesOf(id, authorName) })
    .from(obituaries)
    .where(and(eq(obituaries.id, id), eq(obituaries.status, "live")));
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Obituary not found" });
  return row;
}

export const guestBookRouter = {
  /** Condolences on a live obituary, newest first: shown ones only, never those waiting or hidden. */
  list: publicProcedure.meta({ publicCache: showsObituary("obituaryId") }).input(guestBookListSchema).query(async ({ ctx, input }) => {
    await requireLiveObituary(ctx, input.obituaryId);
    return ctx.db
      .select(publicEntryColumns)
      .from(guestBookEntries)
      .where(and(eq(guestBookEntries.obituaryId, input.obituaryId), eq(guestBookEntries.status, "shown")))
      .orderBy(desc(guestBookEntries.createdAt), desc(guestBookEntries.id))
      .limit(GUEST_BOOK_LIST_LIMIT);
  }),

  /**
   * Signs the guest book. Open: shown at once. Moderated: kept waiting for
   * staff, and the answer says so (status "waiting"). Closed: refused, 403.
   */
  add: publicWriteProcedure("guestBook.add")
    .input(guestBookAddSchema)
    .mutation(async ({ ctx, input }) => {
      const { guestBookMode, earlier } = await requireLiveObituaryFor(ctx, input.obituaryId, input.authorName);
      if (guestBookMode === "closed") throw new TRPCError({ code: "FORBIDDEN", message: GUEST_BOOK_CLOSED_MESSAGE });
      const row = await withIdempotency(ctx, "guestBook.add", input, async (inner) => {
        // Here, not before: a retry with the same key gets its first answer, not a 409 for its own words.
        refuseRepeatedMessage(earlier, input.message);
        const photoUrl = input.photoUrl ? await uploadedPhoto(inner, input.photoUrl) : null;
        const [inserted] = await inner.db
          .insert(guestBookEntries)
          .values({
            obituaryId: input.obituaryId,
            authorName: input.authorName,
            authorEmail: input.authorEmail ?? null,
            message: input.message,
            photoUrl,
            // A photo is looked at by the family or staff first, whatever the guest book's mode.
            status: guestBookMode === "moderated" || photoUrl ? "waiting" : "shown",
          })
          .returning({ ...publicEntryColumns, status: guestBookEntries.status });
        if (!inserted) throw new Error("guest book insert returned nothing");
        return inserted;
      });
      // After the commit, and for a replay too: the poster's next load of the memorial shows their words.
      await invalidateGuestBook(ctx, input.obituaryId);
      return row;
    }),

  /**
   * A visitor flags a message they find hurtful; staff see reported messages
   * first. Only a message the public can see can be reported (others answer
   * 404, as if absent). The count is never public.
   */
  report: publicWriteProcedure("guestBook.report")
    .input(guestBookReportSchema)
    .mutation(({ ctx, input }) =>
      // Once per Idempotency-Key: a report sent again after a failure is counted once.
      withIdempotency(ctx, "guestBook.report", input, async (inner) => {
        const [row] = await inner.db
          .update(guestBookEntries)
          .set({ reportCount: sql`${guestBookEntries.reportCount} + 1`, lastReportedAt: ctx.now() })
          .where(
            and(
              eq(guestBookEntries.id, input.entryId),
              eq(guestBookEntries.status, "shown"),
              sql`exists (select 1 from ${obituaries} where ${obituaries.id} = ${guestBookEntries.obituaryId} and ${obituaries.status} = 'live')`,
            ),
          )
          .returning({ id: guestBookEntries.id });
        if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Message not found" });
        return { reported: true as const };
      }),
    ),
} satisfies TRPCRouterRecord;
