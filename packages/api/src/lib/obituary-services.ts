import { obituaries, services } from "@fh/db";
import { BUSINESS_TIME_ZONE, minutesOfDay, todayIn } from "@fh/validators";
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

/** When a service is over: two hours after it starts, or at the end of its day when its time is in words. */
function serviceEnd(date: string, time: string): number {
  const start = serviceStart(date, time).getTime();
  return minutesOfDay(time) === null ? start + 24 * HOUR_MS : start + 2 * HOUR_MS;
}

/** Past, as the obituary page marks it: an RSVP to such a service is refused. */
export const serviceIsOver = (date: string, time: string, now: Date): boolean => now.getTime() > serviceEnd(date, time);

/**
 * The columns of a funeral service the public may see, for every public read
 * (the landing page's list, an obituary's Services block, the family's
 * keepsake). Never whether it is public, its linked obituary as stored, or
 * its livestream link outside its window (servicesOfObituary).
 */
export const publicServiceColumns = {
  id: services.id,
  title: services.title,
  description: services.description,
  serviceDate: services.serviceDate,
  serviceTime: services.serviceTime,
  location: services.location,
  serviceType: services.serviceType,
  deceasedName: services.deceasedName,
};

/** A linked obituary's id, only while that obituary is live: the public never learns of a pending one. */
export const liveObituaryId = sql<number | null>`(case when exists (select 1 from ${obituaries} where ${obituaries.id} = ${services.obituaryId} and ${obituaries.status} = 'live') then ${services.obituaryId} end)`;

/**
 * The public services of one live obituary, in date order, each marked past
 * or not, with the livestream link only inside its window (so an old link is
 * not left on the page, and a new one is not shown days early). One may be
 * marked next, for the page to show under the name (see nextService).
 */
export async function servicesOfObituary(ctx: Context, obituaryId: number) {
  const rows = await ctx.db
    .select({ ...publicServiceColumns, livestreamUrl: services.livestreamUrl })
    .from(services)
    .innerJoin(obituaries, eq(obituaries.id, services.obituaryId))
    .where(and(eq(services.obituaryId, obituaryId), eq(services.isPublic, true), eq(obituaries.status, "live")))
    .orderBy(asc(services.serviceDate), asc(services.id));
  const now = ctx.now().getTime();
  const list = rows.sort(bySoonest((r) => r.serviceDate, (r) => r.serviceTime)).map(({ livestreamUrl, ...row }) => {
    const start = serviceStart(row.serviceDate, row.serviceTime).getTime();
    // A service with no hour is past once its day is over.
    const end = serviceEnd(row.serviceDate, row.serviceTime);
    const streaming = livestreamUrl !== null && now >= start - LIVESTREAM_OPENS_BEFORE_MS && now <= start + LIVESTREAM_CLOSES_AFTER_MS;
    return { ...row, startsAt: new Date(start), isPast: now > end, livestreamUrl: streaming ? livestreamUrl : null };
  });
  const next = nextService(list, todayIn(BUSINESS_TIME_ZONE, ctx.now()));
  return list.map((row) => ({ ...row, isNext: row === next }));
}

/**
 * The service a visitor most likely came for: the first one not yet over;
 * once the day's last is over, that one, until midnight in Lake Worth (its
 * place, its livestream's recording and the reception still matter that
 * day). Decided here, with the funeral home's clock, so the page drawn on
 * the server and the page in a reader's browser in another time zone agree.
 */
function nextService<T extends { serviceDate: string; isPast: boolean }>(list: readonly T[], today: string): T | undefined {
  return list.find((s) => !s.isPast) ?? list.findLast((s) => s.serviceDate === today);
}
