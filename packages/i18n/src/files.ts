import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { CompiledMessages } from "./messages";

/**
 * The catalogs on disk: catalogs/<locale>/<namespace>.json, one folder per
 * language. Read by the build (./vite.ts), the server (./node.ts) and the
 * catalogs test; never shipped to a browser.
 */
export const catalogDir = fileURLToPath(new URL("../catalogs/", import.meta.url));

export type Messages = Record<string, string>;

/** The languages that have a folder (test/catalogs.test.ts checks they are exactly LOCALES). */
export function catalogLocales(): string[] {
  return readdirSync(catalogDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** The namespaces of a language, as its folder has them. */
export function catalogNamespaces(locale = "en"): string[] {
  return readdirSync(`${catalogDir}${locale}`)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length))
    .sort();
}

export function catalogFile(locale: string, ns: string): string {
  return `${catalogDir}${locale}/${ns}.json`;
}

export function readMessages(locale: string, ns: string): Messages {
  return JSON.parse(readFileSync(catalogFile(locale, ns), "utf8")) as Messages;
}

/** A namespace's messages compiled by Lingui's message compiler, by "namespace.key". */
export function compileNamespace(locale: string, ns: string): CompiledMessages {
  return Object.fromEntries(Object.entries(readMessages(locale, ns)).map(([key, text]) => [`${ns}.${key}`, compileMessage(text)]));
}

/** A language's whole catalog, by namespace (the tests read what a page should say). */
export function readCatalog(locale: string): Record<string, Messages> {
  return Object.fromEntries(catalogNamespaces(locale).map((ns) => [ns, readMessages(locale, ns)]));
}
