import { guestBookEntries, guestBookModerations, obituaries, type Database } from "@fh/db";
import { GUEST_BOOK_ENTRY_STATUSES, guestBookEntryIdInput, guestBookSearchInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { invalidateGuestBook } from "../../cache/invalidate";
import type { Context } from "../../context";
import { found } from "../../errors";
import { countsByStatus, loadStaffPage, searchCondition, statusCondition } from "../../lib/staff-lists";
import { staffProcedure } from "../../trpc";

type Action = "approve" | "hide" | "delete";

/** What staff see of a message: everything, with the obituary's name and its guest book's mode. */
const staffEntryColumns = {
  id: guestBookEntries.id,
  obituaryId: guestBookEntries.obituaryId,
  obituaryFirstName: obituaries.firstName,
  obituaryLastName: obituaries.lastName,
  guestBookMode: obituaries.guestBookMode,
  authorName: guestBookEntries.authorName,
  authorEmail: guestBookEntries.authorEmail,
  message: guestBookEntries.message,
  status: guestBookEntries.status,
  reportCount: guestBookEntries.reportCount,
  lastReportedAt: guestBookEntries.lastReportedAt,
  moderatedBy: guestBookEntries.moderatedBy,
  moderatedAt: guestBookEntries.moderatedAt,
  createdAt: guestBookEntries.createdAt,
};

const searchFields = { text: [guestBookEntries.authorName, guestBookEntries.message, obituaries.firstName, obituaries.lastName], phone: [] };

/** Records the action with who and when; kept even when the message is deleted. */
async function record(db: Database | Parameters<Parameters<Database["transaction"]>[0]>[0], entry: { id: number; obituaryId: number; authorName: string }, action: Action, staffUsername: string, at: Date) {
  await db.insert(guestBookModerations).values({
    entryId: entry.id,
    obituaryId: entry.obituaryId,
    authorName: entry.authorName,
    action,
    staffUsername,
    createdAt: at,
  });
}

export const adminGuestBookRouter = {
  /**
   * Messages across every obituary, or one memorial's (`obituaryId`, the
   * staff digest's links): reported ones first (most reported, most recently
   * reported), then newest first; by status and by words in the name, the
   * message or the deceased's name. With `obituaryId` the answer names that
   * memorial (`memorial`, null when there is none), so the page can say whose
   * messages it shows even when none are left.
   */
  search: staffProcedure.input(guestBookSearchInput).query(async ({ ctx, input }) => {
    const memorial =
      input.obituaryId === undefined
        ? null
        : ((
            await ctx.db
              .select({ id: obituaries.id, firstName: obituaries.firstName, lastName: obituaries.lastName })
              .from(obituaries)
              .where(eq(obituaries.id, input.obituaryId))
          )[0] ?? null);
    const where = and(
      statusCondition(guestBookEntries.status, input.status),
      input.obituaryId === undefined ? undefined : eq(guestBookEntries.obituaryId, input.obituaryId),
      searchCondition(input.q, searchFields),
    );
    const answer = await loadStaffPage(
      input,
      async () => {
        const [row] = await ctx.db
          .select({ n: count() })
          .from(guestBookEntries)
          .innerJoin(obituaries, eq(obituaries.id, guestBookEntries.obituaryId))
          .where(where);
        return row?.n ?? 0;
      },
      (page) =>
        ctx.db
          .select(staffEntryColumns)
          .from(guestBookEntries)
          .innerJoin(obituaries, eq(obituaries.id, guestBookEntries.obituaryId))
          .where(where)
          .orderBy(
            // A reported message that staff already hid is dealt with: it does not jump the queue.
            desc(sql`case when ${guestBookEntries.reportCount} > 0 and ${guestBookEntries.status} <> 'hidden' then 1 else 0 end`),
            desc(guestBookEntries.reportCount),
            desc(guestBookEntries.createdAt),
            desc(guestBookEntries.id),
          )
          .limit(page.limit)
          .offset(page.offset),
    );
    return { ...answer, memorial };
  }),

  /** How many messages wait, are shown or hidden ("3 waiting"). */
  counts: staffProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({ status: guestBookEntries.status, count: count() })
      .from(guestBookEntries)
      .groupBy(guestBookEntries.status);
    return countsByStatus(GUEST_BOOK_ENTRY_STATUSES, rows);
  }),

  /** Every staff action on one message, newest first: who and when. */
  history: staffProcedure.input(guestBookEntryIdInput).query(({ ctx, input }) =>
    ctx.db
      .select()
      .from(guestBookModerations)
      .where(eq(guestBookModerations.entryId, input.id))
      .orderBy(desc(guestBookModerations.createdAt), desc(guestBookModerations.id)),
  ),

  /** Shows a waiting or hidden message; its reports are settled (staff read it and kept it). */
  approve: staffProcedure.input(guestBookEntryIdInput).mutation(({ ctx, input }) => moderate(ctx, input.id, "shown")),

  /** Takes a message off the page; it stays for staff, and can be approved again. */
  hide: staffProcedure.input(guestBookEntryIdInput).mutation(({ ctx, input }) => moderate(ctx, input.id, "hidden")),

  /** Removes a message for good; the record of who deleted it stays. */
  delete: staffProcedure.input(guestBookEntryIdInput).mutation(async ({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(guestBookEntries).where(eq(guestBookEntries.id, input.id)).returning();
      const deleted = found(row, "Guest-book message");
      await record(tx, deleted, "delete", ctx.staff.username, ctx.now());
      return deleted;
    }).then(async (deleted) => {
      // The obituary's cached page and guest book drop the message (cache/invalidate.ts).
      await invalidateGuestBook(ctx, deleted.obituaryId);
      return { id: deleted.id, deleted: true as const };
    }),
  ),
} satisfies TRPCRouterRecord;

async function moderate(
  ctx: { db: Database; staff: { username: string }; now: () => Date; publicCache?: Context["publicCache"] },
  id: number,
  status: "shown" | "hidden",
) {
  const at = ctx.now();
  const moderated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(guestBookEntries)
      .set({
        status,
        moderatedBy: ctx.staff.username,
        moderatedByFamily: false,
        moderatedAt: at,
        ...(status === "shown" ? { reportCount: 0, lastReportedAt: null } : {}),
      })
      .where(eq(guestBookEntries.id, id))
      .returning();
    const entry = found(row, "Guest-book message");
    await record(tx, entry, status === "shown" ? "approve" : "hide", ctx.staff.username, at);
    const { authorEmail: _email, ...rest } = entry;
    return rest;
  });
  // Shown or hidden, the obituary's cached page and guest book change (cache/invalidate.ts).
  await invalidateGuestBook(ctx, moderated.obituaryId);
  return moderated;
}
