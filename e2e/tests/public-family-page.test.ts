import { readCatalog } from "@fh/i18n/files";
import { LOCALES, localizePath } from "@fh/validators/locale";
import { sitePages } from "@fh/validators/site";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousViolations } from "../src/browser";
import { fullShot, openPage } from "./public-helpers";

/** /family in each language, on a phone and on a desktop: its heading and intro in the page's language, inside the screen. */
describe("/family", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const locale of LOCALES) {
    it(`reads in ${locale} at 375 and 1280 px`, async () => {
      const words = readCatalog(locale).familyPage!;
      const address = localizePath(sitePages.familyPage.path, locale);
      for (const width of [375, 1280]) {
        const { context, page } = await openPage(browser, address, width);
        await page.getByRole("heading", { level: 1, name: words.title!, exact: true }).waitFor();
        expect(await page.getAttribute("html", "lang"), address).toBe(locale);
        expect((await page.locator("main").innerText()).replace(/\s+/g, " "), address).toContain(words.intro!);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${address} at ${width} px`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), address).toEqual([]);
        await fullShot(page, `public-family-page-${locale}-${width}`);
        await context.close();
      }
    });
  }
});
