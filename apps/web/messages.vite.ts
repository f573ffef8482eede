import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/**
 * The public site's words: one catalog file per language,
 * src/i18n/catalogs/{locale}.json, grouped by namespace (the site's frame, then
 * one per page). This plugin turns each language's namespace into its own
 * module of Lingui-compiled messages ("virtual:fh-messages/es/home"), so the
 * browser only ever downloads the words of the language and page it shows,
 * and no ICU parser ships: messages are compiled here, at build time.
 *
 * "virtual:fh-messages" itself answers a loader per language and namespace.
 */
const PREFIX = "virtual:fh-messages";
const catalogDir = fileURLToPath(new URL("./src/i18n/catalogs/", import.meta.url));

type Catalog = Record<string, Record<string, string>>;

// The languages are the catalog files there (the config cannot load @fh/validators' TypeScript;
// test/catalogs.test.ts checks they are exactly LOCALES).
function catalogLocales(): string[] {
  return readdirSync(catalogDir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length));
}

function readCatalog(locale: string): Catalog {
  return JSON.parse(readFileSync(`${catalogDir}${locale}.json`, "utf8")) as Catalog;
}

export function messagesPlugin(): Plugin {
  return {
    name: "fh-messages",
    resolveId(id) {
      return id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const rest = id.slice(PREFIX.length + 1);
      if (rest === "") {
        const namespaces = Object.keys(readCatalog("en"));
        const entries = catalogLocales().flatMap((locale) =>
          namespaces.map((ns) => `  ${JSON.stringify(`${locale}/${ns}`)}: () => import(${JSON.stringify(`${PREFIX}/${locale}/${ns}`)}),`),
        );
        return `export const loaders = {\n${entries.join("\n")}\n};\n`;
      }
      const [locale, ns] = rest.slice(1).split("/");
      this.addWatchFile(`${catalogDir}${locale}.json`);
      const messages = readCatalog(locale ?? "")[ns ?? ""] ?? {};
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${ns}.${key}`, compileMessage(text)]));
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}
