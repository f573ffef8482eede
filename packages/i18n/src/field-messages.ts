import type { Locale } from "@fh/validators/locale";
import { i18nFor } from "./messages";

/**
 * The public forms' validation messages in the visitor's language. The
 * schemas keep SPEC §5's English words ("Required", "Invalid email"), which
 * are the API's words; this turns one into the page's language where a
 * person reads it: under a field in the browser, and in the server's 400
 * answer to a request that says its language. Staff messages stay English.
 *
 * The "fields" catalog is keyed by the English message; a message it does
 * not know is a missing translation (test/field-messages.test.ts fails). The
 * namespace must be loaded: the browser loads it with a form
 * (apps/web/src/lib/form.ts), the server through ./node.ts.
 */

/**
 * Messages with a number in them ("Must be at most 200 characters"): the
 * English shape; each language's words put the same number back.
 */
const NUMBERED = {
  atMostCharacters: /^Must be at most (\d+) characters$/,
  biographyAtLeast: /^Biography must be at least (\d+) characters$/,
  animationFrames: /^An animated image may have at most (\d+) frames$/,
  oneToCharacters: /^Must be 1 to (\d+) characters$/,
} as const;

/** zod's own wording for a value of the wrong kind ("Invalid input: expected string, received number"). */
const ZOD_WRONG_KIND = /^Invalid input: expected .+, received .+$/;

/** zod's own wording for keys a strict object does not take ('Unrecognized keys: "a", "b"'): the keys are the API's and stay. */
const ZOD_UNKNOWN_KEYS = /^Unrecognized keys?: (.+)$/s;

/** The message in the language, or unchanged when the catalog does not know it. */
export function fieldMessageIn(locale: Locale, message: string): string {
  if (locale === "en") return message;
  const i18n = i18nFor(locale);
  const say = (english: string, values?: Record<string, string>) => {
    const id = `fields.${english}`;
    return id in i18n.messages ? i18n._(id, values) : null;
  };
  const exact = say(message);
  if (exact !== null) return exact;
  for (const [key, english] of Object.entries(NUMBERED)) {
    const match = english.exec(message);
    if (match) return say(`numbered.${key}`, { n: match[1]! }) ?? message;
  }
  if (ZOD_WRONG_KIND.test(message)) return say("Invalid input") ?? message;
  const unknown = ZOD_UNKNOWN_KEYS.exec(message);
  if (unknown) return say("unrecognizedKeys", { keys: unknown[1]! }) ?? message;
  return message;
}

/**
 * A server answer that may name its field first ("photo: Send one photo at a
 * time", "email: Invalid email"): the field's name is the API's and stays; the
 * words after it are translated.
 */
export function serverMessageIn(locale: Locale, message: string): string {
  if (locale === "en") return message;
  const whole = fieldMessageIn(locale, message);
  if (whole !== message) return whole;
  const named = /^([A-Za-z][\w.-]*): (.+)$/s.exec(message);
  return named ? `${named[1]}: ${fieldMessageIn(locale, named[2]!)}` : message;
}
