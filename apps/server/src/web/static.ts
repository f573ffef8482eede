import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { adminPageAt, matchPage, staffTitle, type Business, type PageKey } from "@fh/validators";
import { pageNamespaces, SITE_NAMESPACE } from "@fh/i18n";
import { localeFromPath, stripLocale, type Locale } from "@fh/validators/locale";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { escapeHtml, renderIndexHtml, type PageHeadOptions } from "./html";
import { headTextsFor, type TitledPage } from "./head-texts";
import { headForMissing, headForObituary, headForPage, type LiveObituary } from "./page-head";
import { createPreloader } from "./preload";
import type { PageRenderer } from "./ssr";
import { publicOriginOf } from "./seo";
import { pageCache } from "../cache/cacheable";

export const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));
export const adminDist = fileURLToPath(new URL("../../../admin/dist", import.meta.url));

/** The public site's server-side renderer, built next to its dist/ (apps/web/src/entry-server.tsx). */
export function ssrEntryOf(webRoot: string): string {
  return path.join(webRoot, "..", "dist-server", "entry-server.js");
}

/** The message namespaces a page needs, the site's first (their chunks are named up front when the page is drawn). */
function namespacesOf(key: PageKey): string[] {
  return [SITE_NAMESPACE, ...pageNamespaces[key]];
}

/** Vite's hashed file names never change content, so they may be cached for a year. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  if (/[\\/]assets[\\/]/.test(filePath)) {
    reply.header("cache-control", "public, max-age=31536000, immutable");
  } else if (filePath.endsWith(".html")) {
    reply.header("cache-control", "no-cache");
  } else {
    reply.header("cache-control", "public, max-age=3600");
  }
}

/** Where each admin answer's nonce goes (hex nonces never contain it). */
const NONCE_SLOT = "%CSP_NONCE%";

export interface StaticSiteOptions extends Omit<PageHeadOptions, "head"> {
  business: Business;
  publicOrigin?: string | undefined;
  /**
   * A live obituary by id, or null (pending, declined, unlisted and missing ones
   * are all null). Asked only when the page was not drawn (or its drawing did
   * not read the obituary): a drawn page brings the obituary it was drawn with.
   */
  findLiveObituary: (id: number) => Promise<LiveObituary | null>;
  /** Draws a public page on the server (./ssr.ts); without one, the browser draws every page. */
  renderPage?: PageRenderer | null;
  webDist?: string;
  adminDist?: string;
}

/**
 * Serves the built public site at / and the staff app under /admin, with a
 * fallback to each app's index.html for its client-side routes. Unknown paths
 * get status 404 and the public app, which shows its '404 Page Not Found'.
 * Not encapsulated (fastify-plugin): its answer is the whole app's not-found
 * handler.
 */
const staticSites: FastifyPluginAsync<StaticSiteOptions> = async (app, options) => {
  const webRoot = options.webDist ?? webDist;
  const adminRoot = options.adminDist ?? adminDist;
  const hasWeb = existsSync(`${webRoot}/index.html`);
  const hasAdmin = existsSync(`${adminRoot}/index.html`);
  const head: PageHeadOptions = {
    business: options.business,
    staffLoginUrl: options.staffLoginUrl,
    publicSiteUrl: options.publicSiteUrl,
  };

  const webTemplate = hasWeb ? readFileSync(`${webRoot}/index.html`, "utf8") : null;
  const preloader = createPreloader(webRoot);
  // Drawn once; each answer then gets its own nonce in place of the placeholder.
  const adminHtml = hasAdmin ? renderIndexHtml(readFileSync(`${adminRoot}/index.html`, "utf8"), { ...head, styleNonce: NONCE_SLOT }) : null;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: "/",
      index: false,
      wildcard: false,
      // The build writes .br and .gz next to each text file (tools/vite-precompress.ts).
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminRoot,
      prefix: "/admin/",
      index: false,
      wildcard: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }

  // A page whose drawing failed (the browser then draws it) is sent but never kept by the public cache.
  const sendHtml = (reply: FastifyReply, html: string, status = 200, degraded = false) =>
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", degraded ? "no-store" : "no-cache").send(html);
  // The nonce helmet made for this answer's Content-Security-Policy.
  const nonceOf = (reply: FastifyReply) => reply.cspNonce?.style ?? "";

  // The template says <html lang="en">: a Spanish page says "es" from its first byte.
  const withLang = (html: string, locale: Locale) => (locale === "en" ? html : html.replace('<html lang="en"', `<html lang="${locale}"`));

  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split("?")[0] ?? "/";
    if (/^\/(api|trpc|uploads)(\/|$)/.test(pathname) || req.method !== "GET" && req.method !== "HEAD") {
      return reply.status(404).send({ error: "Not found" });
    }
    if (pathname === "/admin" || pathname.startsWith("/admin/")) {
      if (adminHtml && !/\.[a-z0-9]+$/i.test(pathname)) {
        // The tab says which staff page it is from the first byte (the app keeps it so as it navigates).
        const page = adminPageAt(pathname);
        const html = adminHtml.replace(NONCE_SLOT, nonceOf(reply)).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(staffTitle(page))}</title>`);
        return sendHtml(reply, html, page === "notFound" ? 404 : 200);
      }
      return reply.status(404).send({ error: "Not found" });
    }
    if (!webTemplate) {
      return reply.status(404).type("text/plain").send("The public site has not been built. Run `pnpm build`.");
    }
    const origin = publicOriginOf(req, options.publicOrigin);
    // "/es/obituaries/3" is the obituary page in Spanish: the page table knows the English paths.
    const locale = localeFromPath(pathname);
    const texts = headTextsFor(locale);
    const match = matchPage(stripLocale(pathname));
    const page = options.renderPage && req.method === "GET" ? await options.renderPage(req.url) : null;
    const degraded = Boolean(options.renderPage) && req.method === "GET" && page === null;
    // The page's chunk, what its drawing needs and its words' chunks in its language, named up front.
    const preload = preloader(match.page, page?.modules) + preloader.messages(locale, options.renderPage ? namespacesOf(match.key) : []);
    const template = webTemplate;
    const send = (headTags: string, status: number, isDegraded: boolean) =>
      // No nonce: the public cache sends these bytes to every visitor, and the public pages write no <style>.
      sendHtml(reply, withLang(renderIndexHtml(template, { ...head, head: headTags, page }), locale), status, isDegraded);
    if (match.key === "obituary") {
      // Written by the server so a link pasted into Facebook or a text shows
      // the person. The drawn page brings the row it was drawn with (one read
      // per request); the server asks only when the page was not drawn.
      let obituary = page?.obituary;
      if (obituary === undefined) obituary = match.id === null ? null : await options.findLiveObituary(match.id);
      if (obituary) return send(headForObituary(texts, options.business, origin, obituary) + preload, 200, degraded);
      return send(headForMissing(texts, options.business, texts.missingObituary) + preload, 404, degraded);
    }
    if (match.page.kind === "static") {
      return send(headForPage(texts, options.business, origin, match.key as TitledPage, match.page.path) + preload, 200, degraded);
    }
    return send(headForMissing(texts, options.business, texts.missingPage) + preload, 404, false);
  };
  // Pages are a route (not only the not-found handler), so their HTML is
  // compressed like every other answer; other methods and paths end up here too.
  app.get("/*", { config: { publicCache: pageCache } }, answer);
  app.setNotFoundHandler(answer);
};

export const staticSitesPlugin = fp(staticSites, { name: "static-sites" });
