import { readCatalog } from "@fh/i18n/files";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { LOCALE_COOKIE } from "@fh/validators/locale";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshotDir, seriousViolations } from "../src/browser";
import { baseURL } from "./public-helpers";

/**
 * The top bar in every language, measured as drawn: on a laptop (1280 and
 * 1440 px) all seven links sit in one row beside the name and the call
 * button, in Spanish and Haitian Creole as in English; on a phone (375 px)
 * the menu toggle stands in for them and the language switcher says, in
 * words, which other languages the page is offered in.
 */
type Catalog = Record<string, Record<string, string>>;
const catalog = (locale: string): Catalog => readCatalog(locale);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

const inside = (b: Box, width: number, height: number) => b.x >= 0 && b.y >= 0 && b.x + b.width <= width && b.y + b.height <= height;

/** The element at the box's centre is the element itself (nothing drawn over it). */
const onTop = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && el.contains(hit);
  });

const home = (locale: string) => (locale === "en" ? "/" : `/${locale}/`);

/** Waits for the app to take the page over: the chat button is mounted only then, named in the page's language. */
async function untilTakenOver(page: Page, locale: string): Promise<void> {
  await page.getByRole("button", { name: catalog(locale).chat!.open! }).waitFor();
}

/** The home's name and mark, a link home. */
const brandOf = (header: Locator) => header.locator("a").filter({ has: header.page().locator("img") }).first();

function shotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return path.join(screenshotDir, `${name}.png`);
}

