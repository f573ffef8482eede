import { existsSync, readFileSync } from "node:fs";
import { obituaryPagePattern, publicPages } from "@fh/validators";

/**
 * Each public page is its own chunk (React.lazy in apps/web/src/App.tsx). Left
 * alone, the browser learns of a page's chunk only after the main script runs:
 * a second round trip before anything is drawn. The server knows the page from
 * the URL, so it names that chunk and its imports in the HTML up front. Keep
 * this table in step with App.tsx's routes.
 */
const pageModules: Record<string, string> = {
  [publicPages.home]: "src/pages/HomePage.tsx",
  [publicPages.obituaries]: "src/pages/ObituariesPage.tsx",
  [publicPages.submitObituary]: "src/pages/SubmitObituaryPage.tsx",
  [publicPages.creativeSubmit]: "src/pages/CreativeSubmitPage.tsx",
  [publicPages.bookConsultation]: "src/pages/BookConsultationPage.tsx",
  [publicPages.griefSupport]: "src/pages/GriefSupportPage.tsx",
  [publicPages.moreGriefResources]: "src/pages/MoreGriefResourcesPage.tsx",
  [publicPages.privacy]: "src/pages/PrivacyPage.tsx",
  [publicPages.terms]: "src/pages/TermsPage.tsx",
};
const obituaryModule = "src/pages/ObituaryPage.tsx";
const notFoundModule = "src/pages/NotFoundPage.tsx";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** `<link rel="modulepreload">` tags for a path (./html.ts lowers their priority on a drawn page). */
export type Preloader = (pathname: string) => string;

/** Reads Vite's manifest once; answers the tags of the chunks each path needs. */
export function createPreloader(distDir: string): Preloader {
  const manifestPath = `${distDir}/.vite/manifest.json`;
  if (!existsSync(manifestPath)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const cache = new Map<string, string>();

  return (pathname) => {
    const moduleKey = pageModules[pathname] ?? (obituaryPagePattern.test(pathname) ? obituaryModule : notFoundModule);
    const cached = cache.get(moduleKey);
    if (cached !== undefined) return cached;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit(moduleKey);
    const tags = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join("");
    cache.set(moduleKey, tags);
    return tags;
  };
}
