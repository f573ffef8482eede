import { isCalendarDate, readableDate } from "./dates";
import type { Locale } from "./locale";

/**
 * Calendar dates the way Spanish and Haitian Creole write them,
 * in the forms the public site's catalog uses: "5 de diciembre de 2026",
 * "5 desanm 2026"; with the weekday, "sábado, 5 de diciembre de 2026",
 * "samdi 5 desanm 2026". For the server's documents and the families'
 * emails. English keeps its own functions (readableDate, the client's
 * formatters). Plain arithmetic, no Intl formatter, as everywhere else.
 */
type Translated = Exclude<Locale, "en">;

export const LOCALIZED_MONTHS: Record<Translated, readonly string[]> = {
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  ht: ["janvye", "fevriye", "mas", "avril", "me", "jen", "jiyè", "out", "septanm", "oktòb", "novanm", "desanm"],
};

export const LOCALIZED_SHORT_MONTHS: Record<Translated, readonly string[]> = {
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
  ht: ["jan", "fev", "mas", "avr", "me", "jen", "jiy", "out", "sept", "okt", "nov", "des"],
};

const WEEKDAYS: Record<Translated, readonly string[]> = {
  es: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
  ht: ["dimanch", "lendi", "madi", "mèkredi", "jedi", "vandredi", "samdi"],
};

/** Day, month and year of a date read in UTC (dates are stored as calendar days). */
export function localizedLongDate(d: Date, locale: Translated): string {
  const month = LOCALIZED_MONTHS[locale][d.getUTCMonth()]!;
  return locale === "es" ? `${d.getUTCDate()} de ${month} de ${d.getUTCFullYear()}` : `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
}

/** A yyyy-MM-dd date with its weekday, in the language ("Saturday, December 5, 2026" in English); null when it is not one. */
export function readableDateIn(s: string, locale: Locale): string | null {
  if (locale === "en") return readableDate(s);
  if (!isCalendarDate(s)) return null;
  const d = new Date(`${s}T00:00:00Z`);
  const weekday = WEEKDAYS[locale][d.getUTCDay()]!;
  return locale === "es" ? `${weekday}, ${localizedLongDate(d, locale)}` : `${weekday} ${localizedLongDate(d, locale)}`;
}
