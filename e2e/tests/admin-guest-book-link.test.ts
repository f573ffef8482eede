import { adminGuestBookPath } from "@fh/validators/site";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, seriousViolations } from "../src/browser";
import { E2E_ADMIN } from "../src/server";
import { baseURL, isoDay, postJson, sessionToken, signedInPage, staffFetch, unique } from "./admin-helpers";

/**
 * The staff guest-book digest links each memorial to the staff Guest Book
 * kept to that memorial's messages (adminGuestBookPath, the link the digest
 * writes). Opened from an email by someone signed out, it goes through the
 * sign-in page and comes back filtered.
 */
describe("the staff digest's link to one memorial's guest book", () => {
  let browser: Browser;
  let token: string;
  const tag = unique();
  let waitingOn = 0;
  let elsewhere = 0;

  async function liveObituary(firstName: string, lastName: string): Promise<number> {
    const res = await staffFetch(token, "/api/admin/obituaries", {
      method: "POST",
      body: JSON.stringify({
        firstName,
        lastName,
        dateOfBirth: "1944-02-11",
        dateOfDeath: isoDay(-4),
        biography: "Known on every porch of the street.",
        submitterName: "Family",
        submitterEmail: "family@example.com",
        state: "live",
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context } = await signedInPage(browser);
    token = await sessionToken(context);
    await context.close();
    waitingOn = await liveObituary("Ernest", `Pierre ${tag}`);
    elsewhere = await liveObituary("Claire", `Moreau ${tag}`);
    const care = await staffFetch(token, "/trpc/admin.obituaries.setGuestBookCare", {
      method: "POST",
      body: JSON.stringify({ json: { id: waitingOn, guestBookMode: "moderated" } }),
    });
    expect(care.status).toBe(200);
    for (const [id, message] of [
      [waitingOn, `Held for review ${tag}`],
      [elsewhere, `On another memorial ${tag}`],
    ] as const) {
      const res = await postJson(`/api/obituaries/${id}/guestbook`, { authorName: "Neighbor", authorEmail: "", message });
      expect(res.status).toBeLessThan(300);
    }
  });
  afterAll(() => browser?.close());

  it("opens, after signing in, on that memorial's messages only, naming it; Show every memorial lifts the filter", async () => {
    const context = await newContext(browser, baseURL, 1280);
    const page = await context.newPage();
    await page.goto(adminGuestBookPath(waitingOn));
    // Signed out: the sign-in page first, then back to the link as sent.
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/guest-book" && url.searchParams.get("obituary") === String(waitingOn));

    const banner = page.getByTestId("guest-book-memorial");
    await banner.getByText(`Ernest Pierre ${tag}`).waitFor();
    expect(await banner.textContent()).toContain(`Messages on the memorial of Ernest Pierre ${tag}`);
    const entries = page.getByTestId("guest-book-entry");
    await entries.filter({ hasText: `Held for review ${tag}` }).waitFor();
    expect(await entries.count()).toBe(1);
    expect(await entries.first().getByTestId("status-badge").textContent()).toBe("Waiting");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-guest-book-memorial-1280");

    await banner.getByRole("button", { name: "Show every memorial" }).click();
    await entries.filter({ hasText: `On another memorial ${tag}` }).waitFor();
    expect(new URL(page.url()).searchParams.has("obituary")).toBe(false);
    expect(await page.getByTestId("guest-book-memorial").count()).toBe(0);
    await context.close();
  });

  it("fits a phone", async () => {
    const { context, page } = await signedInPage(browser, 375);
    await page.goto(adminGuestBookPath(waitingOn));
    await page.getByTestId("guest-book-memorial").getByText(`Ernest Pierre ${tag}`).waitFor();
    await page.getByTestId("guest-book-entry").filter({ hasText: `Held for review ${tag}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-guest-book-memorial-375");
    await context.close();
  });
});
