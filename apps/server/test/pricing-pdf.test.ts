import { priceListVersions } from "@fh/db";
import { demoPriceList } from "@fh/db/seed";
import { defaultBusiness, RIGHT_TO_SELECT_STATEMENT, todayIn } from "@fh/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longDate, renderPriceListPdf } from "../src/web/price-list-pdf";
import { createTestServer } from "./helpers";
import { pdfText } from "./pdf-text";

describe("GET /pricing.pdf", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer({ seed: true });
  });
  afterAll(() => server.close());

  it("is a PDF of the list in effect today, with its effective date, made on request", async () => {
    const res = await server.app.inject({ method: "GET", url: "/pricing.pdf" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="general-price-list-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(body);
    const effective = longDate(todayIn());
    expect(text).toContain(`Effective ${effective}`);
    expect(text).toContain("General Price List");
    expect(text).toContain("Direct cremation with a container provided by the purchaser");
    expect(text).toContain("$1,295");
    expect(text).toContain("fictional");
  });

  it("answers 404 while no version is in effect", async () => {
    await server.deps.db.delete(priceListVersions);
    const res = await server.app.inject({ method: "GET", url: "/pricing.pdf" });
    expect(res.statusCode).toBe(404);
  });
});

describe("the price list PDF", () => {
  it("carries every line, its price and the Rule's statements, uncompressed for reading", async () => {
    const pdf = await renderPriceListPdf({ ...demoPriceList, effectiveDate: "2026-03-10", isDemo: false }, defaultBusiness, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf).replace(/\n/g, " ");
    expect(text).toContain("Effective March 10, 2026");
    expect(text).toContain(defaultBusiness.phone);
    expect(text).not.toContain("fictional");
    for (const item of demoPriceList.items) expect(text, item.name).toContain(item.name);
    expect(text).toContain("$995 to $8,950");
    expect(text).toContain("Direct cremations: $1,295 to $1,495");
    // Statements wrap over lines: compare their first words.
    expect(text).toContain(RIGHT_TO_SELECT_STATEMENT.text.slice(0, 60));
    expect(text).toContain("Except in certain special cases, embalming is not required");
    expect(text).toContain("A complete price list will be provided at the funeral home.");
    expect(text).toMatch(/page 1 of \d/);
  });

  it("prints each description in the reader's language where staff wrote one, and in English where they did not", async () => {
    const items = demoPriceList.items.map((item) => {
      if (item.kind === "transfer") return { ...item, descriptionEs: "Dentro de 30 millas, a cualquier hora.", descriptionHt: "Nan yon distans 30 mil, nenpòt lè." };
      if (item.kind === "hearse") return { ...item, descriptionEs: null, descriptionHt: undefined };
      return item;
    });
    const draw = async (locale: "en" | "es" | "ht") =>
      pdfText(await renderPriceListPdf({ ...demoPriceList, items, effectiveDate: "2026-03-10", isDemo: false }, defaultBusiness, { compress: false, locale })).replace(/\s+/g, " ");
    const es = await draw("es");
    expect(es).toContain("Dentro de 30 millas, a cualquier hora.");
    expect(es).not.toContain("with two staff members");
    expect(es).toContain("Within 30 miles.");
    const ht = await draw("ht");
    expect(ht).toContain("Nan yon distans 30 mil, nenpòt lè.");
    expect(ht).toContain("Within 30 miles.");
    const en = await draw("en");
    expect(en).toContain("Within 30 miles of the funeral home, with two staff members, at any hour.");
    expect(en).not.toMatch(/Dentro de|Nan yon distans/);
  });
});
