import { services } from "@fh/db";
import { byIdInput, serviceCreateInput, serviceUpdateInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { asc, eq } from "drizzle-orm";
import { staffProcedure } from "../../trpc";
import { found } from "../../errors";

export const adminServicesRouter = {
  /** Public and private funeral services, soonest first. */
  list: staffProcedure.query(({ ctx }) =>
    ctx.db.select().from(services).orderBy(asc(services.serviceDate), asc(services.serviceTime), asc(services.id)),
  ),

  create: staffProcedure.input(serviceCreateInput).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const [row] = await ctx.db.insert(services).values({ ...input, createdAt: now, updatedAt: now }).returning();
    return found(row, "Service");
  }),

  /** Only the fields sent change; updatedAt moves. */
  update: staffProcedure.input(serviceUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    const [row] = await ctx.db
      .update(services)
      .set({ ...fields, updatedAt: ctx.now() })
      .where(eq(services.id, id))
      .returning();
    return found(row, "Service");
  }),

  delete: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db.delete(services).where(eq(services.id, input.id)).returning({ id: services.id });
    found(row, "Service");
    return { success: true as const };
  }),
} satisfies TRPCRouterRecord;
