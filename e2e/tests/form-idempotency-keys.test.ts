import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../src/browser";
import { unique } from "./admin-helpers";
import { openPage, toastTitled, untilHydrated } from "./public-helpers";
import { liveObituary, staffApi } from "./records-helpers";

/**
 * The guest-book form in a real browser: each message goes with an
 * Idempotency-Key; when the server answers 503 (the database coming back) and
 * the visitor posts again, the same key goes with it, so a message the server
 * did store is not stored twice; the next message has a new key.
 */
describe("the site's forms send an Idempotency-Key", () => {
  let browser: Browser;
  let obituaryId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    const staff = await staffApi();
    obituaryId = await liveObituary(staff, {
      firstName: "Evelyn",
      lastName: `Keys ${unique()}`,
      dateOfBirth: "1940-02-11",
      dateOfDeath: "2026-11-01",
      biography: "She answered every letter by hand.",
      submitterName: "Paul",
      submitterEmail: "paul@example.com",
    });
  });
  afterAll(() => browser?.close());

  it("the same key when a post is sent again after a 503, a new one for the next message", async () => {
    const { context, page } = await openPage(browser, `/obituaries/${obituaryId}`);
    try {
      await untilHydrated(page);
      const keys: string[] = [];
      let failNext = true;
      await page.route("**/trpc/guestBook.add**", async (route) => {
        keys.push(route.request().headers()["idempotency-key"] ?? "");
        if (failNext) {
          failNext = false;
          // As the API answers while the database comes back: the visitor cannot know whether it was stored.
          await route.fulfill({
            status: 503,
            headers: { "content-type": "application/json", "retry-after": "5" },
            body: JSON.stringify({ error: { json: { message: "The service is briefly unavailable. Please try again in a moment.", code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } } } }),
          });
          return;
        }
        await route.continue();
      });
      const post = async () => {
        const answered = page.waitForResponse((r) => r.url().includes("/trpc/guestBook.add"));
        await page.getByRole("button", { name: "Post Message" }).click();
        return (await answered).status();
      };
      await page.getByLabel("Your Name").fill("Marie");
      await page.getByLabel("Your Message").fill("She wrote to me every Christmas for forty years.");
      expect(await post()).toBe(503);
      await toastTitled(page, "Failed to Add Message").waitFor();
      // The visitor presses the button again, the same words in the form.
      expect(await post()).toBe(200);
      await expect.poll(() => page.getByLabel("Your Message").inputValue()).toBe("");

      await page.getByLabel("Your Name").fill("Marie");
      await page.getByLabel("Your Message").fill("And a second note, from all of us.");
      expect(await post()).toBe(200);

      expect(keys, JSON.stringify(keys)).toHaveLength(3);
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(keys[1], "sent again after the 503").toBe(keys[0]);
      expect(keys[2], "the next message").not.toBe(keys[0]);
    } finally {
      await context.close();
    }
  });
});
