import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotDir, seriousViolations } from "../src/browser";
import { repoRoot } from "../src/server";
import { isoDay, unique } from "./admin-helpers";
import { fullShot, openPage } from "./public-helpers";
import { staffApi } from "./records-helpers";

type Catalog = Record<string, Record<string, string>>;
const catalog = (locale: string) => JSON.parse(readFileSync(path.join(repoRoot, "apps/web/src/i18n/catalogs", `${locale}.json`), "utf8")) as Catalog;
const wordsIn = (locale: string) => catalog(locale).obituary!;

/** As untilHydrated, in the page's language: the chat button is mounted only once the app has taken the page over. */
async function untilHydratedIn(page: Page, locale: string): Promise<void> {
  await page.getByRole("button", { name: catalog(locale).chat!.open }).waitFor();
}

const languages = [
  { locale: "en", prefix: "" },
  { locale: "es", prefix: "/es" },
  { locale: "ht", prefix: "/ht" },
] as const;

const biography = [
  "Marguerite was born in Jérémie and came to Lake Worth in 1968 with two suitcases and her mother's recipe for pen patat.",
  "For thirty years she ran the bakery on Lake Avenue, opening at five every morning. Fishermen, nurses coming off the night shift and children on their way to school all knew her by name.",
  "She sang in the choir at Sacred Heart, kept a garden of hibiscus and mango trees that the whole street shared, and never missed a grandchild's graduation.",
  "She is survived by her three children, nine grandchildren and four great-grandchildren, and by a neighborhood that will miss her bread and her laugh.",
].join("\n\n");

/**
 * One obituary page on a phone and on a desktop, in each language: the next
 * service right under the name and dates, above the life story.
 */
describe("an obituary page: the next service at the top", () => {
  let browser: Browser;
  const lastName = `Célestin ${unique()}`;
  let id = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    const staff = await staffApi();
    const created = (await staff.call("POST", "/api/admin/obituaries", {
      firstName: "Marguerite",
      lastName,
      dateOfBirth: "1936-05-20",
      dateOfDeath: isoDay(-4),
      biography,
      submitterName: "Paul Célestin",
      submitterEmail: "paul.celestin@example.com",
      state: "live",
    })) as { id: number };
    id = created.id;
    for (const service of [
      { title: "Visitation", serviceType: "viewing", serviceDate: isoDay(-2), serviceTime: "5:00 PM", location: "Lake Worth Funeral Home chapel" },
      { title: "Funeral Mass", serviceType: "funeral", serviceDate: isoDay(3), serviceTime: "10:00 AM", location: "Sacred Heart Church, 330 N Lakeside Dr, Lake Worth, FL" },
      { title: "Burial", serviceType: "burial", serviceDate: isoDay(3), serviceTime: "1:00 PM", location: "Pinecrest Cemetery, Lake Worth" },
    ]) {
      await staff.call("POST", "/api/admin/services", { ...service, deceasedName: "typed", obituaryId: id });
    }
  });
  afterAll(() => browser?.close());

  for (const { locale, prefix } of languages) {
    const t = wordsIn(locale);
    for (const width of [375, 1280]) {
      it(`${locale}: the next service, its place and links sit above the biography at ${width} px`, async () => {
        const { context, page } = await openPage(browser, `${prefix}/obituaries/${id}`, width);
        await untilHydratedIn(page, locale);
        const next = page.getByRole("region", { name: t["services.next"], exact: true });
        await next.getByRole("heading", { name: "Funeral Mass" }).waitFor();
        await next.getByText("Sacred Heart Church, 330 N Lakeside Dr, Lake Worth, FL").waitFor();
        expect(await next.getByText("Burial").count()).toBe(0);
        expect(await next.getByRole("link", { name: new RegExp(t["services.directionsLabel"]!.replace(/ \{place\}.*$/, "")) }).count()).toBe(1);
        expect(await next.locator('a[href$=".ics"]').count()).toBe(1);
        expect(await next.getByRole("link", { name: /Google Calendar/ }).count()).toBe(1);

        const heading = await page.getByRole("heading", { level: 1, name: `Marguerite ${lastName}` }).boundingBox();
        const box = await next.boundingBox();
        const story = await page.getByText(biography.split("\n\n")[0]!).boundingBox();
        expect(heading!.y).toBeLessThan(box!.y);
        expect(box!.y + box!.height).toBeLessThanOrEqual(story!.y);
        // The full Services block stays where it was, below the life story, with all three.
        const all = page.getByRole("region", { name: t["services.title"], exact: true });
        expect(await all.getByTestId("obituary-service").count()).toBe(3);
        expect((await all.boundingBox())!.y).toBeGreaterThan(story!.y);

        expect(await seriousViolations(page)).toEqual([]);
        if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        // What a visitor sees on arriving, before any scrolling.
        mkdirSync(screenshotDir, { recursive: true });
        await page.screenshot({ path: path.join(screenshotDir, `obituary-next-service-${locale}-${width}.png`) });
        await fullShot(page, `obituary-page-${locale}-${width}`);
        await context.close();
      });
    }
  }
});
