/**
 * Display rules of SPEC §5 for both apps: one function per kind of date, so a
 * date reads the same on the public site and in the staff app. Cards and
 * lists: formatShortDate; the obituary page: formatLongDate; events and
 * services: formatEventStamp; when something was written or received:
 * formatDateTime. Pure functions, so the unit tests in test/ pin them down
 * without a browser. Times of day are read by @fh/validators' clock.ts.
 */

import { toDate, toParagraphs } from "@fh/i18n";
import { clockTimeIn, MONTH_NAMES, timeOfDayIn, wholeYearsBetween } from "@fh/validators/site";

export { toDate, toParagraphs };

export const NOT_AVAILABLE = "N/A";

// Plain arithmetic rather than Intl.DateTimeFormat: building a formatter
// loads locale and time-zone data, a pause of tens of milliseconds on a slow
// phone while the page is taken over, for a fixed US English format.
const LONG_MONTHS = MONTH_NAMES;
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** Card dates: "Apr 12, 1938", read in UTC, or N/A. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}` : NOT_AVAILABLE;
}

/** Obituary page dates: "April 12, 1938", read in UTC, or N/A. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${LONG_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}` : NOT_AVAILABLE;
}

/** Events and services: 'MMM dd, yyyy' + ' at ' + time, e.g. "Nov 05, 2025 at 10:00 AM". */
export function formatEventStamp(date: string | Date | null | undefined, time: string | null | undefined): string {
  const d = toDate(date);
  const day = d ? `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, "0")}, ${d.getUTCFullYear()}` : NOT_AVAILABLE;
  const t = time?.trim();
  // One writer of times for every language (English "10:00 AM"); a time in words as staff wrote it.
  return t ? `${day} at ${timeOfDayIn(t, "en")}` : day;
}

/** Guest-book stamps in the reader's own time zone: "Nov 5, 2025, 3:04 PM". */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return NOT_AVAILABLE;
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${clockTimeIn({ hours: d.getHours(), minutes: d.getMinutes() }, "en")}`;
}

/**
 * Whole years between birth and death, one less when the anniversary in the
 * year of death had not come yet. Null when either date is missing or invalid,
 * or when the result is zero or negative (the card then shows no age).
 */
export function computeAge(birth: string | Date | null | undefined, death: string | Date | null | undefined): number | null {
  const b = toDate(birth);
  const d = toDate(death);
  return b && d ? wholeYearsBetween(b, d) : null;
}
