import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, screenshotDir, seriousViolations } from "../src/browser";
import { baseURL, expectToast, getJson, sessionToken, signedInPage, staffFetch } from "./admin-helpers";

/**
 * Works on obituaries the demo seed leaves pending (SPEC §4 lifecycle):
 * Vincent Delgado goes through approve, edit, unlist, approve again and delete;
 * Agnes Whitaker is previewed and declined; Henrietta Pruitt is declined and
 * the decline undone, twice.
 */
const card = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** The family's "not published" emails in the outbox, as the Notifications page's call lists them. */
async function declineEmailsTo(token: string, recipient: string): Promise<Array<{ status: string; notBefore: string | null }>> {
  const res = await staffFetch(token, "/api/admin/notifications/outbox");
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: Array<{ kind: string; recipient: string; status: string; notBefore: string | null }> };
  return items.filter((m) => m.kind === "family.obituary_declined" && m.recipient === recipient).map(({ status, notBefore }) => ({ status, notBefore }));
}

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

  it("a decline can be undone from its notice: the submission is back in Pending Review and the family's email is gone", async () => {
    const { context, page } = await signedInPage(browser);
    const token = await sessionToken(context);
    const pending = page.getByRole("region", { name: /Pending Review/ });
    const setAside = page.getByRole("region", { name: /Declined and Unlisted/ });
    const notices = page.getByRole("region", { name: /notifications/i });
    await pending.getByRole("heading", { name: "Henrietta Pruitt" }).waitFor();

    // Decline still does not ask (SPEC §5): one click, and the notice offers Undo.
    await card(page, "Henrietta Pruitt").getByRole("button", { name: "Decline" }).click();
    await expectToast(page, "Obituary Declined");
    await notices.getByText(/The family will be emailed in 10 minutes; until then you can undo it\./).waitFor();
    await setAside.getByRole("heading", { name: "Henrietta Pruitt" }).waitFor();
    const held = await declineEmailsTo(token, "laura.pruitt@example.com");
    expect(held).toEqual([expect.objectContaining({ status: "waiting", notBefore: expect.any(String) })]);
    await screenshot(page, "admin-obituaries-decline-undo-1280");

    await notices.getByRole("button", { name: "Undo" }).click();
    await expectToast(page, "Decline Undone", "Henrietta Pruitt is back in Pending Review. No email was sent.");
    await pending.getByRole("heading", { name: "Henrietta Pruitt" }).waitFor();
    await setAside.getByRole("heading", { name: "Henrietta Pruitt" }).waitFor({ state: "detached" });
    expect(await card(page, "Henrietta Pruitt").getByText("Pending", { exact: true }).isVisible()).toBe(true);
    expect(await declineEmailsTo(token, "laura.pruitt@example.com")).toEqual([]);
    await screenshot(page, "admin-obituaries-decline-undone-1280");

    // With a note for the family this time. Once the notice is closed (or replaced by another), the card's own Undo Decline does the same.
    const henrietta = card(page, "Henrietta Pruitt");
    await henrietta.getByText("Add a note for the family").click();
    await henrietta.getByLabel("Note to the family (optional)").fill("We would love a photo of Henrietta at the organ.");
    await screenshot(page, "admin-obituaries-decline-note-1280");
    await henrietta.getByRole("button", { name: "Decline" }).click();
    await expectToast(page, "Obituary Declined");
    await setAside.getByRole("heading", { name: "Henrietta Pruitt" }).waitFor();
    const noted = await staffFetch(token, "/api/admin/notifications/outbox");
    const { items } = (await noted.json()) as { items: Array<{ kind: string; recipient: string; subject: string }> };
    expect(items.find((m) => m.kind === "family.obituary_declined" && m.recipient === "laura.pruitt@example.com")?.subject).toBe(
      "About the obituary for Henrietta Pruitt",
    );
    await notices.getByRole("button", { name: "Close notification" }).click();
    await notices.getByText("Obituary Declined", { exact: true }).waitFor({ state: "detached" });
    await card(page, "Henrietta Pruitt").getByRole("button", { name: "Undo Decline" }).click();
    await expectToast(page, "Decline Undone");
    await pending.getByRole("heading", { name: "Henrietta Pruitt" }).waitFor();
    expect(await declineEmailsTo(token, "laura.pruitt@example.com")).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    // On a phone the notice sits at the top, its Undo within reach.
    const phone = await signedInPage(browser, 375);
    await card(phone.page, "Henrietta Pruitt").getByRole("button", { name: "Decline" }).click();
    const phoneNotices = phone.page.getByRole("region", { name: /notifications/i });
    const undo = phoneNotices.getByRole("button", { name: "Undo" });
    await undo.waitFor();
    const box = await undo.boundingBox();
    expect(box && box.x + box.width <= 375 && box.y >= 0).toBe(true);
    // The screen as seen (a full page is too tall to read the notice on).
    await phone.page.screenshot({ path: path.join(screenshotDir, "admin-obituaries-decline-undo-375.png") });
    await undo.click();
    await expectToast(phone.page, "Decline Undone");
    await phone.page.getByRole("region", { name: /Pending Review/ }).getByRole("heading", { name: "Henrietta Pruitt" }).waitFor();
    await phone.context.close();
  });
});
