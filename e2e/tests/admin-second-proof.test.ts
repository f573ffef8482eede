import { request } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot } from "../src/browser";
import { baseURL, expectToast, signedInPage, unique } from "./admin-helpers";
import { staffApi } from "./records-helpers";

/**
 * The staff side of sign-in during a guessing attack: an owner gives a
 * colleague an email address on Staff Accounts; after 100 failed sign-ins
 * spread over 20 addresses, the colleague's right password from the browser
 * (an address the account never used) is answered with "we emailed you a
 * link", not a lock-out; a link that is not valid says so. Screenshots at 375
 * and 1280 px.
 */

/** A sign-in attempt from a loopback address of its own; answers the status. */
function loginFrom(localAddress: string, username: string, password: string): Promise<number> {
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = request(
      new URL("/api/auth/login", baseURL),
      { method: "POST", localAddress, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: baseURL } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("staff sign-in during a guessing attack", () => {
  let browser: Browser;
  const username = `arranger${unique()}`.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 30);
  let oneTimePassword = "";
  beforeAll(async () => {
    browser = await launchBrowser();
    const staff = await staffApi();
    const made = (await staff.call("POST", "/trpc/admin.staffAccounts.create", { json: { username, displayName: "Arranger", role: "staff" } })) as {
      result: { data: { json: { oneTimePassword: string } } };
    };
    oneTimePassword = made.result.data.json.oneTimePassword;
  });
  afterAll(() => browser?.close());

  it("an owner sets a colleague's email address on Staff Accounts", async () => {
    for (const width of [1280, 375]) {
      const { context, page } = await signedInPage(browser, width);
      try {
        await page.goto("/admin/staff");
        const field = page.getByLabel("Email address of Arranger");
        await field.fill(width === 1280 ? "arranger@example.com" : "arranger.desk@example.com");
        await page.getByRole("button", { name: "Save Email" }).first().click();
        await expectToast(page, "Email Saved");
        await screenshot(page, `admin-staff-email-${width}`);
      } finally {
        await context.close();
      }
    }
  });

  it("after 100 failures spread over 20 addresses, the right password from a new address is asked for the emailed link", async () => {
    for (let a = 0; a < 20; a++) {
      for (let g = 0; g < 5; g++) expect(await loginFrom(`127.0.0.${150 + a}`, username, `guess ${a} ${g}`)).toBe(401);
    }
    expect(await loginFrom("127.0.0.199", username, "one guess more")).toBe(429);
    for (const width of [1280, 375]) {
      const context = await newContext(browser, baseURL, width);
      const page = await context.newPage();
      try {
        await page.goto("/admin/login");
        await page.getByLabel("Username").fill(username);
        await page.getByLabel("Password").fill(oneTimePassword);
        await page.getByRole("button", { name: "Sign In" }).click();
        await page.getByRole("status").filter({ hasText: "we emailed you a link" }).waitFor();
        expect(page.url()).toContain("/admin/login");
        await screenshot(page, `admin-login-link-sent-${width}`);
      } finally {
        await context.close();
      }
    }
  });

  it("a link that is not valid says so on the sign-in page, and leaves the address bar", async () => {
    const context = await newContext(browser, baseURL, 375);
    const page = await context.newPage();
    try {
      await page.goto(`/admin/login#sign-in=${"A".repeat(43)}`);
      await page.getByRole("status").filter({ hasText: "This link is not valid any more" }).waitFor();
      expect(new URL(page.url()).hash).toBe("");
      await screenshot(page, "admin-login-link-invalid-375");
    } finally {
      await context.close();
    }
  });

  it("Your Account has a place to change your email address", async () => {
    const { context, page } = await signedInPage(browser, 1280);
    try {
      await page.goto("/admin/account");
      await page.getByRole("heading", { name: "Your Email Address" }).waitFor();
      await screenshot(page, "admin-account-email-1280");
    } finally {
      await context.close();
    }
  });
});
