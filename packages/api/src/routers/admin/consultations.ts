import { consultations } from "@fh/db";
import {
  byIdInput,
  consultationCreateInput,
  consultationSearchInput,
  consultationSetStatusInput,
  STORED_CONSULTATION_STATUSES,
} from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { and, count, desc, eq } from "drizzle-orm";
import { found } from "../../errors";
import { countsByStatus, loadStaffPage, searchCondition, statusCondition } from "../../lib/staff-lists";
import { staffProcedure } from "../../trpc";

const searchFields = {
  text: [consultations.firstName, consultations.lastName, consultations.email],
  phone: [consultations.phone],
};

/**
 * Rows of both shapes of SPEC §3 in one table: `source` says which; the other
 * shape's columns are null. Staff see every column.
 */

export const adminConsultationsRouter = {
  /** Booking-page appointments and staff-created consultations together, newest first. */
  list: staffProcedure.query(({ ctx }) =>
    ctx.db.select().from(consultations).orderBy(desc(consultations.createdAt), desc(consultations.id)),
  ),

  /** One page of the list, by status and by name, email or phone, newest first. */
  search: staffProcedure.input(consultationSearchInput).query(async ({ ctx, input }) => {
    const where = and(statusCondition(consultations.status, input.status), searchCondition(input.q, searchFields));
    return loadStaffPage(
      input,
      () => ctx.db.$count(consultations, where),
      (page) =>
        ctx.db
          .select()
          .from(consultations)
          .where(where)
          .orderBy(desc(consultations.createdAt), desc(consultations.id))
          .limit(page.limit)
          .offset(page.offset),
    );
  }),

  /** How many consultations have each stored status: the page's count cards, exact whatever page is shown. */
  counts: staffProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({ status: consultations.status, count: count() })
      .from(consultations)
      .groupBy(consultations.status);
    return countsByStatus(STORED_CONSULTATION_STATUSES, rows);
  }),

  /** Staff-created consultations start confirmed (SPEC §4). */
  create: staffProcedure.input(consultationCreateInput).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(consultations)
      .values({ ...input, source: "staff", status: "confirmed", createdAt: now, updatedAt: now })
      .returning();
    return found(row, "Consultation");
  }),

  /** Any status from any status. */
  setStatus: staffProcedure.input(consultationSetStatusInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .update(consultations)
      .set({ status: input.status, updatedAt: ctx.now() })
      .where(eq(consultations.id, input.id))
      .returning();
    return found(row, "Consultation");
  }),

  delete: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db.delete(consultations).where(eq(consultations.id, input.id)).returning({ id: consultations.id });
    found(row, "Consultation");
    return { success: true as const };
  }),
} satisfies TRPCRouterRecord;
