import { staffPages, staffTitle } from "@fh/validators/site";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, seriousViolations } from "../src/browser";
import { signedInPage } from "./admin-helpers";
import { baseURL } from "./public-helpers";

/** A family's request, sent as /plan-ahead sends it; `urgent` as on the "a death has occurred" path. */
async function sendRequest(firstName: string, urgent: boolean, locale = "en") {
  const res = await fetch(`${baseURL}/api/pre-planning`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-fh-locale": locale },
    body: JSON.stringify({
      firstName,
      lastName: "Planner",
      email: `${firstName.toLowerCase()}@example.com`,
      phone: "561-555-0133",
      preferredContactMethod: "phone",
      forWhom: "self",
      arrangement: "direct-cremation",
      items: [{ kind: "directCremation", lineId: 12 }],
      isUrgent: urgent,
      deathOccurred: urgent,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; total: number };
}

/** The staff page /admin/pre-planning, signed in, on a phone and on a desktop: its heading, its tab title, nothing serious for axe. */
describe("the staff page /admin/pre-planning", () => {
  const entry = staffPages.prePlanning;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  beforeAll(async () => {
    await sendRequest("Calm", false, "es");
    await sendRequest("Urgent", true);
  });

  for (const width of [375, 1280]) {
    it(`opens at ${width} px with its heading and tab title`, async () => {
      const { context, page } = await signedInPage(browser, width);
      await page.goto(entry.path);
      await page.getByRole("heading", { level: 1, name: entry.title, exact: true }).waitFor();
      expect(await page.title()).toBe(staffTitle("prePlanning"));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${entry.path} at ${width} px`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `admin-pre-planning-${width}`);
      await context.close();
    });
  }

  it("puts the urgent request on top, changes a status, and books a consultation with the dialog filled in", async () => {
    const { context, page } = await signedInPage(browser, 1280);
    await page.goto(entry.path);
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await cards.first().waitFor();
    expect(await cards.first().getByRole("heading", { level: 2 }).innerText()).toBe("Urgent Planner");
    await cards.first().getByText("Urgent: a death has occurred").waitFor();
    const calm = cards.filter({ hasText: "Calm Planner" });
    await calm.getByText("Wrote in Spanish").waitFor();
    expect(await calm.getByTestId("estimate-total").innerText()).toBe("$1,295");
    await calm.getByRole("combobox").selectOption("contacted");
    await calm.getByTestId("status-badge").filter({ hasText: "Contacted" }).waitFor();
    await calm.getByRole("button", { name: "Book a consultation" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByLabel("First Name").inputValue()).toBe("Calm");
    expect(await dialog.getByLabel("Email").inputValue()).toBe("calm@example.com");
    expect(await dialog.getByLabel("Message").inputValue()).toContain("Direct cremation");
    await screenshot(page, "admin-pre-planning-book-1280");
    await context.close();
  });

  it("is reached from its tab in the staff nav", async () => {
    const { context, page } = await signedInPage(browser, 1280);
    await page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: entry.nav, exact: true }).click();
    await page.waitForURL((url) => url.pathname === entry.path);
    await page.getByRole("heading", { level: 1, name: entry.title, exact: true }).waitFor();
    await context.close();
  });
});
