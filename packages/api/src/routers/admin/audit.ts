import { auditEvents, users } from "@fh/db";
import { auditSearchInput, BUSINESS_TIME_ZONE } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { loadStaffPage } from "../../lib/staff-lists";
import { ownerProcedure } from "../../trpc";

/**
 * The audit trail's screen, owners only. Read-only: there
 * is no procedure that edits or deletes a row.
 */
export const adminAuditRouter = {
  /** Newest first, one page, by person, kind and Lake Worth dates (inclusive). */
  search: ownerProcedure.input(auditSearchInput).query(({ ctx, input }) => {
    // The day an event happened where the funeral home is, not in UTC.
    const day = sql`(${auditEvents.at} AT TIME ZONE ${BUSINESS_TIME_ZONE})::date`;
    const conditions: SQL[] = [];
    if (input.actorId !== undefined) conditions.push(eq(auditEvents.actorId, input.actorId));
    if (input.kind) conditions.push(eq(auditEvents.kind, input.kind));
    if (input.from) conditions.push(sql`${day} >= ${input.from}::date`);
    if (input.to) conditions.push(sql`${day} <= ${input.to}::date`);
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return loadStaffPage(
      input,
      () => ctx.db.$count(auditEvents, where),
      ({ limit, offset }) =>
        ctx.db.select().from(auditEvents).where(where).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(limit).offset(offset),
    );
  }),

  /** What the filters offer: every account (deactivated too) and every kind on record. */
  filters: ownerProcedure.query(async ({ ctx }) => {
    const [people, kinds] = await Promise.all([
      ctx.db.select({ id: users.id, username: users.username, displayName: users.displayName }).from(users).orderBy(asc(users.username)),
      ctx.db.selectDistinct({ kind: auditEvents.kind }).from(auditEvents).orderBy(asc(auditEvents.kind)),
    ]);
    return { people, kinds: kinds.map((k) => k.kind) };
  }),
} satisfies TRPCRouterRecord;
