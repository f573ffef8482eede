import { readCatalog } from "@fh/i18n/files";
import { LOCALE_COOKIE } from "@fh/validators/locale";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, seriousViolations } from "../src/browser";
import { baseURL } from "./public-helpers";

/**
 * In a real browser: every public page in Spanish and Haitian Creole
 * says no English sentence of the site's catalog, passes axe, keeps its
 * language when the app takes it over, and the switcher and the polite offer
 * behave as a family would expect. Screenshots at 375 and 1280 px.
 */
type Catalog = Record<string, Record<string, string>>;
const catalog = (locale: string): Catalog => readCatalog(locale);
const english = catalog("en");

/**
 * The English sentences a translated page must not show: each message's
 * runs of three or more words between its placeholders and tags, except the
 * messages every language writes alike (the same text in that catalog).
 */
function englishSentences(locale: string): string[] {
  const other = catalog(locale);
  const out = new Set<string>();
  for (const [ns, messages] of Object.entries(english)) {
    if (ns === "head") continue; // the head's words are not on the page (the server test checks them)
    for (const [key, text] of Object.entries(messages)) {
      if (other[ns]?.[key] === text) continue;
      // The price list shows the Funeral Rule's statements in English, the Rule's own words, with their
      // translation beside each, and item names as staff wrote them, which match the kinds' English.
      if (ns === "priceList" && (key.startsWith("statement.") || key.startsWith("kind.") || key === "alternativeContainers")) continue;
      for (const run of text.split(/\{[^}]*\}|<\/?\w+>/)) {
        const words = run.trim().replace(/[.,:;!?…]+$/, "");
        if (words.split(/\s+/).length >= 3) out.add(words);
      }
    }
  }
  return [...out];
}

let browser: Browser;
let obituaryId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const list = (await (await fetch(`${baseURL}/api/obituaries`)).json()) as Array<{ id: number }>;
  obituaryId = list[0]!.id;
});
afterAll(() => browser?.close());

const pages = () => [
  "/",
  "/obituaries",
  "/obituaries/submit",
  "/obituaries/creative-submit",
  `/obituaries/${obituaryId}`,
  "/book-consultation",
  "/grief-support",
  "/more-grief-resources",
  "/pricing",
  "/privacy",
  "/terms",
  "/plan-ahead",
  "/family",
  "/no-such-page",
];

/** The chat button is mounted only after the take-over, named in the page's language. */
async function untilTakenOver(page: Page, locale: string): Promise<void> {
  await page.getByRole("button", { name: catalog(locale).chat!.open! }).waitFor();
}

describe.each(["es", "ht"])("the public site in %s", (locale) => {
  const sentences = englishSentences(locale);

  it("shows no English sentence of the catalog on any page, before and after the take-over, and axe finds nothing serious", async () => {
    const context = await newContext(browser, baseURL, 1280);
    const page = await context.newPage();
    const found: string[] = [];
    for (const bare of pages()) {
      const address = bare === "/" ? `/${locale}/` : `/${locale}${bare}`;
      // As the server sent it (what a search engine and a slow phone see first)…
      const drawn = await (await fetch(baseURL + address)).text();
      expect(drawn, address).toContain(`<html lang="${locale}"`);
      // …and as the app shows it once it has taken over, with the chat's own words.
      await page.goto(address);
      await untilTakenOver(page, locale);
      expect(await page.getAttribute("html", "lang"), address).toBe(locale);
      const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
      for (const sentence of sentences) if (text.includes(sentence)) found.push(`${address}: "${sentence}"`);
      expect(await seriousViolations(page), address).toEqual([]);
    }
    // The chat widget's panel, opened.
    await page.goto(`/${locale}/`);
    await untilTakenOver(page, locale);
    await page.getByRole("button", { name: catalog(locale).chat!.open! }).click();
    const panel = (await page.getByRole("dialog").innerText()).replace(/\s+/g, " ");
    for (const sentence of sentences) if (panel.includes(sentence)) found.push(`chat: "${sentence}"`);
    expect(found).toEqual([]);
    await context.close();
    // Every public page, twice over and through axe: about 50 s of a minute on CI, and the site grows.
  }, 180_000);

  for (const width of [375, 1280]) {
    it(`draws the landing, obituary and consultation pages at ${width} px without sideways scrolling`, async () => {
      const context = await newContext(browser, baseURL, width);
      const page = await context.newPage();
      for (const [name, bare] of [
        ["landing", "/"],
        ["obituary", `/obituaries/${obituaryId}`],
        ["consultation", "/book-consultation"],
      ] as const) {
        await page.goto(bare === "/" ? `/${locale}/` : `/${locale}${bare}`);
        await untilTakenOver(page, locale);
        // A long Spanish or Creole word must wrap inside its button, never widen the page.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(0);
        await screenshot(page, `languages-${locale}-${name}-${width}`);
      }
      await context.close();
    });
  }
});

describe("choosing a language", () => {
  it("the switcher names each language in itself, keeps the visitor on the same page and remembers the choice", async () => {
    const context = await newContext(browser, baseURL, 1280);
    const page = await context.newPage();
    await page.goto(`/obituaries/${obituaryId}`);
    await untilTakenOver(page, "en");
    await page.getByRole("button", { name: /Language/ }).click();
    const links = page.getByRole("list", { name: "Language" }).first().getByRole("link");
    expect(await links.allInnerTexts()).toEqual(["English", "Español", "Kreyòl ayisyen"]);
    await links.filter({ hasText: "Español" }).click();
    await page.waitForURL(`**/es/obituaries/${obituaryId}`);
    await untilTakenOver(page, "es");
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe("es");
    // Links inside a Spanish page stay Spanish.
    await page.getByRole("link", { name: catalog("es").obituary!.allObituaries! }).click();
    await page.waitForURL("**/es/obituaries");
    await context.close();
  });

  it("the mobile menu lists the languages too", async () => {
    const context = await newContext(browser, baseURL, 375);
    const page = await context.newPage();
    await page.goto("/ht/book-consultation");
    await untilTakenOver(page, "ht");
    await page.getByRole("button", { name: catalog("ht").site!["menu.open"]! }).click();
    const menu = page.getByRole("navigation", { name: catalog("ht").site!["nav.mobile"]! });
    await menu.getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/book-consultation$/);
    expect(new URL(page.url()).pathname).toBe("/book-consultation");
    await context.close();
  });

  it("offers a visitor whose browser prefers Spanish the Spanish page once, politely, and never moves them", async () => {
    const context = await browser.newContext({ baseURL, locale: "es-US", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/grief-support");
    await untilTakenOver(page, "en");
    const offer = page.getByTestId("language-offer");
    await offer.waitFor();
    expect(new URL(page.url()).pathname).toBe("/grief-support"); // no redirect
    expect(await offer.getAttribute("lang")).toBe("es");
    await expect.poll(() => offer.innerText()).toContain(catalog("es").site!["offer.text"]!);
    await offer.getByRole("button", { name: catalog("es").site!["offer.dismiss"]! }).click();
    expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe("en");
    // Once is once: the next page does not ask again.
    await page.goto("/obituaries");
    await untilTakenOver(page, "en");
    await page.waitForTimeout(2500);
    expect(await page.getByTestId("language-offer").count()).toBe(0);
    await context.close();
  });

  it("an English browser is offered nothing", async () => {
    const context = await browser.newContext({ baseURL, locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/");
    await untilTakenOver(page, "en");
    await page.waitForTimeout(2500);
    expect(await page.getByTestId("language-offer").count()).toBe(0);
    await context.close();
  });
});
