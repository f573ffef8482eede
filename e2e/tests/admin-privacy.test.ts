import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, seriousViolations } from "../src/browser";
import { expectToast, getJson, postJson, signedInPage, unique } from "./admin-helpers";

describe("privacy requests", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("finds what is stored for an email address from the dashboard, then erases it on confirmation", async () => {
    const email = `erase.me.${unique()}@example.com`;
    const contact = await postJson("/api/contact", { name: "Erase Me", email, phone: "", message: "Please call me about my mother." });
    expect(contact.status).toBeLessThan(300);
    const [live] = await getJson<Array<{ id: number }>>("/api/obituaries");
    const signed = await postJson(`/api/obituaries/${live!.id}/guestbook`, {
      authorName: "Erase Me",
      authorEmail: email.toUpperCase(),
      message: "Thinking of your family.",
    });
    expect(signed.status).toBeLessThan(300);

    const { context, page } = await signedInPage(browser);
    await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: /Privacy/ }).click();
    await page.getByRole("heading", { name: "Privacy Requests" }).waitFor();

    // The address is checked like the server checks it.
    await page.getByLabel("Email address").fill("not an address");
    await page.getByRole("button", { name: "Look Up" }).click();
    await page.getByText("Invalid email").waitFor();

    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Look Up" }).click();
    await page.getByRole("heading", { name: `Stored for ${email}` }).waitFor();
    expect(await page.getByTestId("count-contactMessages").textContent()).toBe("1");
    expect(await page.getByTestId("count-guestBookEntries").textContent()).toBe("1");
    expect(await page.getByTestId("count-consultations").textContent()).toBe("0");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-privacy-1280");

    // Nothing goes without the confirmation.
    await page.getByRole("button", { name: "Erase Everything for This Address" }).click();
    const dialog = page.getByRole("dialog", { name: "Erase Personal Data" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Erase Everything for This Address" }).click();
    await dialog.getByRole("button", { name: "Erase", exact: true }).click();
    await expectToast(page, "Data Erased");

    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Look Up" }).click();
    await page.getByText(`Nothing is stored for ${email}.`).waitFor();
    const entries = await getJson<Array<{ message: string }>>(`/api/obituaries/${live!.id}/guestbook`);
    expect(entries.map((e) => e.message)).not.toContain("Thinking of your family.");
    await context.close();
  });
});
