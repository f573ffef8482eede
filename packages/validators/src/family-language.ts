import { isLocale, type Locale } from "./locale";

/**
 * The public site's other languages named for staff, whose app and emails are
 * in English. A family who booked, wrote or submitted in Spanish or Haitian
 * Creole is worth calling back in it, and their own emails already follow it.
 */
export const LANGUAGE_NAMES_FOR_STAFF: Record<Exclude<Locale, "en">, string> = {
  es: "Spanish",
  ht: "Haitian Creole",
};

/**
 * "Booked in Spanish", "Wrote in Haitian Creole": what staff are told of the
 * language a family used on the site (stored with the record). Null for
 * English, the site's default, and for anything that is not one of its
 * languages, so that nothing is said then.
 */
export function familyLanguageNote(verb: "Booked" | "Wrote", locale: string | null | undefined): string | null {
  if (!isLocale(locale) || locale === "en") return null;
  return `${verb} in ${LANGUAGE_NAMES_FOR_STAFF[locale]}`;
}
