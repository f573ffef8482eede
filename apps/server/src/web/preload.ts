import { existsSync, readFileSync } from "node:fs";
import type { SitePage } from "@fh/validators";

/**
 * Each public page is its own chunk (React.lazy in apps/web/src/routes.tsx).
 * Left alone, the browser learns of a page's chunk only after the main script
 * runs: a second round trip before anything is drawn. The server knows the
 * page from the URL, so it names that chunk and its imports in the HTML up
 * front: the page table (@fh/validators routes.ts) gives each page's module
 * as Vite's manifest names it.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** `<link rel="modulepreload">` tags for a page (./html.ts lowers their priority on a drawn page). */
export interface Preloader {
  /** The page's chunk and its imports, and those of `modules` (further chunks its drawing needs: ./ssr.ts). */
  (page: SitePage, modules?: readonly string[]): string;
  /**
   * The page's words in its language: the catalogs' loader and each
   * namespace's chunk ("virtual:fh-messages/es/home" in the manifest), which the
   * browser needs before it takes the page over.
   */
  messages(locale: string, namespaces: readonly string[]): string;
}

/** Reads Vite's manifest once; answers the tags of the chunks each page needs. */
export function createPreloader(distDir: string): Preloader {
  const manifestPath = `${distDir}/.vite/manifest.json`;
  if (!existsSync(manifestPath)) return Object.assign(() => "", { messages: () => "" });
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const cache = new Map<string, string>();

  const tag = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}" />`;
  const preload: Preloader = Object.assign(
    (page: SitePage, modules: readonly string[] = []) => {
      const cacheKey = [page.module, ...modules].join(" ");
      const cached = cache.get(cacheKey);
      if (cached !== undefined) return cached;
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const dep of chunk.imports ?? []) visit(dep);
      };
      visit(page.module);
      for (const key of modules) visit(key);
      const tags = [...files].map(tag).join("");
      cache.set(cacheKey, tags);
      return tags;
    },
    {
      messages: (locale: string, namespaces: readonly string[]) =>
        ["virtual:fh-messages", ...namespaces.map((ns) => `virtual:fh-messages/${locale}/${ns}`)]
          .map((key) => manifest[key]?.file)
          .filter((file): file is string => file !== undefined)
          .map(tag)
          .join(""),
    },
  );
  return preload;
}
