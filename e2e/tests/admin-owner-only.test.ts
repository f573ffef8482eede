import { OWNER_ONLY_ADMIN_PAGES, staffPages } from "@fh/validators/site";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, seriousViolations } from "../src/browser";
import { baseURL, expectToast, signedInPage } from "./admin-helpers";

/** A staff (not owner) account that opens an owner-only page by its address sees a sentence and a way back, not the owner's forms. */
describe("owner-only pages, opened by a staff account", () => {
  let browser: Browser;
  const username = `desk${Date.now().toString(36)}`;
  const ownPassword = "willow lantern evening harbor";
  let oneTime = "";
  beforeAll(async () => {
    browser = await launchBrowser();
    const { context, page } = await signedInPage(browser, 1280);
    await page.goto("/admin/staff");
    const form = page.getByRole("region", { name: "Add a Colleague" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Display name").fill("Front Desk");
    await form.getByRole("button", { name: "Add Account" }).click();
    oneTime = (await page.getByTestId("one-time-password").textContent())?.trim() ?? "";
    await context.close();
  });
  afterAll(() => browser?.close());

  it("shows 'Only an owner can see this page' with a link to the dashboard, and no form, on every owner-only page", async () => {
    expect(OWNER_ONLY_ADMIN_PAGES.length).toBeGreaterThan(0);
    const context = await newContext(browser, baseURL, 1280);
    const page = await context.newPage();
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(oneTime);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/admin/account");
    await page.getByLabel("Current password").fill(oneTime);
    await page.getByLabel("New password").first().fill(ownPassword);
    await page.getByLabel("New password again").fill(ownPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password Changed");

    for (const key of OWNER_ONLY_ADMIN_PAGES) {
      const { path, title } = staffPages[key];
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      const refusal = page.getByTestId("owner-only");
      await refusal.getByText("Only an owner can see this page").waitFor();
      expect(await page.locator("main form, main input, main select, main textarea").count(), path).toBe(0);
      expect(await page.getByText(/Failed to load/i).count(), path).toBe(0);
      expect(await page.title(), path).toBe(`${title} | Staff Portal`);
      expect(await seriousViolations(page), path).toEqual([]);
      await screenshot(page, `admin-owner-only-${key}-1280`);
    }

    await page.getByTestId("owner-only").getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === staffPages.dashboard.path);
    await page.getByText("Welcome,").waitFor();
    await context.close();
  });
});