/** The other languages as the phone's switcher names them, each in itself. */
const others = { en: ["Español", "Kreyòl"], es: ["English", "Kreyòl"], ht: ["English", "Español"] } as const;
const tags: Record<string, string> = { English: "en", Español: "es", Kreyòl: "ht" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(["en", "es", "ht"] as const)("the top bar in %s", (locale) => {
  const site = catalog(locale).site!;

  for (const width of [1280, 1440]) {
    it(`shows all seven links in one row at ${width} px, clear of each other, the name and the call button`, async () => {
      const context = await newContext(browser, baseURL, width);
      const page = await context.newPage();
      await page.goto(home(locale));
      await untilTakenOver(page, locale);
      const viewport = page.viewportSize()!;

      const header = page.locator("header").first();
      const nav = header.getByRole("navigation", { name: site["nav.main"]! });
      const links = nav.getByRole("link");
      expect(await links.count()).toBe(7);
      if (locale === "en") {
        // SPEC's own words, exactly.
        expect(await links.allInnerTexts()).toEqual(["About Us", "Services", "Pre-Planning", "Events", "Contact", "Obituaries", "Grief Support"]);
      }
      expect(await header.getByRole("button", { name: site["menu.open"]! }).isVisible()).toBe(false);

      const call = header.locator('a[href^="tel:"]').first();
      expect(await call.isVisible()).toBe(true);
      expect(await call.innerText()).toContain(site["call.assistance"]);
      const brand = brandOf(header);
      const language = header.getByRole("button", { name: new RegExp(site["language.label"]!) });
      const fixed: [string, Box][] = [
        ["name", await boxOf(brand)],
        ["language", await boxOf(language)],
        ["call", await boxOf(call)],
      ];
      for (const [what, box] of fixed) expect(inside(box, viewport.width, viewport.height), what).toBe(true);
      expect(fixed[0]![1].height, "the name on at most two lines").toBeLessThanOrEqual(48);
      expect(await onTop(call), "call button drawn on top").toBe(true);

      const boxes: [string, Box][] = [];
      for (const link of await links.all()) {
        const text = (await link.innerText()).trim();
        expect(await link.isVisible(), text).toBe(true);
        expect(await onTop(link), `${text} drawn on top`).toBe(true);
        const box = await boxOf(link);
        expect(inside(box, viewport.width, viewport.height), `${text} inside the window`).toBe(true);
        // One line each: a label broken over two lines reads as two links.
        expect(box.height, `${text} on one line`).toBeLessThanOrEqual(48);
        boxes.push([text, box]);
      }
      const all = [...boxes, ...fixed];
      for (let i = 0; i < all.length; i++) {
        for (let j = i + 1; j < all.length; j++) {
          expect(overlap(all[i]![1], all[j]![1]), `${all[i]![0]} and ${all[j]![0]} overlap`).toBe(false);
        }
      }

      // The page below starts where the bar ends: the bar keeps its one row.
      const headerBox = await boxOf(header);
      const mainTop = await page.locator("main").evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
      expect(headerBox.height).toBeLessThanOrEqual(mainTop + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.screenshot({ path: shotPath(`header-${locale}-${width}`), clip: { x: 0, y: 0, width: viewport.width, height: 120 } });
      await context.close();
    });
  }

  it("on a phone (375 px) shows the menu toggle and names the other languages in words, clear of the call button", async () => {
    const context = await newContext(browser, baseURL, 375);
    const page = await context.newPage();
    await page.goto(home(locale));
    await untilTakenOver(page, locale);
    const viewport = page.viewportSize()!;
    const header = page.locator("header").first();

    const toggle = header.getByRole("button", { name: site["menu.open"]! });
    expect(await toggle.isVisible()).toBe(true);
    expect(await header.getByRole("navigation", { name: site["nav.main"]! }).isVisible()).toBe(false);
    const call = header.locator('a[href^="tel:"]').first();
    expect(await call.isVisible()).toBe(true);

    // The switcher: the other languages' names, each visible, in its own language.
    const switcher = header.getByRole("list", { name: site["language.label"]! });
    const names = switcher.getByRole("link");
    expect(await names.allInnerTexts()).toEqual([...others[locale]]);
    const boxes: [string, Box][] = [
      ["name", await boxOf(brandOf(header))],
      ["call", await boxOf(call)],
      ["menu", await boxOf(toggle)],
    ];
    for (const link of await names.all()) {
      const text = (await link.innerText()).trim();
      expect(await link.isVisible(), text).toBe(true);
      expect(await link.getAttribute("lang"), text).toBe(tags[text]);
      const box = await boxOf(link);
      // Large enough to tap (WCAG 2.5.8), inside the bar and the window.
      expect(box.height, text).toBeGreaterThanOrEqual(24);
      expect(box.width, text).toBeGreaterThanOrEqual(24);
      boxes.push([text, box]);
    }
    expect(boxes[0]![1].height, "the name on at most two lines").toBeLessThanOrEqual(48);
    const headerBox = await boxOf(header);
    for (const [what, box] of boxes) {
      expect(inside(box, viewport.width, viewport.height), `${what} inside the window`).toBe(true);
      expect(box.y + box.height, `${what} inside the bar`).toBeLessThanOrEqual(headerBox.y + headerBox.height);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        expect(overlap(boxes[i]![1], boxes[j]![1]), `${boxes[i]![0]} and ${boxes[j]![0]} overlap`).toBe(false);
      }
    }
    // Not crowding the call button: a clear gap between the switcher and it.
    const callBox = await boxOf(call);
    const switcherBox = await boxOf(switcher);
    expect(callBox.x - (switcherBox.x + switcherBox.width)).toBeGreaterThanOrEqual(6);
    expect(await onTop(call)).toBe(true);
    const mainTop = await page.locator("main").evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    expect(headerBox.height).toBeLessThanOrEqual(mainTop + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shotPath(`header-${locale}-375`), clip: { x: 0, y: 0, width: viewport.width, height: 160 } });

    // One tap on a name opens this page in that language, and the choice is remembered.
    const target = others[locale][0];
    await names.filter({ hasText: target }).click();
    await page.waitForURL((u) => u.pathname === home(tags[target]!));
    expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe(tags[target]);
    await context.close();
  });
});
