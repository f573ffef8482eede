import { formatEventStamp, formatLongDate, toDate } from "@fh/client/format";
import { LOCALIZED_SHORT_MONTHS, localizedLongDate, timeOfDayIn, type Locale } from "@fh/validators";

/**
 * Dates in the server's documents (the print page, the price list) the way
 * each language writes them, in the forms of the public site's catalog
 * ("5 de diciembre de 2026", "5 desanm 2026"; @fh/validators
 * localized-dates.ts). English keeps SPEC §5's forms through @fh/client/format.
 */
const NOT_AVAILABLE: Record<Exclude<Locale, "en">, string> = { es: "Sin dato", ht: "Pa gen enfòmasyon" };

/** "December 5, 2026", "5 de diciembre de 2026", "5 desanm 2026". */
export function longDate(value: string | Date | null | undefined, locale: Locale): string {
  if (locale === "en") return formatLongDate(value);
  const d = toDate(value);
  return d ? localizedLongDate(d, locale) : NOT_AVAILABLE[locale];
}

/**
 * "Dec 05, 2026 at 10:00 AM", "05 dic 2026, 10:00 a. m.", "05 des 2026, a
 * 10:00": the time staff typed, written as the site writes times in that
 * language (@fh/validators clock.ts); a time in words as written.
 */
export function eventStamp(date: string | Date | null | undefined, time: string | null | undefined, locale: Locale): string {
  if (locale === "en") return formatEventStamp(date, time);
  const d = toDate(date);
  const day = d ? `${String(d.getUTCDate()).padStart(2, "0")} ${LOCALIZED_SHORT_MONTHS[locale][d.getUTCMonth()]} ${d.getUTCFullYear()}` : NOT_AVAILABLE[locale];
  const clock = time?.trim();
  if (!clock) return day;
  const written = timeOfDayIn(clock, locale);
  return locale === "es" ? `${day}, ${written}` : `${day}, a ${written}`;
}
