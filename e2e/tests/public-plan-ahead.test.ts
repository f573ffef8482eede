import { readCatalog } from "@fh/i18n/files";
import { LOCALES, localizePath } from "@fh/validators/locale";
import { sitePages } from "@fh/validators/site";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousViolations } from "../src/browser";
import { fullShot, openPage } from "./public-helpers";

type Words = Record<string, string>;

/** Waits until the app has taken the page over: the chat button, in the page's language, is mounted only then. */
async function untilHydrated(page: Page, locale: (typeof LOCALES)[number] = "en") {
  await page.getByRole("button", { name: readCatalog(locale).chat!.open!, exact: true }).waitFor();
}

async function noOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

/** Through the steps to the estimate: planning ahead for oneself, a traditional burial, the casket at the middle of its range. */
async function toEstimate(page: Page, w: Words) {
  await page.getByRole("radio", { name: w["forWhom.self"], exact: true }).check();
  await page.getByRole("radio", { name: w["death.no"], exact: true }).check();
  await page.getByRole("button", { name: w.next, exact: true }).click();
  await page.getByRole("radio", { name: new RegExp(`^${w["arrangement.traditional-burial.title"]}`) }).check();
  await page.getByRole("button", { name: w.next, exact: true }).click();
  await page.getByRole("heading", { level: 2, name: w["step.items"], exact: true }).waitFor();
}

