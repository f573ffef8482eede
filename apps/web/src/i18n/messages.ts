import { setupI18n, type I18n } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "@fh/validators/locale";
import type { PageKey } from "@fh/validators/site";
import type english from "./catalogs/en.json";

/**
 * The public site's words, on Lingui's core: each language's
 * messages are compiled at build time (messages.vite.ts) and loaded one
 * namespace at a time: the site's frame, then the page's own. A Spanish page
 * therefore carries no English words and an English page no Spanish ones.
 */
export type Catalog = typeof english;
export type Namespace = keyof Catalog;
/** A message compiled by Lingui (a string, or tokens with placeholders). */
export type CompiledMessages = Record<string, unknown>;

/** What every page shows: top bar, footer, 404, loading, the language offer. */
export const SITE_NAMESPACE = "site" satisfies Namespace;

/** The words each page needs besides the site's (the chat widget loads "chat" with its own chunk). */
export const pageNamespaces: Record<PageKey, Namespace[]> = {
  home: ["home"],
  obituaries: ["obituaries"],
  submitObituary: ["submit"],
  creativeSubmit: ["submit"],
  obituary: ["obituary"],
  bookConsultation: ["consultation"],
  griefSupport: ["grief"],
  moreGriefResources: ["resources"],
  pricing: ["pricing"],
  privacy: ["privacy"],
  terms: ["terms"],
  notFound: [],
};

// One I18n per language, never re-activated: the server draws pages in
// several languages at once, so a shared, switching instance would mix them.
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

/** Adds a namespace's compiled messages, once its chunk has arrived. */
export function addMessages(locale: Locale, ns: Namespace, messages: CompiledMessages): void {
  i18nFor(locale).load(locale, messages as never);
  loaded.add(`${locale}/${ns}`);
}

/**
 * The loader of every language's namespaces, a small chunk of its own (the
 * server preloads it with the page's namespaces), so the entry script carries
 * none of this, only the way to it.
 */
const loadersModule = () => import("virtual:fh-messages").then((m) => m.loaders);

/** Loads namespaces not loaded yet; resolves once each is ready. */
export async function loadNamespaces(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !hasNamespace(locale, ns));
  if (missing.length === 0) return;
  const loaders = await loadersModule();
  await Promise.all(
    missing.map(async (ns) => {
      const load = loaders[`${locale}/${ns}`];
      if (!load) throw new Error(`no messages for ${locale}/${ns}`);
      addMessages(locale, ns, (await load()).default);
    }),
  );
}

export { DEFAULT_LOCALE };
