import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, seriousViolations } from "../src/browser";
import { baseURL, signIn } from "./admin-helpers";

const pages = [
  { path: "/admin", name: "dashboard", ready: (p: Page) => p.getByRole("heading", { name: "Pending Review" }).waitFor() },
  { path: "/admin/events", name: "events", ready: (p: Page) => p.getByRole("button", { name: "Create Event" }).waitFor() },
  { path: "/admin/services", name: "services", ready: (p: Page) => p.getByRole("button", { name: "Create Service" }).waitFor() },
  { path: "/admin/photos", name: "photos", ready: (p: Page) => p.getByRole("heading", { name: "Upload Guidelines" }).waitFor() },
  {
    path: "/admin/consultations",
    name: "consultations",
    ready: (p: Page) => p.getByRole("list", { name: "Consultations by status" }).getByText("Cancelled").waitFor(),
  },
  {
    path: "/admin/contact-messages",
    name: "contact-messages",
    ready: (p: Page) => p.getByRole("heading", { name: "Contact Messages", level: 1 }).waitFor(),
  },
] as const;

/** The dialogs staff type into, checked open. */
const dialogs = [
  { path: "/admin/events", button: "Create Event", name: "Create New Event" },
  { path: "/admin/services", button: "Create Service", name: "Create New Service" },
  { path: "/admin/consultations", button: "Create New Consultation", name: "Create New Consultation" },
] as const;

async function settle(page: Page) {
  // Lists load after the page; wait until no spinner is left.
  await page.getByRole("status").filter({ hasText: /^Loading/ }).waitFor({ state: "detached" });
}

describe("every staff page: accessibility and screenshots", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const width of [1280, 768]) {
    it(`login page at ${width}px`, async () => {
      const context = await newContext(browser, baseURL, width);
      const page = await context.newPage();
      await page.goto("/admin/login");
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `admin-login-${width}`);
      await context.close();
    });

    it(`signed-in pages at ${width}px have no serious axe violations`, async () => {
      const context = await newContext(browser, baseURL, width);
      const page = await context.newPage();
      await signIn(page);
      for (const p of pages) {
        await page.goto(p.path);
        await p.ready(page);
        await settle(page);
        expect(await seriousViolations(page), p.path).toEqual([]);
        // Nothing spills sideways at tablet width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${p.path} horizontal overflow`).toBeLessThanOrEqual(0);
        await screenshot(page, `admin-${p.name}-${width}`);
      }
      await context.close();
    });
  }

  it("dialogs are accessible and keyboard usable", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await signIn(page);
    for (const d of dialogs) {
      await page.goto(d.path);
      await page.getByRole("button", { name: d.button }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: d.name });
      await dialog.waitFor();
      // Focus moves into the dialog.
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await seriousViolations(page), d.name).toEqual([]);
      await screenshot(page, `admin-dialog-${d.name.toLowerCase().replace(/\s+/g, "-")}-1280`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }

    // The obituary edit dialog and preview.
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Pending Review" }).waitFor();
    await page.getByRole("button", { name: "Edit" }).first().click();
    const edit = page.getByRole("dialog", { name: "Edit Obituary" });
    await edit.waitFor();
    expect(await seriousViolations(page), "Edit Obituary").toEqual([]);
    await screenshot(page, "admin-dialog-edit-obituary-1280");
    await edit.getByRole("button", { name: "Cancel" }).click();
    await edit.waitFor({ state: "detached" });

    // A staff address that does not exist says so (SPEC §2), with status 404, not the dashboard.
    const response = await page.goto("/admin/no-such-page");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Pending Review" }).count()).toBe(0);
    expect(await seriousViolations(page), "404").toEqual([]);
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("heading", { name: "Pending Review" }).waitFor();
    await context.close();
  });
});
