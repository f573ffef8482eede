import { createCaller, createInternalContext, type ApiDeps } from "@fh/api";
import { PRICING_PDF_PATH } from "@fh/validators";
import type { FastifyPluginAsync } from "fastify";
import { renderPriceListPdf, type PdfOptions } from "./price-list-pdf";

/**
 * GET /pricing.pdf: the General Price List in effect today as a PDF, drawn
 * on request from the answer /pricing is drawn from (priceList.current), so
 * the page and the PDF never disagree and a new version needs no rebuild.
 * 404 while no version is in effect. Never cached for long: the list in
 * effect changes at midnight in Lake Worth.
 */
export const pricingPdfPlugin: FastifyPluginAsync<{ deps: ApiDeps; pdf?: PdfOptions }> = async (app, { deps, pdf }) => {
  app.get(PRICING_PDF_PATH, async (_req, reply) => {
    const list = await createCaller(createInternalContext(deps)).priceList.current();
    if (!list) {
      return reply.code(404).type("text/plain; charset=utf-8").header("cache-control", "no-cache").send("No price list is in effect yet. Please call us for prices.");
    }
    const body = await renderPriceListPdf(list, deps.business, pdf);
    return reply
      .type("application/pdf")
      .header("content-disposition", `inline; filename="general-price-list-${list.effectiveDate}.pdf"`)
      .header("cache-control", "no-cache")
      .send(body);
  });
};
