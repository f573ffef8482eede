import { events } from "@fh/db";
import { BUSINESS_TIME_ZONE, todayIn } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { and, asc, eq, gte } from "drizzle-orm";
import { publicProcedure } from "../trpc";
import { bySoonest, UPCOMING_LIMIT } from "../lib/upcoming";

export const eventsRouter = {
  /** Public events from today (in Lake Worth) onward, soonest first. */
  upcoming: publicProcedure.query(async ({ ctx }) => {
    const today = todayIn(BUSINESS_TIME_ZONE, ctx.now());
    const rows = await ctx.db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        eventDate: events.eventDate,
        eventTime: events.eventTime,
        location: events.location,
        eventType: events.eventType,
      })
      .from(events)
      .where(and(eq(events.isPublic, true), gte(events.eventDate, today)))
      .orderBy(asc(events.eventDate), asc(events.id))
      .limit(UPCOMING_LIMIT);
    return rows.sort(bySoonest((e) => e.eventDate, (e) => e.eventTime));
  }),
} satisfies TRPCRouterRecord;
