import { readCatalog } from "@fh/i18n/files";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotDir, seriousViolations } from "../src/browser";
import { isoDay, unique } from "./admin-helpers";
import { baseURL, fullShot, holdScripts, openPage } from "./public-helpers";
import { postPublicFrom, staffApi } from "./records-helpers";

type Catalog = Record<string, Record<string, string>>;
const catalog = (locale: string): Catalog => readCatalog(locale);
const wordsIn = (locale: string) => catalog(locale).obituary!;

/** As untilHydrated, in the page's language: the chat button is mounted only once the app has taken the page over. */
async function untilHydratedIn(page: Page, locale: string): Promise<void> {
  await page.getByRole("button", { name: catalog(locale).chat!.open }).waitFor();
}

/** Resolves once the scrolling box has had no scroll event for 200 ms: its smooth scroll is over. */
function stillFor200ms(box: Element): Promise<void> {
  return new Promise((done) => {
    let quiet = setTimeout(done, 200);
    box.addEventListener("scroll", () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, 200);
    });
  });
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
 * service right under the name and dates, above the life story; the guest
 * book's list, drawn by the server, saying it scrolls and reached by Tab.
 */
/** Twelve condolences, oldest first as posted; some long enough to wrap over several lines on a phone. */
const condolences = Array.from({ length: 12 }, (_, i) => ({
  authorName: ["Jeanne Baptiste", "Luc Moïse", "Ana Delgado", "Pastor Williams", "The Okafor family", "Rose-Marie"][i % 6]!,
  message:
    i % 3 === 0
      ? `Message ${i + 1}. Marguerite's bakery was the first place my mother took me when we arrived in Lake Worth. She gave me a pen patat and told me I was home now. I have never forgotten it, and I never will.`
      : `Message ${i + 1}. With love and prayers for the whole family.`,
}));
const newest = condolences[condolences.length - 1]!.message;

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
    // From an address of their own, leaving 127.0.0.1's allowance to the other files.
    for (const entry of condolences) await postPublicFrom("127.0.0.61", `/api/obituaries/${id}/guestbook`, entry);
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

  for (const { locale, prefix } of languages) {
    const t = wordsIn(locale);
    const moreWords = new RegExp(`^${t["guestBook.moreMany"]!.replace("{count}", "(\\d+)")}$`);
    for (const width of [375, 1280]) {
      it(`${locale}: the messages, newest first, say how many more are below, and Tab reaches the list to scroll it at ${width} px`, async () => {
        const { context, page } = await openPage(browser, `${prefix}/obituaries/${id}`, width);
        await untilHydratedIn(page, locale);
        const list = page.getByRole("region", { name: `${t["guestBook.messages"]} (12)`, exact: true });
        const items = list.getByRole("listitem");
        expect(await items.count()).toBe(12);
        expect(await items.first().textContent()).toContain(newest);
        // About 24rem (SPEC §9), border included.
        expect((await list.boundingBox())!.height).toBeLessThanOrEqual(24 * 16 + 2);

        const more = list.getByTestId("guest-book-more");
        const words = (await more.textContent())!.trim();
        const count = Number(moreWords.exec(words)?.[1]);
        expect(count, words).toBeGreaterThan(0);
        expect(count).toBeLessThan(12);
        // It counts the messages not wholly in view: those ending under the fade, or below the box.
        const notInView = await list.evaluate((box) => {
          const limit = box.getBoundingClientRect().bottom - box.querySelector<HTMLElement>("[data-testid=guest-book-fade]")!.offsetHeight + 1;
          return Array.from(box.querySelectorAll("li")).filter((li) => li.getBoundingClientRect().bottom > limit).length;
        });
        expect(count).toBe(notInView);
        await list.screenshot({ path: path.join(screenshotDir, `obituary-guest-book-list-${locale}-${width}.png`) });

        // From the form's last control, Tab lands on the list; the keyboard scrolls it to the end, where nothing is left to count.
        await page.getByRole("button", { name: t["guestBook.post"], exact: true }).focus();
        await page.keyboard.press("Tab");
        expect(await list.evaluate((box) => document.activeElement === box)).toBe(true);
        // A key, then the list's answer to it, as a reader would check: pressed again if the list has not
        // moved once it is still. Headless Chromium on a busy machine now and then lets a scrolling key
        // go by (seen in CI for PageDown and End alike), or folds it into a smooth scroll under way.
        const pressUntil = (key: string, moved: (box: Element) => boolean) =>
          expect
            .poll(
              async () => {
                await page.keyboard.press(key);
                await list.evaluate(stillFor200ms);
                return list.evaluate(moved);
              },
              { timeout: 15_000 },
            )
            .toBe(true);
        await pressUntil("PageDown", (box) => box.scrollTop > 0);
        expect(await list.evaluate((box) => document.activeElement === box)).toBe(true);
        // scrollHeight is rounded to whole pixels, scrollTop not always: within a pixel is the end.
        await pressUntil("End", (box) => box.scrollTop + box.clientHeight >= box.scrollHeight - 1);
        await more.waitFor({ state: "detached" });
        await list.screenshot({ path: path.join(screenshotDir, `obituary-guest-book-list-end-${locale}-${width}.png`) });
        await pressUntil("Home", (box) => box.scrollTop === 0);
        await more.waitFor();

        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it("a phone with the scripts held back: the messages are in the drawn page, newest first, with the fade at the list's foot", async () => {
    // A reader far from Lake Worth: the server draws the stamps on the funeral home's clock, the browser then on the reader's.
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, reducedMotion: "reduce", timezoneId: "Pacific/Honolulu" });
    const page = await context.newPage();
    const scripts = await holdScripts(page);
    await page.goto(`/obituaries/${id}`, { waitUntil: "commit" });
    const list = page.getByRole("region", { name: "Messages (12)", exact: true });
    await list.getByText(newest).waitFor();
    expect(await list.getByRole("listitem").first().textContent()).toContain(newest);
    const stamp = list.locator("time").first();
    const at = new Date((await stamp.getAttribute("datetime"))!);
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(at).replace(/\s/g, " ");
    expect((await stamp.textContent())!.replace(/\s/g, " ")).toBe(clock("America/New_York"));
    const fade = list.getByTestId("guest-book-fade");
    // Stuck at the box's foot over the messages that go on below it.
    const [box, foot] = [(await list.boundingBox())!, (await fade.boundingBox())!];
    expect(Math.abs(box.y + box.height - (foot.y + foot.height))).toBeLessThanOrEqual(2);
    await list.screenshot({ path: path.join(screenshotDir, "obituary-guest-book-list-before-scripts-375.png") });
    scripts.release();
    await untilHydratedIn(page, "en");
    await list.getByTestId("guest-book-more").waitFor();
    await expect.poll(async () => (await stamp.textContent())!.replace(/\s/g, " ")).toBe(clock("Pacific/Honolulu"));
    await context.close();
  });

  it("a short guest book: no count, and the fade sits in its own room below the last message", async () => {
    const staff = await staffApi();
    const { id: shortId } = (await staff.call("POST", "/api/admin/obituaries", {
      firstName: "Henri",
      lastName,
      dateOfBirth: "1939-01-02",
      dateOfDeath: isoDay(-6),
      biography: "Henri fixed every bicycle on the block.",
      submitterName: "Paul Célestin",
      submitterEmail: "paul.celestin@example.com",
      state: "live",
    })) as { id: number };
    await postPublicFrom("127.0.0.61", `/api/obituaries/${shortId}/guestbook`, { authorName: "Luc", message: "Rest well, Henri." });
    for (const width of [375, 1280]) {
      const { context, page } = await openPage(browser, `/obituaries/${shortId}`, width);
      await untilHydratedIn(page, "en");
      const list = page.getByRole("region", { name: "Messages (1)", exact: true });
      await list.getByText("Rest well, Henri.").waitFor();
      expect(await list.evaluate((box) => box.scrollHeight <= box.clientHeight)).toBe(true);
      expect(await list.getByTestId("guest-book-more").count()).toBe(0);
      const [item, foot] = [(await list.getByRole("listitem").boundingBox())!, (await list.getByTestId("guest-book-fade").boundingBox())!];
      expect(foot.y).toBeGreaterThanOrEqual(item.y + item.height);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
