/**
 * Display rules of SPEC §5: dates, ages and event stamps. Pure functions, so
 * the unit tests in test/ pin them down without a browser.
 */

export const NOT_AVAILABLE = "N/A";

/** A yyyy-MM-dd string, an ISO stamp or a Date, as a Date; null when empty or invalid. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

// Plain arithmetic rather than Intl.DateTimeFormat: building a formatter
// loads locale and time-zone data, a pause of tens of milliseconds on a slow
// phone while the page is taken over, for a fixed US English format.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const LONG_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

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
  return t ? `${day} at ${t}` : day;
}

/** Guest-book stamps in the reader's own time zone: "Nov 5, 2025, 3:04 PM". */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return NOT_AVAILABLE;
  const hour = d.getHours() % 12 || 12;
  const minutes = String(d.getMinutes()).padStart(2, "0");
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${hour}:${minutes} ${d.getHours() < 12 ? "AM" : "PM"}`;
}

/**
 * Whole years between birth and death, one less when the anniversary in the
 * year of death had not come yet. Null when either date is missing or invalid,
 * or when the result is zero or negative (the card then shows no age).
 */
export function computeAge(birth: string | Date | null | undefined, death: string | Date | null | undefined): number | null {
  const b = toDate(birth);
  const d = toDate(death);
  if (!b || !d) return null;
  let age = d.getUTCFullYear() - b.getUTCFullYear();
  const beforeAnniversary =
    d.getUTCMonth() < b.getUTCMonth() || (d.getUTCMonth() === b.getUTCMonth() && d.getUTCDate() < b.getUTCDate());
  if (beforeAnniversary) age -= 1;
  return age > 0 ? age : null;
}

/** The biography split into paragraphs at line breaks, blank lines dropped. */
export function toParagraphs(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** yyyy-MM-dd of a Date in the given time zone (the booking form's minimum). */
export function isoDay(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}
