import { staffPages, staffTitle } from "@fh/validators/site";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, seriousViolations } from "../src/browser";
import { signedInPage } from "./admin-helpers";

/** The staff page /admin/system, signed in, on a phone and on a desktop: its heading, its tab title, nothing serious for axe. */
describe("the staff page /admin/system", () => {
  const entry = staffPages.system;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const width of [375, 1280]) {
    it(`opens at ${width} px with its heading and tab title`, async () => {
      const { context, page } = await signedInPage(browser, width);
      await page.goto(entry.path);
      await page.getByRole("heading", { level: 1, name: entry.title, exact: true }).waitFor();
      expect(await page.title()).toBe(staffTitle("system"));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${entry.path} at ${width} px`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `admin-system-${width}`);
      await context.close();
    });
  }

  it("backs up on request, then shows the result and the archive's download; the export is a ZIP", async () => {
    const { context, page } = await signedInPage(browser, 1280);
    await page.goto(entry.path);
    await page.getByRole("button", { name: "Back Up Now" }).click();
    await page.getByTestId("last-backup").getByText("Worked").waitFor({ timeout: 120_000 });
    const link = page.getByTestId("archives").getByRole("link", { name: /^Download/ }).first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/api\/admin\/system\/backups\/backup-\d{8}-\d{6}\.tar\.gz$/);
    const archive = await page.request.get(href!);
    expect(archive.status()).toBe(200);
    expect(archive.headers()["content-type"]).toBe("application/gzip");
    const zip = await page.request.get("/api/admin/system/export.zip");
    expect(zip.status()).toBe(200);
    expect((await zip.body()).subarray(0, 2).toString()).toBe("PK");
    await screenshot(page, "admin-system-backed-up-1280");
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
