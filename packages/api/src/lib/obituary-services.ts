import { obituaries, services } from "@fh/db";
import { BUSINESS_TIME_ZONE, minutesOfDay } from "@fh/validators";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "../context";
import { zonedTimeToUtc } from "../notifications/ics";
import { bySoonest } from "./upcoming";

const HOUR_MS = 3_600_000;
/** The livestream link shows from an hour before the service (people gather early) to a week after (the recording). */
export const LIVESTREAM_OPENS_BEFORE_MS = HOUR_MS;
export const LIVESTREAM_CLOSES_AFTER_MS = 7 * 24 * HOUR_MS;

/**
 * When a service starts: its date and time of day in Lake Worth. A time staff
 * wrote in words ("after the Mass") has no hour: such a service is taken to
 * start at the beginning of its day.
 */
export function serviceStart(date: string, time: string): Date {
  return zonedTimeToUtc(date, minutesOfDay(time) ?? 0, BUSINESS_TIME_ZONE);
}

/** A linked obituary's id, only while that obituary is live: the public never learns of a pending one. */
export const liveObituaryId = sql<number | null>`(case when exists (select 1 from ${obituaries} where ${obituaries.id} = ${services.obituaryId} and ${obituaries.status} = 'live') then ${services.obituaryId} end)`;

/**
 * The public services of one live obituary, in date order, each marked past
 * or not, with the livestream link only inside its window (so an old link is
 * not left on the page, and a new one is not shown days early).
 */
export async function servicesOfObituary(ctx: Context, obituaryId: number) {
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
      livestreamUrl: services.livestreamUrl,
    })
    .from(services)
    .innerJoin(obituaries, eq(obituaries.id, services.obituaryId))
    .where(and(eq(services.obituaryId, obituaryId), eq(services.isPublic, true), eq(obituaries.status, "live")))
    .orderBy(asc(services.serviceDate), asc(services.id));
  const now = ctx.now().getTime();
  return rows.sort(bySoonest((r) => r.serviceDate, (r) => r.serviceTime)).map(({ livestreamUrl, ...row }) => {
    const start = serviceStart(row.serviceDate, row.serviceTime).getTime();
    // A service with no hour is past once its day is over.
    const end = minutesOfDay(row.serviceTime) === null ? start + 24 * HOUR_MS : start + 2 * HOUR_MS;
    const streaming = livestreamUrl !== null && now >= start - LIVESTREAM_OPENS_BEFORE_MS && now <= start + LIVESTREAM_CLOSES_AFTER_MS;
    return { ...row, startsAt: new Date(start), isPast: now > end, livestreamUrl: streaming ? livestreamUrl : null };
  });
}
