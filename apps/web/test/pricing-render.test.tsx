import { appRouter, createInternalContext } from "@fh/api";
import { createTestApi, type TestApi } from "@fh/api/testing";
import { priceListVersions } from "@fh/db";
import { seedDemoPriceList } from "@fh/db/seed";
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
  const draw = () =>
    render({
      url: "/pricing",
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
    expect(html).toContain('Effective <time dateTime="2026-03-10">March 10, 2026</time>');
    for (const text of [
      "Basic services of funeral director and staff",
      "Transfer of remains to funeral home",
      "Embalming",
      "Use of equipment and staff for graveside service",
      "Forwarding of remains to another funeral home",
      "Receiving remains from another funeral home",
      "Direct cremation with a container provided by the purchaser",
      "$1,295",
      "Direct cremations: $1,295 to $1,395",
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

  it("says nothing of a demo once staff have published their own list", { timeout: 30_000 }, async () => {
    const [demo] = await api.deps.db.select().from(priceListVersions);
    await api.deps.db.insert(priceListVersions).values({ ...demo!, id: undefined, isDemo: false, savedBy: "owner" });
    const { html } = await draw();
    expect(html.includes("fictional")).toBe(false);
    expect(html).toContain("March 10, 2026");
  });
});
