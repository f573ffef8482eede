import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../src/browser";
import { unique } from "./admin-helpers";
import { openPage, untilHydrated } from "./public-helpers";
import { liveObituary, staffApi } from "./records-helpers";

/**
 * A memorial the browser could not read (503 while the database comes back)
 * is never shown as "Obituary Not Found": the page says it could not be
 * loaded just now, and Try again reads it once the service answers.
 */
describe("a memorial that could not be read", () => {
  let browser: Browser;
  let obituaryId: number;
  const lastName = `Unreadable ${unique()}`;
  beforeAll(async () => {
    browser = await launchBrowser();
    obituaryId = await liveObituary(await staffApi(), {
      firstName: "Walter",
      lastName,
      dateOfBirth: "1933-07-04",
      dateOfDeath: "2026-10-30",
      biography: "He fixed every bicycle on the street.",
      submitterName: "June",
      submitterEmail: "june@example.com",
    });
  });
  afterAll(() => browser?.close());

  it("says it could not be loaded and offers to try again, then shows the memorial", async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await openPage(browser, "/", width);
      try {
        await untilHydrated(page);
        let unavailable = true;
        await page.route("**/trpc/**obituaries.byId**", async (route) => {
          if (!unavailable) return route.continue();
          const error = { json: { message: "The service is briefly unavailable. Please try again in a moment.", code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } } };
          const batched = route.request().url().includes("batch=1");
          const calls = batched ? new URL(route.request().url()).pathname.split("/").pop()!.split(",").length : 1;
          await route.fulfill({
            status: 503,
            headers: { "content-type": "application/json", "retry-after": "5" },
            body: JSON.stringify(batched ? Array.from({ length: calls }, () => ({ error })) : { error }),
          });
        });
        // The app's own navigation, so the browser asks for the memorial itself.
        await page.evaluate((path) => {
          window.history.pushState({}, "", path);
          window.dispatchEvent(new PopStateEvent("popstate"));
        }, `/obituaries/${obituaryId}`);
        await page.getByRole("heading", { name: "This memorial could not be loaded just now" }).waitFor();
        expect(await page.getByRole("heading", { name: "Obituary Not Found" }).count()).toBe(0);
        await screenshot(page, `obituary-unavailable-${width}`);
        unavailable = false;
        await page.getByRole("button", { name: "Try again" }).click();
        await page.getByRole("heading", { name: new RegExp(lastName) }).first().waitFor();
      } finally {
        await context.close();
      }
    }
  });
});
