import { setupI18n, type I18n } from "@lingui/core";
import type { Locale } from "@fh/validators/locale";
import type { Catalog, Namespace } from "./catalog";

/**
 * Every word a visitor or family reads, on Lingui's core: each language's
 * messages are compiled by Lingui's message compiler (for the browser at build
 * time, ./vite.ts; in Node when first read, ./node.ts) and added one namespace
 * at a time, so a Spanish page carries no English words and an English page no
 * Spanish ones. The same translator serves the browser and the server.
 */

/** A message compiled by Lingui (a string, or tokens with placeholders), by "namespace.key". */
export type CompiledMessages = Record<string, unknown>;

/** What every page shows: top bar, footer, 404, loading, the language offer, dates and titles. */
export const SITE_NAMESPACE = "site" satisfies Namespace;

// One I18n per language, never re-activated: the server draws pages and
// writes emails in several languages at once, so a shared, switching instance
// would mix them.
const instances = new Map<Locale, I18n>();
const loaded = new Set<string>();

export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

export function hasNamespace(locale: Locale, ns: Namespace): boolean {
  return loaded.has(`${locale}/${ns}`);
}

/** Adds a namespace's compiled messages, once they have arrived. */
export function addMessages(locale: Locale, ns: Namespace, messages: CompiledMessages): void {
  i18nFor(locale).load(locale, messages as never);
  loaded.add(`${locale}/${ns}`);
}

export type MessageValues = Record<string, string | number>;
export type Translate<N extends Namespace> = (key: keyof Catalog[N] & string, values?: MessageValues) => string;

/** A namespace's words in a language: t("hero.title"). Keys are checked against the English catalog. */
export function translator<N extends Namespace>(locale: Locale, ns: N): Translate<N> {
  const i18n = i18nFor(locale);
  return (key, values) => i18n._(`${ns}.${key}`, values);
}
