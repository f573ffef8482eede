/**
 * How one language's table turns a public form's English message into its
 * words (./index.ts has every language's, for the server; the web app loads
 * only the page's language: apps/web/src/lib/form.ts).
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

/** A language's words for the public forms' messages, keyed by the English message. */
export interface FieldMessages {
  exact: Record<string, string>;
  numbered: Record<keyof typeof NUMBERED, (n: string) => string>;
}

/** zod's own wording for a value of the wrong kind ("Invalid input: expected string, received number"). */
const ZOD_WRONG_KIND = /^Invalid input: expected .+, received .+$/;

/** The message in the table's language, or unchanged when the table does not know it. */
export function translateWith(words: FieldMessages, message: string): string {
  const exact = words.exact[message];
  if (exact !== undefined) return exact;
  for (const [key, english] of Object.entries(NUMBERED) as [keyof typeof NUMBERED, RegExp][]) {
    const match = english.exec(message);
    if (match) return words.numbered[key](match[1]!);
  }
  if (ZOD_WRONG_KIND.test(message)) return words.exact["Invalid input"] ?? message;
  return message;
}
