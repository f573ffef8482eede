import type { Plugin } from "vite";
import { catalogFile, catalogLocales, compileNamespace } from "./files";
import type { Namespace } from "./catalog";
import { pageNamespaces } from "./pages";

/**
 * The words for an app Vite builds: each language's namespace becomes its own
 * module of Lingui-compiled messages ("virtual:fh-messages/es/home"), so the
 * browser only ever downloads the words of the language and page it shows,
 * and no ICU parser ships: messages are compiled here, at build time.
 *
 * "virtual:fh-messages" itself answers a loader per language and namespace
 * (./browser.ts imports it).
 */
const PREFIX = "virtual:fh-messages";

/**
 * Every namespace the public site's browser loads: the site's, each page's,
 * the chat widget's and the forms' messages. Only these become chunks (here); the server's own
 * (emails, notices, the print page, documents, the assistant's replies) never
 * reach a browser, nor lengthen the loader every page preloads.
 */
const BROWSER_NAMESPACES: readonly Namespace[] = ["site", ...new Set(Object.values(pageNamespaces).flat()), "chat", "fields"];

/** English forms show the schemas' own English (./field-messages.ts): no page ever loads English "fields". */
const namespacesFor = (locale: string) => (locale === "en" ? BROWSER_NAMESPACES.filter((ns) => ns !== "fields") : BROWSER_NAMESPACES);

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
        const entries = catalogLocales().flatMap((locale) =>
          namespacesFor(locale).map((ns) => `  ${JSON.stringify(`${locale}/${ns}`)}: () => import(${JSON.stringify(`${PREFIX}/${locale}/${ns}`)}),`),
        );
        return `export const loaders = {\n${entries.join("\n")}\n};\n`;
      }
      const [locale = "", ns = ""] = rest.slice(1).split("/");
      this.addWatchFile(catalogFile(locale, ns));
      return `export default ${JSON.stringify(compileNamespace(locale, ns))};\n`;
    },
  };
}
