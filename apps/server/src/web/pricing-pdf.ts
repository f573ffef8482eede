import { createCaller, createInternalContext, type ApiDeps } from "@fh/api";
import { wordsIn } from "@fh/i18n/node";
import { LOCALES, localizePath, PRICING_PDF_PATH, slugify } from "@fh/validators";
import type { FastifyPluginAsync } from "fastify";
import { renderPriceListPdf, type PdfOptions } from "./price-list-pdf";

/**
 * GET /pricing.pdf (and /es/…, /ht/…): the General Price List in effect today as a PDF, drawn
 * on request from the answer /pricing is drawn from (priceList.current), so
 * the page and the PDF never disagree and a new version needs no rebuild.
 * 404 while no version is in effect. Never cached for long: the list in
 * effect changes at midnight in Lake Worth. The 404 says so in the
 * address's language (@fh/i18n's "priceList" catalog).
 */
export const pricingPdfPlugin: FastifyPluginAsync<{ deps: ApiDeps; pdf?: PdfOptions }> = async (app, { deps, pdf }) => {
  // /pricing.pdf, and /es/pricing.pdf and /ht/pricing.pdf with each Rule statement translated beside its English.
  for (const locale of LOCALES) {
    app.get(localizePath(PRICING_PDF_PATH, locale), async (_req, reply) => {
      const list = await createCaller(createInternalContext(deps)).priceList.current();
      if (!list) {
        return reply.code(404).type("text/plain; charset=utf-8").header("cache-control", "no-cache").send(wordsIn(locale, "priceList")("noList"));
      }
      const body = await renderPriceListPdf(list, deps.business, { ...pdf, locale });
      const name = slugify("general-price-list", locale !== "en" && locale, list.effectiveDate);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${name}.pdf"`)
        .header("cache-control", "no-cache")
        .send(body);
    });
  }
};
