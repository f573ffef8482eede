import type { Plugin } from "vite";
import { catalogFile, catalogLocales, catalogNamespaces, compileNamespace } from "./files";

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
        const namespaces = catalogNamespaces();
        const entries = catalogLocales().flatMap((locale) =>
          namespaces.map((ns) => `  ${JSON.stringify(`${locale}/${ns}`)}: () => import(${JSON.stringify(`${PREFIX}/${locale}/${ns}`)}),`),
        );
        return `export const loaders = {\n${entries.join("\n")}\n};\n`;
      }
      const [locale = "", ns = ""] = rest.slice(1).split("/");
      this.addWatchFile(catalogFile(locale, ns));
      return `export default ${JSON.stringify(compileNamespace(locale, ns))};\n`;
    },
  };
}
