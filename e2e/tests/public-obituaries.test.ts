import { readCatalog } from "@fh/i18n/files";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousViolations } from "../src/browser";
import { unique } from "./admin-helpers";
import { apiObituaries, baseURL, fullShot, openPage, overrideTrpc, toastTitled, untilHydrated } from "./public-helpers";
import { postPublic, staffApi } from "./records-helpers";

const cardNames = "[data-testid=memorial-card] h3";

describe("Memorial Tributes /obituaries", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("features the first three, lists every card with US dates, age, excerpt and counters", async () => {
    const live = await apiObituaries();
    const { context, page } = await openPage(browser, "/obituaries");
    await page.getByRole("heading", { name: "Memorial Tributes" }).waitFor();
    await page.getByRole("heading", { name: "Featured Memorials" }).waitFor();
    const featured = page.locator("[data-testid=featured-card] h3");
    expect(await featured.allTextContents()).toEqual(live.slice(0, 3).map((o) => `${o.firstName} ${o.lastName}`));
    expect(await page.locator("[data-testid=featured-card]").first().getByRole("link", { name: /Read More/ }).count()).toBe(1);
    expect(await page.locator(cardNames).count()).toBe(live.length);

    const first = page.locator("[data-testid=memorial-card]").filter({ hasText: "Eleanor Whitfield" });
    await expect(first.textContent()).resolves.toContain("Apr 12, 1938");
    await expect(first.textContent()).resolves.toMatch(/Age \d+/);
    await expect(first.getByRole("link", { name: /Read Full Memorial/ }).getAttribute("href")).resolves.toMatch(/^\/obituaries\/\d+$/);
    expect(await first.locator(".line-clamp-3").count()).toBe(1);
    await expect(first.locator("[aria-hidden=true]").last().textContent()).resolves.toBe(" 0 0");

    // Calls to action
    expect(await page.getByRole("link", { name: "Create Beautiful Memorial" }).first().getAttribute("href")).toBe("/obituaries/creative-submit");
    expect(await seriousViolations(page)).toEqual([]);
    await fullShot(page, "public-obituaries-1280");
    await context.close();
  });

  it("searches case-insensitively on the full name and shows No Results Found", async () => {
    const { context, page } = await openPage(browser, "/obituaries", 375);
    await page.locator(cardNames).first().waitFor();
    const search = page.getByPlaceholder("Search by name...");
    await search.fill("eLEANOR whit");
    expect(await page.locator(cardNames).allTextContents()).toEqual(["Eleanor Whitfield"]);
    await search.fill("zzz-nobody");
    await page.getByRole("heading", { name: "No Results Found" }).waitFor();
    await page.getByText("Try adjusting your search or filter criteria.").waitFor();
    expect(await page.getByRole("link", { name: "Create First Memorial" }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await search.fill("");
    await page.locator(cardNames).first().waitFor();
    await fullShot(page, "public-obituaries-375");
    await context.close();
  });

  it("sorts newest, oldest and alphabetically, and filters recent and with photos", async () => {
    const live = await apiObituaries();
    const { context, page } = await openPage(browser, "/obituaries");
    await page.locator(cardNames).first().waitFor();
    const names = () => page.locator(cardNames).allTextContents();
    const byCreated = [...live].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    expect(await names()).toEqual(byCreated.map((o) => `${o.firstName} ${o.lastName}`));

    const sort = page.getByLabel("Sort memorials");
    await sort.selectOption("oldest");
    expect(await names()).toEqual([...byCreated].reverse().map((o) => `${o.firstName} ${o.lastName}`));
    await sort.selectOption("alphabetical");
    const alpha = [...live].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
    expect(await names()).toEqual(alpha.map((o) => `${o.firstName} ${o.lastName}`));

    const filter = page.getByLabel("Filter memorials");
    await filter.selectOption("with-photos");
    expect((await names()).sort()).toEqual(live.filter((o) => o.photoUrl).map((o) => `${o.firstName} ${o.lastName}`).sort());
    expect(await page.locator("[data-testid=memorial-card] img").count()).toBe(live.filter((o) => o.photoUrl).length);

    await filter.selectOption("recent");
    const cutoff = Date.now() - 30 * 24 * 3600 * 1000;
    const recent = live.filter((o) => Date.parse(`${o.dateOfDeath}T00:00:00Z`) >= cutoff);
    expect(recent.length).toBeGreaterThan(0);
    expect((await names()).sort()).toEqual(recent.map((o) => `${o.firstName} ${o.lastName}`).sort());
    await context.close();
  });

  it("reached by a link, asks the server for the featured row and the first page without a refused request", async () => {
    const { context, page } = await openPage(browser, "/privacy");
    await untilHydrated(page);
    const refused: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/trpc/") && r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Obituaries" }).click();
    await page.locator("[data-testid=featured-card]").first().waitFor();
    await page.locator("[data-testid=memorial-card]").filter({ hasText: "Eleanor Whitfield" }).waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });

  it("shows the loading text, then No Memorials Yet when there are none", async () => {
    // Drawn by the server, the list arrives already loaded; its loading and
    // empty states are what the browser draws when the list is reached by a link.
    const { context, page } = await openPage(browser, "/privacy");
    await untilHydrated(page);
    await overrideTrpc(page, { "obituaries.search": { items: [], nextCursor: null, total: 0 } }, 800);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Obituaries" }).click();
    await page.getByText("Loading memorial tributes...").waitFor();
    await page.getByRole("heading", { name: "No Memorials Yet" }).waitFor();
    await page.getByText("Be the first to honor a loved one with a beautiful memorial tribute.").waitFor();
    await expect(page.getByRole("link", { name: "Create First Memorial" }).getAttribute("href")).resolves.toBe("/obituaries/creative-submit");
    expect(await page.getByRole("heading", { name: "Featured Memorials" }).count()).toBe(0);
    await context.close();
  });
});

