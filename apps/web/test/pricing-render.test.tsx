import { appRouter, createInternalContext } from "@fh/api";
import { createTestApi, type TestApi } from "@fh/api/testing";
import { priceListVersions } from "@fh/db";
import { demoPriceList, seedDemoPriceList } from "@fh/db/seed";
import { defaultBusiness, RIGHT_TO_SELECT_STATEMENT } from "@fh/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { render } from "../src/entry-server";

/**
 * /pricing as the server draws it (src/entry-server.tsx, through the API
 * router in process): the whole list is in the HTML, so it reads, prints and
 * is found without a script. The server's side of serving it is the same as
 * every page's (apps/server/test/server-render.test.ts).
 */
describe("the General Price List drawn on the server", () => {
  let api: TestApi;
  const draw = (url = "/pricing") =>
    render({
      url,
      facts: { business: defaultBusiness, staffLoginUrl: "/admin/login", publicSiteUrl: "" },
      router: appRouter,
      ctx: createInternalContext(api.deps),
    });
  // A migrated in-memory database takes seconds on a busy machine (the API and server packages allow a minute too).
  beforeAll(async () => {
    api = await createTestApi({ now: () => new Date("2026-03-10T15:00:00Z") });
  }, 60_000);
  afterAll(() => api?.close());

  it("has every line, its price, the statements and the effective date, and says the demo's prices are fictional", { timeout: 30_000 }, async () => {
    await seedDemoPriceList(api.deps.db, new Date("2026-03-10T15:00:00Z"));
    const { html } = await draw();
    expect(html).toContain("<h1");
    expect(html).toContain("General Price List");
    expect(html).toContain('Effective <time datetime="2026-03-10">March 10, 2026</time>');
    for (const text of [
      "Basic services of funeral director and staff",
      "Transfer of remains to funeral home",
      "Embalming",
      "Use of equipment and staff for graveside service",
      "Forwarding of remains to another funeral home",
      "Receiving remains from another funeral home",
      "Direct cremation with a container provided by the purchaser",
      "$1,295",
      "Direct cremations: $1,295 to $1,495",
      "Direct cremation with a fiberboard alternative container",
      "Caskets",
      "$995 to $8,950",
      "Outer burial containers",
      "A complete price list will be provided at the funeral home.",
      "embalming is not required by law",
      "The containers we provide are a corrugated cardboard container",
      "the prices below are fictional",
    ]) {
      expect(html.includes(text), text).toBe(true);
    }
    expect(html.includes(RIGHT_TO_SELECT_STATEMENT.text)).toBe(true);
    expect(html).toContain('href="/pricing.pdf"');
  });

  it("shows each description in the page's language where staff wrote one, and in English where they did not", { timeout: 30_000 }, async () => {
    const items = demoPriceList.items.map((item) => {
      if (item.kind === "transfer") return { ...item, descriptionEs: "Dentro de 30 millas, a cualquier hora.", descriptionHt: "Nan yon distans 30 mil, nenpòt lè." };
      if (item.kind === "hearse") return { ...item, descriptionEs: null, descriptionHt: null };
      return item;
    });
    await api.deps.db.insert(priceListVersions).values({ ...demoPriceList, items, effectiveDate: "2026-03-10", isDemo: false, savedBy: "owner" });

    const es = (await draw("/es/pricing")).html;
    expect(es).toContain('<p lang="es" class="mt-1 text-ink-soft">Dentro de 30 millas, a cualquier hora.</p>');
    // No Spanish written for the hearse: its English, marked as English.
    expect(es).toContain('<p lang="en" class="mt-1 text-ink-soft">Within 30 miles.</p>');
    expect(es).not.toContain("Within 30 miles of the funeral home, with two staff members, at any hour.");
    // Names stay as staff wrote them.
    expect(es).toContain("Transfer of remains to funeral home");

    const ht = (await draw("/ht/pricing")).html;
    expect(ht).toContain('<p lang="ht" class="mt-1 text-ink-soft">Nan yon distans 30 mil, nenpòt lè.</p>');
    expect(ht).toContain('<p lang="en" class="mt-1 text-ink-soft">Within 30 miles.</p>');

    const en = (await draw()).html;
    expect(en).toContain("Within 30 miles of the funeral home, with two staff members, at any hour.");
    expect(en).not.toContain("Dentro de 30 millas");
    await api.deps.db.delete(priceListVersions);
    await seedDemoPriceList(api.deps.db, new Date("2026-03-10T15:00:00Z"));
  });

  it("says nothing of a demo once staff have published their own list", { timeout: 30_000 }, async () => {
    const [demo] = await api.deps.db.select().from(priceListVersions);
    await api.deps.db.insert(priceListVersions).values({ ...demo!, id: undefined, isDemo: false, savedBy: "owner" });
    const { html } = await draw();
    expect(html.includes("fictional")).toBe(false);
    expect(html).toContain("March 10, 2026");
  });
});
