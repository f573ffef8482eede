import { minutesOfDay } from "@fh/validators";

/** A time that is not one ("noon", "TBA") sorts after every real time of its day. */
const UNKNOWN_TIME_LAST = 24 * 60;

/** Soonest first: by date, then by the time of day as staff wrote it ("2:00 PM" or "14:00"). */
export function bySoonest<T>(date: (item: T) => string, time: (item: T) => string) {
  return (a: T, b: T): number => {
    const byDate = date(a).localeCompare(date(b));
    if (byDate !== 0) return byDate;
    return (minutesOfDay(time(a)) ?? UNKNOWN_TIME_LAST) - (minutesOfDay(time(b)) ?? UNKNOWN_TIME_LAST);
  };
}

/** The public lists are short; a bound keeps a busy calendar from becoming a huge answer. */
export const UPCOMING_LIMIT = 100;
