import type { Locale } from "@fh/validators/locale";
import type { Namespace } from "./catalog";
import { dateWords, type DateWords } from "./dates";
import { fieldMessageIn, serverMessageIn } from "./field-messages";
import { compileNamespace, readMessages } from "./files";
import { HEAD_NAMESPACES, headTextsIn, type HeadTexts } from "./head";
import { readableDateWith } from "./readable-date";

export type { HeadTexts };
import { addMessages, hasNamespace, SITE_NAMESPACE, translator, type MessageValues, type Translate } from "./messages";

/**
 * The words in Node (the server's pages, emails and documents, the API): a
 * namespace is read from its catalog file and compiled the first time it is
 * asked for, then kept, so the server and the browser say the same thing
 * through the same translator.
 */
export function loadNamespacesNow(locale: Locale, namespaces: readonly Namespace[]): void {
  for (const ns of namespaces) if (!hasNamespace(locale, ns)) addMessages(locale, ns, compileNamespace(locale, ns));
}

/** A namespace's words in a language, loaded if need be: wordsIn("es", "print")("title"). */
export function wordsIn<N extends Namespace>(locale: Locale, ns: N): Translate<N> {
  loadNamespacesNow(locale, [ns]);
  return translator(locale, ns);
}

/** Dates and ages in a language, as the site writes them. */
export function datesIn(locale: Locale): DateWords {
  loadNamespacesNow(locale, [SITE_NAMESPACE]);
  return dateWords(locale);
}

/** A page head's words in a language. */
export function headTextsNow(locale: Locale): HeadTexts {
  loadNamespacesNow(locale, HEAD_NAMESPACES);
  return headTextsIn(locale);
}

/**
 * A namespace whose keys spell out a structure ("cover.title",
 * "welcome.paragraphs.0"), read back as that structure in a language: a
 * document's words, section by section. Keys are the English catalog's, so
 * every language fills the same shape (test/catalogs.test.ts).
 */
export function structuredWordsIn<T>(locale: Locale, ns: Namespace, values: MessageValues = {}): T {
  const t = wordsIn(locale, ns) as (key: string, values?: MessageValues) => string;
  const root: Record<string, unknown> = {};
  for (const key of Object.keys(readMessages("en", ns))) {
    const path = key.split(".");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = t(key, values);
      else node = (node[part] ??= /^\d+$/.test(path[i + 1] ?? "") ? [] : {}) as Record<string, unknown>;
    });
  }
  return root as T;
}

/** "Saturday, December 5, 2026", "sábado, 5 de diciembre de 2026"; null when s is not a yyyy-MM-dd date. */
export function readableDateIn(s: string, locale: Locale): string | null {
  loadNamespacesNow(locale, [SITE_NAMESPACE, "dates"]);
  return readableDateWith(locale, s);
}

/** A public form's English message in a language (./field-messages.ts). */
export function translateFieldMessage(message: string, locale: Locale): string {
  if (locale !== "en") loadNamespacesNow(locale, ["fields"]);
  return fieldMessageIn(locale, message);
}

/** A server answer, its field's name kept, in a language (./field-messages.ts). */
export function translateServerMessage(message: string, locale: Locale): string {
  if (locale !== "en") loadNamespacesNow(locale, ["fields"]);
  return serverMessageIn(locale, message);
}

/** True when `message` has its own words in `locale` (tests: no silent English). */
export function hasFieldMessage(message: string, locale: Locale): boolean {
  return locale === "en" || translateFieldMessage(message, locale) !== message;
}
