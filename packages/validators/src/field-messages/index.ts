import type { Locale } from "../locale";
import es from "./es";
import ht from "./ht";
import { translateWith, type FieldMessages } from "./translate";

/**
 * The public forms' validation messages in the visitor's language.
 * The schemas keep SPEC §5's English words ("Required", "Invalid email"), which
 * are the API's words; this turns one into the page's language where a person
 * reads it: under a field in the browser, and in the server's 400 answer to a
 * request that says its language. Staff messages stay English.
 *
 * Each language's table is keyed by the English message; a message the table
 * does not know is a missing translation (test/field-messages.test.ts fails).
 * One file per language (./es.ts, ./ht.ts): the server reads them all here,
 * the browser only the page's (apps/web/src/lib/form.ts).
 */
type Translated = Exclude<Locale, "en">;

const WORDS: Record<Translated, FieldMessages> = { es, ht };

export type { FieldMessages };

export function translateFieldMessage(message: string, locale: Locale): string {
  return locale === "en" ? message : translateWith(WORDS[locale], message);
}

/** True when `message` has its own words in `locale` (tests: no silent English). */
export function hasFieldMessage(message: string, locale: Locale): boolean {
  return locale === "en" || translateFieldMessage(message, locale) !== message;
}

/**
 * A server answer that may name its field first ("photo: Send one photo at a
 * time", "email: Invalid email"): the field's name is the API's and stays; the
 * words after it are translated.
 */
export function translateServerMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  const whole = translateFieldMessage(message, locale);
  if (whole !== message) return whole;
  const named = /^([A-Za-z][\w.-]*): (.+)$/s.exec(message);
  return named ? `${named[1]}: ${translateFieldMessage(named[2]!, locale)}` : message;
}
