import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "../src/browser";
import { E2E_ADMIN } from "../src/server";
import { baseURL, expectToast, revokeSession, sessionToken, signedInPage } from "./admin-helpers";

describe("staff sign-in, sign-out and session expiry", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("asks for both fields, then reports the server's refusal", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill("   ");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Missing Information", "Please enter both username and password");

    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Login Failed", "Invalid username or password");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await context.close();
  });

  it("sends a visitor who is not signed in from the dashboard to the login page", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    for (const path of ["/admin", "/admin/obituaries", "/admin/events"]) {
      await page.goto(path);
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/admin/login");
    }
    await context.close();
  });

  it("signs in with a welcome, shows the dashboard, and logs out", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/admin/login");
    // Keyboard only: type, Tab, type, Enter.
    await page.getByLabel("Username").focus();
    await page.keyboard.type(E2E_ADMIN.username);
    await page.keyboard.press("Tab");
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press("Enter");
    await expectToast(page, "Login Successful", `Welcome back ${E2E_ADMIN.username}`);
    await page.getByRole("heading", { name: "Obituary Dashboard" }).waitFor();
    await page.getByText(`Welcome, ${E2E_ADMIN.username}`).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");

    await page.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Logged Out");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    // The session is gone on the server too: the dashboard sends us back.
    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await context.close();
  });

  it("sends a revoked session back to the login page and keeps what was typed in an open dialog", async () => {
    const { context, page } = await signedInPage(browser);
    await page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: "Events" }).click();
    await page.getByRole("heading", { name: "Events", exact: true }).waitFor();
    await page.getByRole("button", { name: "Create Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Event" });
    await dialog.getByLabel("Title *").fill("Typed before the session ended");

    await revokeSession(await sessionToken(context));
    await dialog.getByLabel("Date *").fill("2030-05-01");
    await dialog.getByLabel("Time *").fill("14:00");
    await dialog.getByRole("button", { name: "Create Event" }).click();

    await expectToast(page, "Session Expired", "Please log in again to continue");
    await page.getByText("Session expired. Please log in again.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");

    // Signing in again returns to the page, and the dialog still holds the text.
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Events", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/events");
    await page.getByRole("button", { name: "Create Event" }).click();
    const again = page.getByRole("dialog", { name: "Create New Event" });
    await again.getByText("Your unsaved entries were restored.").waitFor();
    expect(await again.getByLabel("Title *").inputValue()).toBe("Typed before the session ended");
    await again.getByRole("button", { name: "Cancel" }).click();
    await context.close();
  });

  it("signs out to the login page when a page's data call answers 401", async () => {
    const { context, page } = await signedInPage(browser);
    await revokeSession(await sessionToken(context));
    // A client-side move to another page asks the server for its list.
    await page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: "Consultations" }).click();
    await page.getByText("Session expired. Please log in again.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    // Signing in again goes back to the page the session ended on.
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Consultations", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/consultations");
    await context.close();
  });
});
