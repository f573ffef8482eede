import { events } from "@fh/db";
import { byIdInput, eventCreateInput, eventUpdateInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { asc, eq } from "drizzle-orm";
import { staffProcedure } from "../../trpc";
import { found } from "../../errors";

export const adminEventsRouter = {
  /** Public and private events, soonest first. */
  list: staffProcedure.query(({ ctx }) =>
    ctx.db.select().from(events).orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id)),
  ),

  create: staffProcedure.input(eventCreateInput).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const [row] = await ctx.db.insert(events).values({ ...input, createdAt: now, updatedAt: now }).returning();
    return found(row, "Event");
  }),

  /** Only the fields sent change; updatedAt moves. */
  update: staffProcedure.input(eventUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    const [row] = await ctx.db
      .update(events)
      .set({ ...fields, updatedAt: ctx.now() })
      .where(eq(events.id, id))
      .returning();
    return found(row, "Event");
  }),

  delete: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db.delete(events).where(eq(events.id, input.id)).returning({ id: events.id });
    found(row, "Event");
    return { success: true as const };
  }),
} satisfies TRPCRouterRecord;
