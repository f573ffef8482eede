import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "../src/browser";
import { baseURL, expectToast, getJson, signedInPage } from "./admin-helpers";

/**
 * Works on obituaries the demo seed leaves pending (SPEC §4 lifecycle):
 * Vincent Delgado goes through approve, edit, unlist, approve again and delete;
 * Agnes Whitaker is previewed and declined.
 */
const card = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** The names on the public /obituaries page, checked against GET /api/obituaries too. */
async function publicNames(browser: Browser): Promise<string> {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto("/obituaries");
  await page.getByRole("heading", { name: "Memorial Tributes" }).waitFor();
  await page.getByText("Eleanor Whitfield").first().waitFor();
  const text = await page.locator("body").innerText();
  await context.close();
  const api = await getJson<{ firstName: string; lastName: string }[]>("/api/obituaries");
  const apiNames = api.map((o) => `${o.firstName} ${o.lastName}`);
  // Both views of the public list must agree on who is shown.
  for (const name of ["Vincent Delgado", "Vincent Delgado-Reyes", "Agnes Whitaker"]) {
    expect(text.includes(name), `page vs API for ${name}`).toBe(apiNames.some((n) => n.startsWith(name)));
  }
  return text;
}

describe("obituary moderation", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("approves, edits, unlists, restores and deletes an obituary, and the public list follows", async () => {
    const { context, page } = await signedInPage(browser);
    const pending = page.getByRole("region", { name: /Pending Review/ });
    const live = page.getByRole("region", { name: /^Live/ });
    await pending.getByRole("heading", { name: "Vincent Delgado" }).waitFor();
    expect(await publicNames(browser)).not.toContain("Vincent Delgado");
    const pendingBefore = Number(await page.getByTestId("pending-count").innerText());
    const liveBefore = Number(await page.getByTestId("approved-count").innerText());

    // Approve: live on the public site.
    await card(page, "Vincent Delgado").getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "Obituary Approved");
    await live.getByRole("heading", { name: "Vincent Delgado" }).waitFor();
    expect(Number(await page.getByTestId("pending-count").innerText())).toBe(pendingBefore - 1);
    expect(Number(await page.getByTestId("approved-count").innerText())).toBe(liveBefore + 1);
    expect(await publicNames(browser)).toContain("Vincent Delgado");
    const viewLive = card(page, "Vincent Delgado").getByRole("link", { name: "View Live Page" });
    expect(await viewLive.getAttribute("href")).toMatch(/^\/obituaries\/\d+$/);

    // Edit: the dialog of SPEC §2, and the change reaches the public page.
    await card(page, "Vincent Delgado").getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Obituary" });
    expect(await dialog.getByLabel("First Name").inputValue()).toBe("Vincent");
    await dialog.getByLabel("Last Name").fill("Delgado-Reyes");
    await dialog.getByLabel("Submitter Phone (optional)").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Obituary Updated Successfully!", "All changes have been saved to the database");
    await live.getByRole("heading", { name: "Vincent Delgado-Reyes" }).waitFor();
    expect(await publicNames(browser)).toContain("Vincent Delgado-Reyes");

    // A refused edit says why and keeps the dialog open.
    await card(page, "Vincent Delgado-Reyes").getByRole("button", { name: "Edit" }).click();
    await dialog.getByLabel("Submitter Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText("Invalid email").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });

    // Unlist: hidden from the public, still findable by staff.
    await card(page, "Vincent Delgado-Reyes").getByRole("button", { name: "Unlist" }).click();
    await expectToast(page, "Obituary Unlisted");
    const setAside = page.getByRole("region", { name: /Declined and Unlisted/ });
    await setAside.getByRole("heading", { name: "Vincent Delgado-Reyes" }).waitFor();
    expect(await card(page, "Vincent Delgado-Reyes").getByText("Unlisted", { exact: true }).isVisible()).toBe(true);
    expect(await publicNames(browser)).not.toContain("Vincent Delgado-Reyes");

    // Approve again brings it back.
    await card(page, "Vincent Delgado-Reyes").getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "Obituary Approved");
    await live.getByRole("heading", { name: "Vincent Delgado-Reyes" }).waitFor();

    // Delete asks first, with a permanent-delete warning.
    await card(page, "Vincent Delgado-Reyes").getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Obituary" });
    await confirm.getByText(/permanently delete/).waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await live.getByRole("heading", { name: "Vincent Delgado-Reyes" }).waitFor();
    await card(page, "Vincent Delgado-Reyes").getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete Permanently" }).click();
    await expectToast(page, "Obituary Deleted");
    await page.getByRole("heading", { name: "Vincent Delgado-Reyes" }).waitFor({ state: "detached" });
    expect(await publicNames(browser)).not.toContain("Vincent Delgado-Reyes");
    await context.close();
  });

  it("previews a pending obituary as the public page shows it, then declines it", async () => {
    const { context, page } = await signedInPage(browser);
    await card(page, "Agnes Whitaker").getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog", { name: "Preview" });
    await preview.getByRole("heading", { name: "Agnes Whitaker" }).waitFor();
    // Long US dates, as on /obituaries/{id}.
    expect(await preview.innerText()).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4} – [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await page.keyboard.press("Escape");
    await preview.waitFor({ state: "detached" });

    await card(page, "Agnes Whitaker").getByRole("button", { name: "Decline" }).click();
    await expectToast(page, "Obituary Declined");
    const setAside = page.getByRole("region", { name: /Declined and Unlisted/ });
    await setAside.getByRole("heading", { name: "Agnes Whitaker" }).waitFor();
    expect(await card(page, "Agnes Whitaker").getByText("Declined", { exact: true }).isVisible()).toBe(true);
    expect(await publicNames(browser)).not.toContain("Agnes Whitaker");
    await context.close();
  });
});
