import { clockTimeIn, timeOfDayIn, wholeYearsBetween } from "@fh/validators/site";
import type { Locale } from "@fh/validators/locale";
import { translator } from "./messages";

/** A yyyy-MM-dd string, an ISO stamp or a Date, as a Date; null when empty or invalid. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Dates and ages the way each language writes them (SPEC §5's English forms
 * for English). Month names and patterns come from the site catalog, so a new
 * language brings its own; no Intl formatter is built (README "Performance").
 * The "site" namespace must be loaded (./browser.ts, ./node.ts).
 */
export interface DateWords {
  short(value: string | Date | null | undefined): string;
  long(value: string | Date | null | undefined): string;
  eventStamp(date: string | Date | null | undefined, time: string | null | undefined): string;
  /** A moment on the reader's clock, or on the funeral home's ("home": the server knows no reader's). */
  dateTime(value: string | Date | null | undefined, clock?: "reader" | "home"): string;
  age(birth: string | Date | null | undefined, death: string | Date | null | undefined): string | null;
  notAvailable: string;
}

/**
 * Whole years between birth and death (SPEC §5), one less when the
 * anniversary in the year of death had not come yet. Null when either date is
 * missing or invalid, or when the result is zero or negative (no age is shown).
 */
export function ageInYears(birth: string | Date | null | undefined, death: string | Date | null | undefined): number | null {
  const b = toDate(birth);
  const d = toDate(death);
  return b && d ? wholeYearsBetween(b, d) : null;
}

const cache = new Map<Locale, DateWords>();

export function dateWords(locale: Locale): DateWords {
  const hit = cache.get(locale);
  if (hit) return hit;
  const t = translator(locale, "site");
  const months = t("date.months").split(",");
  const shortMonths = t("date.monthsShort").split(",");
  const na = t("date.notAvailable");
  const parts = (d: Date, utc: boolean) => ({
    day: utc ? d.getUTCDate() : d.getDate(),
    month: (utc ? d.getUTCMonth() : d.getMonth()) as number,
    year: utc ? d.getUTCFullYear() : d.getFullYear(),
  });
  const words: DateWords = {
    notAvailable: na,
    short(value) {
      const d = toDate(value);
      if (!d) return na;
      const p = parts(d, true);
      return t("date.short", { day: p.day, month: shortMonths[p.month] ?? "", year: p.year });
    },
    long(value) {
      const d = toDate(value);
      if (!d) return na;
      const p = parts(d, true);
      return t("date.long", { day: p.day, month: months[p.month] ?? "", year: p.year });
    },
    eventStamp(date, time) {
      const d = toDate(date);
      const day = d
        ? t("date.event", { day: String(d.getUTCDate()).padStart(2, "0"), month: shortMonths[d.getUTCMonth()] ?? "", year: d.getUTCFullYear() })
        : na;
      const clock = time?.trim();
      // What staff typed ("10:00 AM"), written the page's way ("10:00 a. m."); a time in words as written.
      return clock ? t("date.eventAt", { day, time: timeOfDayIn(clock, locale) }) : day;
    },
    dateTime(value, clock = "reader") {
      const moment = toDate(value);
      if (!moment) return na;
      // The home's clock is read from the UTC fields of a moment shifted by its offset.
      const home = clock === "home";
      const d = home ? homeClock(moment) : moment;
      const p = parts(d, home);
      const hours = home ? d.getUTCHours() : d.getHours();
      const minutes = String(home ? d.getUTCMinutes() : d.getMinutes()).padStart(2, "0");
      return t("date.dateTime", {
        day: p.day,
        month: shortMonths[p.month] ?? "",
        year: p.year,
        time: clockTimeIn({ hours, minutes: Number(minutes) }, locale),
      });
    },
    age(birth, death) {
      const years = ageInYears(birth, death);
      if (years === null) return null;
      return t(years === 1 ? "date.ageOne" : "date.age", { years });
    },
  };
  cache.set(locale, words);
  return words;
}

const HOUR_MS = 3_600_000;

/** The day of the month of a month's n-th Sunday (month 0-11). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/**
 * The funeral home's wall clock (America/New_York, BUSINESS_TIME_ZONE) at a
 * moment, as a Date whose UTC fields read it. Plain arithmetic rather than an
 * Intl formatter with a time zone, which loads time-zone data (README
 * "Performance"): Eastern time is UTC-5, and UTC-4 from 2:00 on March's second
 * Sunday to 2:00 on November's first (the US rules since 2007).
 */
export function homeClock(moment: Date): Date {
  const year = moment.getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 + 5);
  const summerTo = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 + 4);
  const t = moment.getTime();
  return new Date(t - (t >= summerFrom && t < summerTo ? 4 : 5) * HOUR_MS);
}
