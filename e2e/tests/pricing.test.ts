import { todayIn } from "@fh/validators/site";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, seriousViolations } from "../src/browser";
import { expectToast, signedInPage } from "./admin-helpers";
import { baseURL, fullShot, openPage, untilHydrated } from "./public-helpers";

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** "March 10, 2026" for a yyyy-MM-dd day. */
function longDate(day: string): string {
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const [y, m, d] = day.split("-").map(Number);
  return `${months[m! - 1]} ${d}, ${y}`;
}

function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The General Price List (the FTC Funeral Rule): the public page as
 * the server draws it and as a phone and a desktop show it, its PDF, and the
 * staff screen that saves a new version. Runs in this order: the demo list
 * first, then staff replace it.
 */
describe("the General Price List", () => {
  let browser: Browser;
  const today = todayIn();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("arrives drawn by the server: items, statements, effective date, the demo's notice", async () => {
    const res = await fetch(`${baseURL}/pricing`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>General Price List | ");
    for (const text of [
      "Direct cremation with a container provided by the purchaser",
      "$1,295",
      // Both containers the statement names have their price.
      "Direct cremation with a cardboard alternative container",
      "Direct cremation with a fiberboard alternative container",
      "Embalming",
      "You may choose only the items you desire.",
      "fictional",
    ]) {
      expect(html.includes(text), text).toBe(true);
    }
    expect(html).toContain(`Effective <time datetime="${today}">${longDate(today)}</time>`);

    const pdf = await fetch(`${baseURL}/pricing.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  for (const width of [375, 1280]) {
    it(`reads at ${width} px with no serious axe violation${width === 375 ? " and no sideways scroll" : ""}`, async () => {
      const { context, page } = await openPage(browser, "/pricing", width);
      await untilHydrated(page);
      await page.getByRole("heading", { level: 1, name: "General Price List" }).waitFor();
      await page.getByText(`Effective ${longDate(today)}`).waitFor();
      await page.getByRole("note").filter({ hasText: "fictional" }).waitFor();
      expect(await page.getByRole("link", { name: "Download the PDF" }).getAttribute("href")).toBe("/pricing.pdf");
      if (width === 375) expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await fullShot(page, `pricing-${width}`);
      await context.close();
    });
  }

  it("/es/pricing and /ht/pricing give the descriptions in their language", async () => {
    const es = await (await fetch(`${baseURL}/es/pricing`)).text();
    expect(es).toContain('<p lang="es" class="mt-1 text-ink-soft">Dentro de 30 millas de la funeraria, con dos miembros de nuestro personal, a cualquier hora.</p>');
    const ht = await (await fetch(`${baseURL}/ht/pricing`)).text();
    expect(ht).toContain('<p lang="ht" class="mt-1 text-ink-soft">Nan yon distans 30 mil otou salon finèb la, ak de manm ekip nou an, nenpòt lè.</p>');
  });

  it("prints the list alone: no top bar, footer, chat button or page buttons", async () => {
    const { context, page } = await openPage(browser, "/pricing");
    await untilHydrated(page);
    await page.emulateMedia({ media: "print" });
    await page.getByRole("heading", { level: 1, name: "General Price List" }).waitFor();
    for (const hidden of [
      page.locator("header[data-translucent]"),
      page.locator("footer"),
      page.getByRole("button", { name: "Open grief support chat" }),
      page.getByRole("link", { name: "Download the PDF" }),
      page.getByRole("button", { name: "Print this list" }),
    ]) {
      expect(await hidden.isVisible(), hidden.toString()).toBe(false);
    }
    expect(await page.getByText("Direct cremation with a container provided by the purchaser").isVisible()).toBe(true);
    await screenshot(page, "pricing-print");
    await context.close();
  });

  it("is linked from the landing page's services section and the footer", async () => {
    const { context, page } = await openPage(browser, "/");
    await untilHydrated(page);
    await page.locator("#services").getByRole("link", { name: "See every price in our General Price List" }).click();
    await page.getByRole("heading", { level: 1, name: "General Price List" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/pricing");
    expect(await page.locator("footer").getByRole("link", { name: "Price List" }).getAttribute("href")).toBe("/pricing");
    await context.close();
  });

  for (const width of [375, 1280]) {
    it(`staff screen at ${width} px: the versions and the form, no serious axe violation${width === 375 ? ", no sideways scroll" : ""}`, async () => {
      const { context, page } = await signedInPage(browser, width);
      await page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: "Price List" }).click();
      await page.getByRole("heading", { level: 1, name: "Price List" }).waitFor();
      await page.getByRole("heading", { name: "Versions" }).waitFor();
      expect(await page.getByText("In effect", { exact: true }).count()).toBe(1);
      expect(await page.title()).toBe("Price List | Staff Portal");
      if (width === 375) expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `admin-prices-${width}`);
      await context.close();
    });
  }

  it("staff save new versions: one scheduled for tomorrow, one in effect today that the public page then shows", async () => {
    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/prices");
    const form = page.locator("form");
    const hearse = form.getByTestId("price-row").filter({ hasText: "§453.2(b)(4)(ii)(L)" });
    await hearse.getByLabel("Name").waitFor();

    // The form checks as the server does, naming the field.
    await hearse.getByLabel("Name").fill("");
    await form.getByRole("button", { name: "Save as a new version" }).click();
    await hearse.getByText("Name is required").waitFor();
    await hearse.getByLabel("Name").fill("Hearse");

    // A container named for direct cremation with no line of its own is refused at its field.
    const containers = form.getByLabel("Alternative containers for direct cremation");
    const named = await containers.inputValue();
    await containers.fill(`${named} and a wicker basket`);
    await form.getByRole("button", { name: "Save as a new version" }).click();
    const refusal = form.getByText('"wicker basket" has no price', { exact: false });
    await refusal.waitFor();
    expect(await containers.getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "admin-prices-unpriced-container");
    await containers.fill(named);

    // The hearse's description in Spanish, for /es/pricing; none in Creole, so /ht/pricing keeps the English.
    await hearse.getByLabel("In Spanish (optional)").fill("Dentro de 30 millas, con chofer.");
    await hearse.getByLabel("In Haitian Creole (optional)").fill("");

    await form.getByLabel("Effective date").fill(dayAfter(today));
    await hearse.getByLabel("Price ($)").fill("365");
    await form.getByRole("button", { name: "Save as a new version" }).click();
    await expectToast(page, "Price List Saved");
    await page.getByText("Scheduled", { exact: true }).waitFor();

    await form.getByLabel("Effective date").fill(today);
    await hearse.getByLabel("Price ($)").fill("360");
    await form.getByRole("button", { name: "Save as a new version" }).click();
    await expectToast(page, "Price List Saved");
    await page.getByText("Replaced", { exact: true }).first().waitFor();
    await context.close();

    const html = await (await fetch(`${baseURL}/pricing`)).text();
    expect(html).toContain("$360");
    expect(html.includes("fictional")).toBe(false);
    // The English page shows the English (the Spanish is only in the data the page hydrates from).
    expect(html).not.toContain(">Dentro de 30 millas, con chofer.</p>");
    expect(html).toContain('<p lang="en" class="mt-1 text-ink-soft">Within 30 miles.</p>');
    const es = await (await fetch(`${baseURL}/es/pricing`)).text();
    expect(es).toContain('<p lang="es" class="mt-1 text-ink-soft">Dentro de 30 millas, con chofer.</p>');
    const ht = await (await fetch(`${baseURL}/ht/pricing`)).text();
    expect(ht).toContain('<p lang="en" class="mt-1 text-ink-soft">Within 30 miles.</p>');
  });
});
