import { prePlanningRequests } from "@fh/db";
import { PRE_PLANNING_STATUSES, prePlanningSearchInput, prePlanningSetStatusInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { and, count, desc, eq, getTableColumns } from "drizzle-orm";
import { found } from "../../errors";
import { countsByStatus, loadStaffPage, searchCondition, statusCondition } from "../../lib/staff-lists";
import { staffProcedure } from "../../trpc";

const searchFields = {
  text: [prePlanningRequests.firstName, prePlanningRequests.lastName, prePlanningRequests.email],
  phone: [prePlanningRequests.phone],
};

/** Urgent ones on top (a death has occurred), then newest first. */
const listOrder = [desc(prePlanningRequests.isUrgent), desc(prePlanningRequests.createdAt), desc(prePlanningRequests.id)];

/** What staff see of a request: everything but the hash of the family's link token. */
const { estimateTokenHash: _hash, ...shown } = getTableColumns(prePlanningRequests);

export const adminPrePlanningRouter = {
  /** Every request, urgent first, then newest (GET /api/admin/pre-planning). */
  list: staffProcedure.query(({ ctx }) => ctx.db.select(shown).from(prePlanningRequests).orderBy(...listOrder)),

  /** One page of the list, by status and by name, email or phone. */
  search: staffProcedure.input(prePlanningSearchInput).query(async ({ ctx, input }) => {
    const where = and(statusCondition(prePlanningRequests.status, input.status), searchCondition(input.q, searchFields));
    return loadStaffPage(
      input,
      () => ctx.db.$count(prePlanningRequests, where),
      (page) =>
        ctx.db
          .select(shown)
          .from(prePlanningRequests)
          .where(where)
          .orderBy(...listOrder)
          .limit(page.limit)
          .offset(page.offset),
    );
  }),

  /** How many requests have each status, exact whatever page is shown. */
  counts: staffProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({ status: prePlanningRequests.status, count: count() })
      .from(prePlanningRequests)
      .groupBy(prePlanningRequests.status);
    return countsByStatus(PRE_PLANNING_STATUSES, rows as Array<{ status: (typeof PRE_PLANNING_STATUSES)[number]; count: number }>);
  }),

  /** pending, contacted, arranged or closed; any from any. The estimate itself never changes. */
  setStatus: staffProcedure.input(prePlanningSetStatusInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .update(prePlanningRequests)
      .set({ status: input.status, updatedAt: ctx.now() })
      .where(eq(prePlanningRequests.id, input.id))
      .returning(shown);
    return found(row, "Pre-planning request");
  }),
} satisfies TRPCRouterRecord;
