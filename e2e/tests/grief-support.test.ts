import { defaultBusiness } from "@fh/validators";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext, screenshot, seriousViolations } from "../src/browser";

const baseURL = inject("baseURL");

describe("/grief-support and /more-grief-resources", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const width of [375, 1280]) {
    it(`shows every section of /grief-support at ${width} px, with no serious axe violation`, async () => {
      const context = await newContext(browser, baseURL, width);
      const page = await context.newPage();
      const res = await page.goto("/grief-support");
      expect(res?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: "Grief Support" }).waitFor();

      for (const [level, name] of [
        [2, "Immediate Support"],
        [2, "Local Support Providers"],
        [2, "Understanding Grief"],
        [3, "Coping Strategies"],
        [2, "Helpful Resources"],
        [2, "When to Seek Professional Help"],
        [2, "Memorial Ideas"],
      ] as const) {
        expect(await page.getByRole("heading", { level, name, exact: true }).count(), name).toBe(1);
      }
      // 988 and the home's own 24/7 line, both as phone links.
      expect(await page.locator('a[href="tel:988"]').count()).toBeGreaterThan(0);
      expect(await page.locator('a[href="sms:988"]').count()).toBe(1);
      await page.getByRole("link", { name: `Call ${defaultBusiness.phone}` }).first().waitFor();
      expect(await page.getByRole("link", { name: "Back to Main Site" }).getAttribute("href")).toBe("/");
      expect(await page.getByText("Breathe in for 4, hold for 4, out for 4").count()).toBe(1);
      expect(await page.getByRole("link", { name: "Book Consultation", exact: true }).first().getAttribute("href")).toBe("/book-consultation");

      for (const stage of ["Denial", "Anger", "Bargaining", "Depression", "Acceptance"]) {
        expect(await page.getByRole("heading", { name: stage, exact: true }).count(), stage).toBe(1);
      }
      await page.getByText("Grief is not linear.").waitFor();
      expect(await page.locator("#understanding-grief h4").count()).toBe(5);
      expect(await page.locator("#memorial-ideas li").count()).toBe(6);
      expect(await page.locator("#local-providers li").count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator('#local-providers a[href^="tel:+1561555"]').count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator("#local-providers").getByText("13 weeks").count()).toBeGreaterThanOrEqual(3);

      const guides = page.locator('#resources a[href^="/attached-assets/"]');
      expect(await guides.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
        "/attached-assets/understanding-grief-guide.pdf",
        "/attached-assets/helping-children-grief-guide.pdf",
        "/attached-assets/holiday-grief-guide.pdf",
      ]);
      expect(await page.getByRole("link", { name: "Request Referral" }).getAttribute("href")).toBe(
        "/book-consultation?interest=grief-support",
      );
      expect(await page.locator('a[href="/more-grief-resources"]').count()).toBeGreaterThan(0);

      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `grief-support-${width}`);
      await context.close();
    });

    it(`shows the resource directory at ${width} px, with no serious axe violation`, async () => {
      const context = await newContext(browser, baseURL, width);
      const page = await context.newPage();
      const res = await page.goto("/more-grief-resources");
      expect(res?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: "More Grief Resources" }).waitFor();
      for (const name of [
        "Specialized Grief Services",
        "Support Group Locations",
        "Faith-Based Support",
        "Therapy & Counseling",
        "Community Resources",
      ]) {
        expect(await page.getByRole("heading", { name, exact: true }).count(), name).toBe(1);
      }
      expect(await page.locator("#groups").getByText(/sessions begin/).count()).toBeGreaterThanOrEqual(2);
      expect(await page.getByRole("link", { name: "Book Consultation", exact: true }).first().getAttribute("href")).toBe("/book-consultation");
      await page.getByRole("link", { name: `Call ${defaultBusiness.phone}` }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `more-grief-resources-${width}`);

      await page.getByRole("link", { name: "Back to Grief Support" }).first().click();
      await page.waitForURL("**/grief-support");
      await page.getByRole("heading", { level: 1, name: "Grief Support" }).waitFor();
      await context.close();
    });
  }

  it("runs the breathing exercise as an m:ss countdown, and Stop returns it to idle", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/grief-support");
    const timer = page.getByRole("timer");
    await timer.waitFor();
    expect(await timer.textContent()).toBe("4:00");

    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.clock.runFor(3000);
    await expect.poll(() => timer.textContent()).toBe("3:57");
    await page.clock.runFor(62_000);
    await expect.poll(() => timer.textContent()).toBe("2:55");

    // Stop: back to idle, and focus stays on the one button, now 'Start'.
    const stop = page.getByRole("button", { name: "Stop", exact: true });
    await stop.click();
    await expect.poll(() => timer.textContent()).toBe("4:00");
    await page.getByRole("button", { name: "Start", exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Start");
    await page.clock.runFor(5000);
    expect(await timer.textContent()).toBe("4:00");

    // Left to run, it ends by itself at 240 seconds.
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Stop", exact: true }).waitFor();
    await page.clock.runFor(240_000);
    await page.getByRole("button", { name: "Start", exact: true }).waitFor();
    expect(await timer.textContent()).toBe("4:00");
    await page.getByText("Well done. Take a moment before you go on.").waitFor();
    await context.close();
  });
});
