import { services } from "@fh/db";
import { BUSINESS_TIME_ZONE, todayIn } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { and, asc, eq, gte } from "drizzle-orm";
import { publicProcedure } from "../trpc";
import { bySoonest, UPCOMING_LIMIT } from "../lib/upcoming";

export const servicesRouter = {
  /** Public funeral services from today (in Lake Worth) onward, soonest first. */
  upcoming: publicProcedure.query(async ({ ctx }) => {
    const today = todayIn(BUSINESS_TIME_ZONE, ctx.now());
    const rows = await ctx.db
      .select({
        id: services.id,
        title: services.title,
        description: services.description,
        serviceDate: services.serviceDate,
        serviceTime: services.serviceTime,
        location: services.location,
        serviceType: services.serviceType,
        deceasedName: services.deceasedName,
      })
      .from(services)
      .where(and(eq(services.isPublic, true), gte(services.serviceDate, today)))
      .orderBy(asc(services.serviceDate), asc(services.id))
      .limit(UPCOMING_LIMIT);
    return rows.sort(bySoonest((s) => s.serviceDate, (s) => s.serviceTime));
  }),
} satisfies TRPCRouterRecord;
