import { createCaller, createInternalContext, printableEstimate, type ApiDeps } from "@fh/api";
import { wordsIn } from "@fh/i18n/node";
import { isLocale, LOCALES, localizePath, PRE_PLANNING_ESTIMATE_PATH } from "@fh/validators";
import type { FastifyPluginAsync } from "fastify";
import { priceListVersions } from "@fh/db";
import { eq } from "drizzle-orm";
import { renderEstimatePdf } from "./estimate-pdf";

/**
 * GET /plan-ahead/estimate/:token (and /es/…, /ht/…): a family's estimate as
 * the PDF attached to their email, opened by the link in that email. The
 * token is the only key (an id opens nothing); a wrong one is a 404 in the
 * address's language. Drawn from the stored lines, so it never changes when
 * the price list does; the version is read only for its containers' words.
 * Private and never kept by a cache.
 */
export const estimatePdfPlugin: FastifyPluginAsync<{ deps: ApiDeps }> = async (app, { deps }) => {
  for (const locale of LOCALES) {
    app.get<{ Params: { token: string } }>(`${localizePath(PRE_PLANNING_ESTIMATE_PATH, locale)}/:token`, async (req, reply) => {
      const caller = createCaller(createInternalContext(deps));
      const row = await caller.prePlanning.estimateByToken({ token: req.params.token.slice(0, 100) });
      if (!row) {
        return reply.code(404).type("text/plain; charset=utf-8").header("cache-control", "no-store").send(wordsIn(locale, "planAhead")("pdf.notFound"));
      }
      const [version] = row.priceListVersionId
        ? await deps.db.select().from(priceListVersions).where(eq(priceListVersions.id, row.priceListVersionId))
        : [];
      const estimate = printableEstimate(row, { alternativeContainers: version?.alternativeContainers ?? "", isDemo: version?.isDemo ?? false });
      // The family's language as they sent it, whatever the link's prefix.
      const body = await renderEstimatePdf({ ...estimate, locale: isLocale(row.locale) ? row.locale : locale }, deps.business);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="pre-planning-estimate-${row.id}.pdf"`)
        .header("cache-control", "private, no-store")
        .header("referrer-policy", "no-referrer")
        .header("x-robots-tag", "noindex")
        .send(body);
    });
  }
};
