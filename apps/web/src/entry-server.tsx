/**
 * The public site drawn on the server (built by `vite build --ssr` into
 * dist-server/, loaded by apps/server/src/web/ssr.ts). Each page arrives as
 * HTML, so a visitor on a slow phone sees it before the script has loaded;
 * the browser then takes the same tree over (src/main.tsx, hydrateRoot).
 */
import type { AppRouter, Context } from "@fh/api";
import { localeFromPath, stripLocale, type Locale } from "@fh/validators/locale";
import { matchPage } from "@fh/validators/site";
import { StrictMode, type ReactNode } from "react";
import { renderToStringAsync } from "preact-render-to-string";
import { StaticRouter } from "react-router-dom";
import { createServerSideHelpers } from "@trpc/react-query/server";
import type { VNode } from "preact";
import type { SuperJSONResult } from "superjson";
import superjson from "@fh/client/superjson";
import { App } from "./App";
import { provideSiteFacts, type SiteFacts } from "@fh/client/site-facts";
import { pageNamespaces, SITE_NAMESPACE, type Namespace } from "@fh/i18n";
import { loadNamespaces } from "@fh/i18n/browser";
import { createQueryClient } from "./lib/trpc";
import { isNotFound, pagePrefetch, type PageFacts } from "./ssr/prefetch";
import { needsTransformer, restoreQueryState, TRANSFORMER_MODULE } from "./ssr/query-state";

export interface RenderRequest {
  /** The path (and query string) asked for. */
  url: string;
  facts: SiteFacts;
  /** The API's router and an anonymous visitor's context: the page's data is read in process, not over HTTP. */
  router: AppRouter;
  ctx: Context;
  /** Gives up on a render that takes too long; the server then sends the empty shell. */
  signal?: AbortSignal;
}

export interface RenderedPage extends PageFacts {
  /** The markup of #root. */
  html: string;
  /** The answers the page was drawn with, for the browser's cache (superjson). */
  state: SuperJSONResult;
  /**
   * Chunks the browser needs before it takes this page over, besides the
   * page's own and its words, as Vite's manifest names them: superjson's when
   * the answers hold dates.
   */
  modules: string[];
}

export async function render(request: RenderRequest): Promise<RenderedPage> {
  provideSiteFacts(request.facts);
  const pathname = new URL(request.url, "http://localhost").pathname;
  // The language is the address's; the page table knows the English paths.
  const locale: Locale = localeFromPath(pathname);
  const match = matchPage(stripLocale(pathname));
  const namespaces: Namespace[] = [SITE_NAMESPACE, ...pageNamespaces[match.key]];
  await loadNamespaces(locale, namespaces);

  const helpers = createServerSideHelpers({ router: request.router, ctx: request.ctx, transformer: superjson });
  const facts = await pagePrefetch[match.key]?.(helpers, match);
  // A missing memorial is a real answer worth drawing; other failures are retried by the browser.
  const state = helpers.dehydrate({
    shouldDehydrateQuery: (query) => query.state.status === "success" || (query.state.status === "error" && isNotFound(query.state.error)),
  }) as unknown as SuperJSONResult; // dehydrate() returns it serialized by the transformer

  // Drawn from the very state the browser will restore, so the two renders agree.
  const queryClient = createQueryClient();
  await restoreQueryState(queryClient, state);
  const Router = ({ children, basename }: { children: ReactNode; basename?: string }) => (
    <StaticRouter location={request.url} basename={basename}>
      {children}
    </StaticRouter>
  );

  // The async render waits for the page's lazy chunk, so the whole page is in the HTML.
  // React's types describe the tree; Preact draws it (preact.vite.ts).
  const tree = (
    <StrictMode>
      <App queryClient={queryClient} Router={Router} locale={locale} />
    </StrictMode>
  ) as unknown as VNode;
  const html = await withSignal(Promise.resolve(renderToStringAsync(tree)), request.signal);
  return { ...facts, html, state, modules: needsTransformer(state) ? [TRANSFORMER_MODULE] : [] };
}

/** The render, or its signal's reason once the server gives up on it (the render itself cannot be stopped). */
function withSignal<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}
