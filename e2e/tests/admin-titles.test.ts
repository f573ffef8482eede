import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "../src/browser";
import { E2E_ADMIN } from "../src/server";
import { baseURL } from "./admin-helpers";

/**
 * Every staff page names itself in the tab, after the public site's rule
 * ("{page} | {whose}", packages/client/src/titles.ts): "Events | Staff
 * Portal". The title follows in-app navigation (links, Back), so a page left
 * behind, the 404 page above all, never lends the next one its title.
 */
const title = (name: string) => `${name} | Staff Portal`;

/** Waits for the tab's title (a page sets it once it is shown). */
async function expectTitle(page: Page, expected: string, step: string): Promise<void> {
  await expect.poll(() => page.title(), { message: step }).toBe(expected);
}

/** Marks the loaded document; `stillSameDocument` is false after any full page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}
async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** In-app navigation to an address no link leads to, as the router sees a history change (no page load). */
async function routeTo(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, "", p);
    window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
  }, path);
}

describe("staff page titles", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("names each staff page in the tab as staff move around, and leaving the 404 page drops its title", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/admin/login");
    await expectTitle(page, title("Sign In"), "the login page");
    await markDocument(page);

    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Welcome,").waitFor();
    await expectTitle(page, title("Obituaries"), "the dashboard after signing in");

    const tabs = page.getByRole("navigation", { name: "Staff sections" });
    const visits: Array<[link: string, heading: string, name: string]> = [
      ["Events", "Events", "Events"],
      ["Services", "Services", "Services"],
      ["Photos", "Photo Gallery", "Photos"],
      ["Consultations", "Consultations", "Consultations"],
      ["Contact Messages", "Contact Messages", "Contact Messages"],
      ["Price List", "Price List", "Price List"],
      ["Privacy", "Privacy Requests", "Privacy"],
      ["Notifications", "Notifications", "Notifications"],
      ["Obituaries", "Obituary Dashboard", "Obituaries"],
      ["Contact Messages", "Contact Messages", "Contact Messages"],
    ];
    for (const [link, heading, name] of visits) {
      await tabs.getByRole("link", { name: link, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      await expectTitle(page, title(name), `after the ${link} tab`);
    }

    // An address no page has, reached in the app: the 404 page names itself...
    await routeTo(page, "/admin/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectTitle(page, title("404 Page Not Found"), "the 404 page");
    // ...and leaving it gives the next page its own title back.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("heading", { level: 1, name: "Obituary Dashboard" }).waitFor();
    await expectTitle(page, title("Obituaries"), "Back to Dashboard from the 404 page");

    // Back and Forward through history too.
    await page.goBack();
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectTitle(page, title("404 Page Not Found"), "Back to the 404 page");
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Contact Messages" }).waitFor();
    await expectTitle(page, title("Contact Messages"), "Back from the 404 page");
    await page.goForward();
    await expectTitle(page, title("404 Page Not Found"), "Forward to the 404 page");
    await page.goForward();
    await expectTitle(page, title("Obituaries"), "Forward to the dashboard");

    // The Manage tiles on the dashboard lead to the same titles as the tabs.
    await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: /^Privacy/ }).click();
    await expectTitle(page, title("Privacy"), "the Privacy tile");

    // Signing out lands on the login page, named as such.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await expectTitle(page, title("Sign In"), "after logging out");

    // All of it without a page load: the titles came from the app, not from a fresh index.html.
    expect(await stillSameDocument(page)).toBe(true);
    await context.close();
  });

  it("gives a page opened directly its title, the 404 page and /admin/obituaries included", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/admin/this-was-never-a-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectTitle(page, title("404 Page Not Found"), "a 404 opened directly");

    // Not signed in: the staff page sends the visitor to sign in, and the tab says so.
    await page.goto("/admin/consultations");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await expectTitle(page, title("Sign In"), "a staff page before signing in");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // Back where they asked to go.
    await page.getByRole("heading", { level: 1, name: "Consultations" }).waitFor();
    await expectTitle(page, title("Consultations"), "the staff page after signing in");

    await page.goto("/admin/obituaries");
    await page.getByRole("heading", { level: 1, name: "Obituary Dashboard" }).waitFor();
    await expectTitle(page, title("Obituaries"), "/admin/obituaries");
    await context.close();
  });
});
