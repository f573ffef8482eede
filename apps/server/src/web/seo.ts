import { createCaller, createInternalContext, type ApiDeps } from "@fh/api";
import { obituaryPath, publicPages } from "@fh/validators";
import { LOCALES, localizePath } from "@fh/validators/locale";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { escapeHtml } from "./html";

/** The public origin as configured, or as this request reached us. */
export function publicOriginOf(req: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${req.protocol}://${req.headers.host ?? "localhost"}`;
}

/**
 * robots.txt keeps crawlers out of the staff app; sitemap.xml lists the pages
 * at fixed addresses (the page table's publicPages) and every live obituary
 * (pending, declined and unlisted ones are not live, so they never appear) but
 * those staff keep out of search engines (noindex), each in every language
 * with its alternates, as search engines read hreflang in sitemaps.
 */
export const seoPlugin: FastifyPluginAsync<{ deps: ApiDeps; publicOrigin: string | undefined }> = async (app, options) => {
  const { deps, publicOrigin: configuredOrigin } = options;
  app.get("/robots.txt", async (req, reply) => {
    const origin = publicOriginOf(req, configuredOrigin);
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /trpc/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  app.get("/sitemap.xml", async (req, reply) => {
    const origin = publicOriginOf(req, configuredOrigin);
    const caller = createCaller(createInternalContext(deps));
    const obituaries = await caller.obituaries.indexable();
    // One <url> per page and language, each naming all the languages' copies.
    const entries = (path: string, extra = "") => {
      const alternates = LOCALES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(origin + localizePath(path, l))}"/>`,
      ).join("");
      return LOCALES.map((l) => `  <url><loc>${escapeHtml(origin + localizePath(path, l))}</loc>${extra}${alternates}</url>`);
    };
    const pages = Object.values(publicPages).flatMap((path) => entries(path));
    const memorials = obituaries.flatMap((o) => entries(obituaryPath(o.id), `<lastmod>${o.createdAt.toISOString().slice(0, 10)}</lastmod>`));
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...pages, ...memorials].join("\n")}\n</urlset>\n`;
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=600").send(xml);
  });
};
