// The declaration of the module ./vite.ts makes: an app that imports this file compiles it without packages/i18n's own tsconfig.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./virtual.d.ts" />
import type { Locale } from "@fh/validators/locale";
import type { Namespace } from "./catalog";
import { addMessages, hasNamespace } from "./messages";

/**
 * The loader of every language's namespaces, a small chunk of its own (the
 * server preloads it with the page's namespaces), so the entry script carries
 * none of the words, only the way to them. Built by ./vite.ts: this module is
 * for the apps Vite builds, never for Node.
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