/** /plan-ahead in each language, on a phone and on a desktop: every step inside the screen and clean for axe, with screenshots. */
describe("/plan-ahead", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const locale of LOCALES) {
    it(`walks the steps in ${locale} at 375 and 1280 px`, async () => {
      const w = readCatalog(locale).planAhead as Words;
      const address = localizePath(sitePages.planAhead.path, locale);
      for (const width of [375, 1280]) {
        const { context, page } = await openPage(browser, address, width);
        await page.getByRole("heading", { level: 1, name: w.title!, exact: true }).waitFor();
        expect(await page.getAttribute("html", "lang"), address).toBe(locale);
        await untilHydrated(page, locale);
        await noOverflow(page, `${address} at ${width} px`);
        expect(await seriousViolations(page), address).toEqual([]);
        await fullShot(page, `public-plan-ahead-${locale}-${width}`);

        await toEstimate(page, w);
        // The basic services fee cannot be unticked here; the casket is chosen within its range.
        const fee = page.getByRole("checkbox", { name: /Basic services of funeral director and staff/ });
        expect(await fee.isChecked()).toBe(true);
        expect(await fee.isDisabled()).toBe(true);
        await page.getByRole("radio", { name: new RegExp(`^${w["items.choice.mid"]!.replace(" ({price})", "").replace(/[()]/g, "\\$&")}`) }).first().check();
        await noOverflow(page, `items at ${width} px`);
        expect(await seriousViolations(page), `${address} items`).toEqual([]);
        await fullShot(page, `public-plan-ahead-items-${locale}-${width}`);

        await page.getByRole("button", { name: w.next, exact: true }).click();
        await page.getByRole("heading", { level: 2, name: w["summary.title"], exact: true }).waitFor();
        const summary = (await page.locator("main").innerText()).replace(/\s+/g, " ");
        expect(summary).toContain("$4,973");
        expect(summary).toContain(w["summary.notContract"]!.slice(0, 40));
        expect(summary).toContain("A complete price list will be provided at the funeral home.");
        await noOverflow(page, `summary at ${width} px`);
        expect(await seriousViolations(page), `${address} summary`).toEqual([]);
        await fullShot(page, `public-plan-ahead-summary-${locale}-${width}`);

        // A reload keeps the step and every choice; the browser's Back returns to the items.
        await page.reload();
        await page.getByRole("heading", { level: 2, name: w["summary.title"], exact: true }).waitFor();
        expect((await page.locator("main").innerText()).replace(/\s+/g, " ")).toContain("$4,973");
        await page.goBack();
        await page.getByRole("heading", { level: 2, name: w["step.items"], exact: true }).waitFor();
        await context.close();
      }
    });
  }

  it("says to call now, with the 24/7 phone as a link, when a death has occurred, and sends the request as urgent", async () => {
    const w = readCatalog("en").planAhead as Words;
    const { context, page } = await openPage(browser, "/plan-ahead", 375);
    await untilHydrated(page);
    await page.getByRole("radio", { name: w["forWhom.other"], exact: true }).check();
    await page.getByRole("radio", { name: w["death.yes"], exact: true }).check();
    const call = page.getByRole("alert");
    await call.waitFor();
    expect(await call.getByRole("link").first().getAttribute("href")).toMatch(/^tel:/);
    expect(await page.getByRole("checkbox", { name: w["urgent.send"], exact: true }).isChecked()).toBe(true);
    await fullShot(page, "public-plan-ahead-urgent-375");
    await page.getByRole("button", { name: w.next, exact: true }).click();
    await page.getByRole("radio", { name: new RegExp(`^${w["arrangement.direct-cremation.title"]}`) }).check();
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: w.next, exact: true }).click();
    await page.getByRole("textbox", { name: w["contact.firstName"] }).fill("Marie");
    await page.getByRole("textbox", { name: w["contact.lastName"] }).fill("Joseph");
    await page.getByRole("textbox", { name: w["contact.email"] }).fill("marie.joseph@example.com");
    await page.getByRole("textbox", { name: w["contact.phone"] }).fill("561-555-0177");
    await page.getByRole("button", { name: w["contact.send"], exact: true }).click();
    await page.getByRole("heading", { level: 2, name: "Thank you, Marie" }).waitFor();
    expect(await page.locator("main").innerText()).toContain("$1,295");
    await fullShot(page, "public-plan-ahead-sent-375");
    await context.close();
  });

  it("compares the arrangements in plain words for a family who asks for help, and starts the one they choose", async () => {
    const w = readCatalog("es").planAhead as Words;
    const { context, page } = await openPage(browser, "/es/plan-ahead", 375);
    await untilHydrated(page, "es");
    await page.getByRole("radio", { name: w["forWhom.other"], exact: true }).check();
    await page.getByRole("radio", { name: w["death.no"], exact: true }).check();
    await page.getByRole("button", { name: w.next, exact: true }).click();
    await page.getByRole("radio", { name: new RegExp(`^${w["arrangement.undecided.title"]}`) }).check();
    const compare = page.getByRole("region", { name: w["compare.title"] });
    await compare.waitFor();
    // Direct cremation starts at the lowest direct cremation on the list.
    expect((await compare.innerText()).replace(/\s+/g, " ")).toContain("$1,295");
    await fullShot(page, "public-plan-ahead-compare-es-375");
    await compare.getByRole("button", { name: w["compare.choose"]!.replace("{name}", w["arrangement.direct-cremation.title"]!) }).click();
    await page.getByRole("heading", { level: 2, name: w["step.items"], exact: true }).waitFor();
    expect(await page.getByRole("checkbox", { name: /Direct cremation with a container provided by the purchaser/ }).isChecked()).toBe(true);
    // Direct cremation includes the basic services fee: it may be left out now.
    expect(await page.getByRole("checkbox", { name: /Basic services of funeral director and staff/ }).isChecked()).toBe(false);
    await context.close();
  });

  it("a plan kept from before a new price list starts its items afresh, and the estimate still shows after a reload", async () => {
    const w = readCatalog("en").planAhead as Words;
    const { context, page } = await openPage(browser, "/privacy", 1280);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // As this tab kept it before staff published a list whose lines are numbered otherwise.
    await page.evaluate(() =>
      sessionStorage.setItem(
        "fh-plan-ahead",
        JSON.stringify({ forWhom: "self", deathOccurred: false, arrangement: "direct-cremation", itemsFor: "direct-cremation", items: [{ kind: "directCremation", lineId: 998, choice: null }] }),
      ),
    );
    await page.goto("/plan-ahead?step=summary");
    await page.getByRole("heading", { level: 2, name: w["summary.title"], exact: true }).waitFor();
    await page.getByText(w["summary.total"]!, { exact: true }).waitFor();
    expect((await page.locator("main").innerText()).replace(/\s+/g, " ")).toContain("$1,295");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is linked from the landing page's Pre-planning section and from /pricing", async () => {
    const { context, page } = await openPage(browser, "/", 1280);
    expect(await page.locator("#pre-planning").getByRole("link", { name: "Plan ahead online" }).getAttribute("href")).toBe("/plan-ahead");
    await page.goto("/pricing");
    expect(await page.getByRole("link", { name: "Build an itemized estimate from this list" }).getAttribute("href")).toBe("/plan-ahead");
    await context.close();
  });
});
