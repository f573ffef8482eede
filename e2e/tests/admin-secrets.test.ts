import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot } from "../src/browser";
import { baseURL, expectToast, signedInPage } from "./admin-helpers";

/** RFC 6238's code for now (30-second steps, 6 digits, SHA-1), as an authenticator app would show it. */
function totpNow(base32Key: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32Key) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Secrets shown once (a one-time password, recovery codes) can be copied, and the codes saved as a .txt file. */
describe("one-time passwords and recovery codes", () => {
  let browser: Browser;
  const username = `clerk${Date.now().toString(36)}`;
  const ownPassword = "harbor willow morning lantern";
  let oneTime = "";
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("Copy puts the one-time password on the clipboard, and it has no look-alike characters", async () => {
    const { context, page } = await signedInPage(browser, 1280);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/admin/staff");
    const form = page.getByRole("region", { name: "Add a Colleague" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Display name").fill("Front Office");
    await form.getByRole("button", { name: "Add Account" }).click();
    const shown = page.getByTestId("one-time-password");
    oneTime = (await shown.textContent())?.trim() ?? "";
    expect(oneTime).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){5}$/);
    expect(oneTime).not.toMatch(/[Oo0Il1]/);
    await page.locator("section", { has: shown }).getByRole("button", { name: "Copy", exact: true }).click();
    await expectToast(page, "Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oneTime);
    await screenshot(page, "admin-one-time-password-copy-1280");
    await context.close();
  });

  it("recovery codes have Copy, Download (.txt) and Print, and print alone", async () => {
    const context = await newContext(browser, baseURL, 1280);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
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
    await page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
    const key = (await page.getByTestId("totp-key").textContent())?.trim() ?? "";
    await page.getByLabel("Code from the app").fill(totpNow(key));
    await page.getByRole("button", { name: "Turn On" }).click();
    const list = page.getByTestId("recovery-codes");
    await list.waitFor();
    const codes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
    expect(codes.length).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expectToast(page, "Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const code of codes) expect(copied).toContain(code);
    expect(copied).toContain(username);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download (.txt)" }).click()]);
    expect(download.suggestedFilename()).toBe(`recovery-codes-${username}.txt`);
    const saved = await readFile((await download.path())!, "utf8");
    for (const code of codes) expect(saved).toContain(code);

    await page.getByRole("button", { name: "Print" }).waitFor();
    // On paper: the codes, without the nav, the page's other sections or the buttons.
    await page.emulateMedia({ media: "print" });
    // A :has() rule may apply a frame after the medium changes (it failed now and then when read at once): poll.
    await expect.poll(() => page.locator(`nav[aria-label="Staff sections"]`).evaluate((nav) => getComputedStyle(nav).visibility)).toBe("hidden");
    expect(await list.evaluate((el) => getComputedStyle(el).visibility)).toBe("visible");
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    await screenshot(page, "admin-recovery-codes-print");
    await page.emulateMedia({ media: "screen" });
    await screenshot(page, "admin-recovery-codes-1280");
    await context.close();
  });
});
