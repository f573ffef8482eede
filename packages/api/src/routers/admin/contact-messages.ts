import { contactMessages } from "@fh/db";
import { CONTACT_MESSAGE_STATUSES, contactMessageSearchInput, contactMessageSetStatusInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { and, count, desc, eq } from "drizzle-orm";
import { found } from "../../errors";
import { countsByStatus, loadStaffPage, searchCondition, statusCondition } from "../../lib/staff-lists";
import { staffProcedure } from "../../trpc";

const searchFields = {
  text: [contactMessages.name, contactMessages.email],
  phone: [contactMessages.phone],
};

export const adminContactMessagesRouter = {
  /** Newest first. */
  list: staffProcedure.query(({ ctx }) =>
    ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
  ),

  /** One page of the list, by status and by name, email or phone, newest first. */
  search: staffProcedure.input(contactMessageSearchInput).query(async ({ ctx, input }) => {
    const where = and(statusCondition(contactMessages.status, input.status), searchCondition(input.q, searchFields));
    return loadStaffPage(
      input,
      () => ctx.db.$count(contactMessages, where),
      (page) =>
        ctx.db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(page.limit)
          .offset(page.offset),
    );
  }),

  /** How many messages have each status ("12 new"), exact whatever page is shown. */
  counts: staffProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({ status: contactMessages.status, count: count() })
      .from(contactMessages)
      .groupBy(contactMessages.status);
    return countsByStatus(CONTACT_MESSAGE_STATUSES, rows);
  }),

  /** new, read or responded; any from any. */
  setStatus: staffProcedure.input(contactMessageSetStatusInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .update(contactMessages)
      .set({ status: input.status })
      .where(eq(contactMessages.id, input.id))
      .returning();
    return found(row, "Contact message");
  }),
} satisfies TRPCRouterRecord;
