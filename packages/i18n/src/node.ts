import type { Locale } from "@fh/validators/locale";
import type { Namespace } from "./catalog";
import { dateWords, type DateWords } from "./dates";
import { compileNamespace } from "./files";
import { HEAD_NAMESPACES, headTextsIn, type HeadTexts } from "./head";

export type { HeadTexts };
import { addMessages, hasNamespace, SITE_NAMESPACE, translator, type Translate } from "./messages";

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