describe("one obituary /obituaries/{id}", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows the photo, names, long UTC dates, paragraphs and links", async () => {
    const eleanor = (await apiObituaries()).find((o) => o.lastName === "Whitfield")!;
    const { context, page } = await openPage(browser, `/obituaries/${eleanor.id}`);
    await page.getByRole("heading", { level: 1, name: "Eleanor Whitfield" }).waitFor();
    await page.getByText("April 12, 1938", { exact: false }).first().waitFor();
    await expect(page.getByRole("img", { name: "Photo of Eleanor Whitfield" }).getAttribute("src")).resolves.toBe(
      "/images/memorials/memorial-roses.jpg",
    );
    expect(await page.locator("article > div p").count()).toBe(3);
    await expect(page.getByRole("link", { name: "Back Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(page.getByRole("link", { name: "All Obituaries" }).getAttribute("href")).resolves.toBe("/obituaries");
    await page.getByRole("heading", { name: /^Messages \(\d+\)$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fullShot(page, "public-obituary-1280");
    await context.close();
  });

  it("copies the share link and says Link Copied; says Copy Failed when the clipboard refuses", async () => {
    const live = await apiObituaries();
    const { context, page } = await openPage(browser, "about:blank");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(`/obituaries/${live[0]!.id}`);
    await page.getByRole("button", { name: "Copy Share Link" }).click();
    await toastTitled(page, "Link Copied").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${baseURL}/obituaries/${live[0]!.id}`);
    await page.getByRole("button", { name: "Share Obituary" }).click();
    await toastTitled(page, "Link Copied").waitFor();

    await page.evaluate(() => {
      Object.defineProperty(navigator.clipboard, "writeText", { value: () => Promise.reject(new Error("denied")) });
    });
    await page.getByRole("button", { name: "Copy Share Link" }).click();
    await toastTitled(page, "Copy Failed").waitFor();
    await context.close();
  });

  it("guest book: validation messages, posting, the list and its count", async () => {
    const grace = (await apiObituaries()).find((o) => o.lastName === "Okafor")!;
    const { context, page } = await openPage(browser, `/obituaries/${grace.id}`, 375);
    await page.getByText("No messages yet. Be the first to share your condolences.").waitFor();
    await page.getByRole("heading", { name: "Messages (0)" }).waitFor();
    const form = page.locator("#guest-book-form");
    await form.getByText("Your Name *").waitFor();
    await form.getByText("Your Message *").waitFor();

    await form.getByRole("button", { name: "Post Message" }).click();
    expect(await form.getByRole("alert").allTextContents()).toEqual(["Required", "Required"]);
    await form.getByLabel("Your Name").fill("Teresa Lin");
    await form.getByLabel("Email (optional)").fill("teresa@");
    await form.getByLabel("Your Message").fill("Grace held my hand the night my son was born. I will never forget her kindness.");
    await form.getByRole("button", { name: "Post Message" }).click();
    expect(await form.getByRole("alert").allTextContents()).toEqual(["Invalid email"]);
    await form.getByLabel("Email (optional)").fill("");
    await form.getByRole("button", { name: "Post Message" }).click();
    await toastTitled(page, "Message Added").waitFor();
    await page.getByRole("heading", { name: "Messages (1)" }).waitFor();
    await page.getByText("Teresa Lin").waitFor();
    await expect(form.getByLabel("Your Name").inputValue()).resolves.toBe("");
    expect(await seriousViolations(page)).toEqual([]);
    await fullShot(page, "public-obituary-375");
    await context.close();
  });

  it("shows Obituary Not Found for an id that is not live", async () => {
    const { context, page } = await openPage(browser, "/obituaries/999999");
    await page.getByRole("heading", { name: "Obituary Not Found" }).waitFor();
    await expect(page.getByRole("link", { name: "Back to Obituaries" }).getAttribute("href")).resolves.toBe("/obituaries");
    expect(await seriousViolations(page)).toEqual([]);
    await fullShot(page, "public-obituary-not-found-1280");
    await context.close();
  });
});

describe("a closed guest book", () => {
  const wordsIn = (locale: string) => readCatalog(locale).obituary!;
  const languages = [
    { locale: "en", prefix: "" },
    { locale: "es", prefix: "/es" },
    { locale: "ht", prefix: "/ht" },
  ] as const;
  const lastName = `Lamour ${unique()}`;
  const name = `Odette ${lastName}`;
  const message = "Odette made my christening gown, and my daughter's. Thank you for everything.";
  let browser: Browser;
  const ids = { withMessage: 0, empty: 0 };

  beforeAll(async () => {
    browser = await launchBrowser();
    const staff = await staffApi();
    for (const key of ["withMessage", "empty"] as const) {
      const created = (await staff.call("POST", "/api/admin/obituaries", {
        firstName: "Odette",
        lastName,
        dateOfBirth: "1938-04-12",
        dateOfDeath: "2026-10-02",
        biography: "Odette sewed every christening gown in the parish for forty years.",
        submitterName: "Jean Lamour",
        submitterEmail: "jean.lamour@example.com",
        state: "live",
      })) as { id: number };
      ids[key] = created.id;
    }
    await postPublic(`/api/obituaries/${ids.withMessage}/guestbook`, { authorName: "Marie-Claire", message });
    for (const id of Object.values(ids)) {
      await staff.call("POST", "/trpc/admin.obituaries.setGuestBookCare", { json: { id, guestBookMode: "closed" } });
    }
  });
  afterAll(() => browser?.close());

  for (const { locale, prefix } of languages) {
    const t = wordsIn(locale);
    const invitation = t["guestBook.intro"]!.replace("{name}", name);

    for (const width of [375, 1280]) {
      it(`${locale}: shows only the note and the messages, nothing that asks for one, at ${width} px`, async () => {
        const { context, page } = await openPage(browser, `${prefix}/obituaries/${ids.withMessage}`, width);
        const book = page.getByRole("region", { name: t["guestBook.title"], exact: true });
        await book.getByText(message).waitFor();
        await book.getByRole("heading", { name: `${t["guestBook.messages"]} (1)` }).waitFor();
        await expect(book.getByTestId("guest-book-closed").textContent()).resolves.toBe(t["guestBook.closed"]);
        expect(await page.getByText(invitation).count()).toBe(0);
        expect(await book.locator("form, input, textarea").count()).toBe(0);
        expect(await page.locator("#guest-book-form").count()).toBe(0);
        expect(await page.getByText(t["guestBook.empty"]!).count()).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
        await fullShot(page, `guest-book-closed-${locale}-${width}`);
        await context.close();
      });
    }

    it(`${locale}: with no messages, shows only the note (no "be the first")`, async () => {
      const { context, page } = await openPage(browser, `${prefix}/obituaries/${ids.empty}`, 375);
      const book = page.getByRole("region", { name: t["guestBook.title"], exact: true });
      await book.getByTestId("guest-book-closed").waitFor();
      // The list arrives drawn by the server, answered: no spinner is left waiting.
      await book.getByText(t["guestBook.loading"]!).waitFor({ state: "detached" });
      expect(await book.getByRole("heading", { name: new RegExp(`^${t["guestBook.messages"]}`) }).count()).toBe(0);
      expect(await page.getByText(t["guestBook.empty"]!).count()).toBe(0);
      expect(await page.getByText(invitation).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await fullShot(page, `guest-book-closed-empty-${locale}-375`);
      await context.close();
    });
  }
});
