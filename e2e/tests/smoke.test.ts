import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext, screenshot, seriousViolations } from "../src/browser";

const baseURL = inject("baseURL");

describe("the built site on a fresh embedded database", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("serves the memorial list from the API", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const cspViolations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    await page.goto("/obituaries");
    // Pages are loaded per route (code splitting): wait for it rather than test at once.
    await page.getByRole("heading", { name: "Memorial Tributes" }).waitFor();
    await page.getByText("Eleanor Whitfield").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "smoke-obituaries-1280");
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it("shows the 404 page with status 404 for unknown paths", async () => {
    const context = await newContext(browser, baseURL, 375);
    const page = await context.newPage();
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await context.close();
  });

  it("serves the staff login page", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await page.getByText("Lake Worth Family Funeral Home").waitFor();
    await screenshot(page, "smoke-admin-login-1280");
    await context.close();
  });
});
