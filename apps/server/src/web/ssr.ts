import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { AppRouter, Context } from "@fh/api";
import type { Business } from "@fh/validators";
import { jsonForScript } from "./html";
import type { LiveObituary } from "./page-head";

/** What apps/web reads from its site-facts block (packages/client/src/site-facts.ts). */
interface SiteFacts {
  business: Business;
  staffLoginUrl: string;
  publicSiteUrl: string;
}

/** The shape of apps/web/src/entry-server.tsx once built (dist-server/entry-server.js). */
interface WebRenderer {
  render(request: { url: string; facts: SiteFacts; router: AppRouter; ctx: Context; signal?: AbortSignal }): Promise<{
    html: string;
    state: unknown;
    obituary?: LiveObituary | null;
    modules?: string[];
  }>;
}

/** A page drawn on the server. */
export interface DrawnPage {
  /** The markup of #root. */
  html: string;
  /** The data block the page was drawn from, for the browser's cache. */
  stateScript: string;
  /**
   * Further chunks the browser needs before it takes the page over, as Vite's
   * manifest names them (superjson's when the data block holds dates).
   */
  modules: string[];
  /**
   * On an obituary's page, the obituary the page was drawn with, or null when
   * none is live there: the head tags and the status come from this one read.
   * Absent when the render did not learn it (another page, or its read failed).
   */
  obituary?: LiveObituary | null;
}

export interface PageRenderer {
  /** The page drawn, or null: the browser then draws the page itself. */
  (url: string): Promise<DrawnPage | null>;
}

export interface PageRendererOptions {
  facts: SiteFacts;
  router: AppRouter;
  /** An anonymous visitor's context, made per render. */
  createContext: () => Context;
  /** A render that takes longer is given up for the empty shell (the database may be slow, never the page). */
  timeoutMs?: number;
  onError?: (error: unknown, url: string) => void;
}

/**
 * Loads the public site's server-side renderer when it has been built. Every
 * failure falls back to the shell the browser draws on its own: drawing on
 * the server makes pages appear sooner, it is never what makes them work.
 */
export async function loadPageRenderer(entryPath: string, options: PageRendererOptions): Promise<PageRenderer | null> {
  if (!existsSync(entryPath)) return null;
  const renderer = (await import(pathToFileURL(entryPath).href)) as WebRenderer;
  const timeoutMs = options.timeoutMs ?? 3000;
  const render: PageRenderer = async (url) => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`server render took more than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const rendering = renderer.render({
        url,
        facts: options.facts,
        router: options.router,
        ctx: options.createContext(),
        signal: controller.signal,
      });
      rendering.catch(() => {}); // lost the race: its late failure is not news
      const { html, state, obituary, modules = [] } = await Promise.race([rendering, timeout]);
      const stateScript = `<script id="query-state" type="application/json">${jsonForScript(state)}</script>`;
      return { html, stateScript, obituary, modules };
    } catch (error) {
      options.onError?.(error, url);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  return render;
}
