import { BUSINESS_TIME_ZONE } from "./constants";

/**
 * One formatter per time zone: making an Intl.DateTimeFormat costs far more
 * than using one (it loads the zone's rules), and todayIn is called several
 * times for every page drawn.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today as yyyy-MM-dd in the funeral home's time zone (or another one). */
export function todayIn(timeZone: string = BUSINESS_TIME_ZONE, now: Date = new Date()): string {
  const parts = dayFormatter(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/**
 * True when s is a real calendar date written yyyy-MM-dd (2025-02-30 is not).
 * Year 0000 is not one either: the proleptic calendar JavaScript uses has it,
 * but PostgreSQL does not, and storing it would fail.
 */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || s.startsWith("0000")) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * Whole years between birth and death (SPEC §5), one less when the
 * anniversary in the year of death had not come yet (read in UTC, as the
 * dates are stored). Null when the result is zero or negative.
 */
export function wholeYearsBetween(birth: Date, death: Date): number | null {
  let age = death.getUTCFullYear() - birth.getUTCFullYear();
  const beforeAnniversary =
    death.getUTCMonth() < birth.getUTCMonth() ||
    (death.getUTCMonth() === birth.getUTCMonth() && death.getUTCDate() < birth.getUTCDate());
  if (beforeAnniversary) age -= 1;
  return age > 0 ? age : null;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** Month names as US English writes them (both apps and the server read these, never an Intl formatter). */
export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/**
 * A calendar date as people read it: "Saturday, December 5, 2026"; null when
 * s is not a yyyy-MM-dd date. Plain arithmetic, no Intl formatter (building
 * one loads locale data, a pause on a slow phone, for a fixed US English form).
 */
export function readableDate(s: string): string | null {
  if (!isCalendarDate(s)) return null;
  const d = new Date(`${s}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
