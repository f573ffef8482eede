import { datesIn } from "@fh/i18n/node";
import type { Locale } from "@fh/validators";

/**
 * Dates in the server's documents (the print page, the price list) in the
 * words and forms of the public site (@fh/i18n's "site" catalog), so a date,
 * or a missing one, reads the same on the page and on paper.
 */

/** "December 5, 2026", "5 de diciembre de 2026", "5 desanm 2026". */
export function longDate(value: string | Date | null | undefined, locale: Locale): string {
  return datesIn(locale).long(value);
}

/**
 * "Dec 05, 2026 at 10:00 AM", "05 dic 2026, 10:00 a. m.", "05 des 2026, a
 * 10:00": the time staff typed, written as the site writes times in that
 * language; a time in words as written.
 */
export function eventStamp(date: string | Date | null | undefined, time: string | null | undefined, locale: Locale): string {
  return datesIn(locale).eventStamp(date, time);
}
