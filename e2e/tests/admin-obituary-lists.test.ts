import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, seriousViolations } from "../src/browser";
import { baseURL, expectToast, getJson, isoDay, sessionToken, signedInPage, unique } from "./admin-helpers";
import { tinyPng } from "./public-helpers";

/**
 * Staff write up an obituary for a family on the phone
 * (with a photo), find it again by search, change and remove its photo, and
 * page through the dashboard's lists, which no longer grow without end.
 */
const card = (list: Locator, name: string) =>
  list.getByRole("listitem").filter({ has: list.page().getByRole("heading", { name, exact: true }) });

/** A dashboard count card's number, once it has loaded (it shows a dash before). */
async function countOf(page: Page, testId: string): Promise<number> {
  await page.getByTestId(testId).getByText(/^\d+$/).waitFor();
  return Number(await page.getByTestId(testId).innerText());
}

interface PublicObituary {
  id: number;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
}

async function pickPhoto(page: Page, dialog: Locator, button: string, name: string) {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByRole("button", { name: button }).click()]);
  await chooser.setFiles({ name, mimeType: "image/png", buffer: tinyPng });
}

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search obituaries" });
  await box.fill(text);
  await box.press("Enter");
}

describe("staff obituary chores: create, search, photo, pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("creates a live obituary with a photo, finds it by search, replaces and removes its photo", async () => {
    const { context, page } = await signedInPage(browser);
    const last = `Okonkwo${unique()}`;
    const name = `Dorothy ${last}`;
    await page.getByRole("heading", { name: /^Live/ }).waitFor();
    const liveBefore = await countOf(page, "approved-count");

    await page.getByRole("button", { name: "New Obituary" }).click();
    const dialog = page.getByRole("dialog", { name: "New Obituary" });
    // Live is the default choice.
    expect(await dialog.getByRole("radio", { name: /Publish now/ }).isChecked()).toBe(true);
    expect(await seriousViolations(page), "New Obituary dialog").toEqual([]);

    // A missing field is named before anything is sent.
    await dialog.getByRole("button", { name: "Create Obituary" }).click();
    await dialog.getByText("First name is required").waitFor();

    await dialog.getByLabel("First Name").fill("Dorothy");
    await dialog.getByLabel("Last Name").fill(last);
    await dialog.getByLabel("Date of Birth").fill("1938-07-19");
    await dialog.getByLabel("Date of Death").fill("2025-02-03");
    await dialog.getByLabel("Biography").fill("A nurse for forty years.\nShe sang in the choir every Sunday.");
    await dialog.getByLabel("Submitter Name").fill("James Okonkwo");
    await dialog.getByLabel("Submitter Email").fill("james@example.com");
    await dialog.getByLabel("Submitter Phone (optional)").fill("(561) 555-0199");
    await pickPhoto(page, dialog, "Upload Photo", "dorothy.png");
    await dialog.getByText("dorothy.png is ready. Save to keep it.").waitFor();
    expect(await dialog.getByRole("img", { name: `Photo of ${name}` }).getAttribute("src")).toMatch(/^\/uploads\/photo-/);
    await dialog.getByRole("button", { name: "Create Obituary" }).click();
    await expectToast(page, "Obituary Created", `${name} is now live on the website.`);
    await dialog.waitFor({ state: "detached" });
    await page.getByTestId("approved-count").getByText(String(liveBefore + 1), { exact: true }).waitFor();

    // Live on the public site at once, with its photo.
    const created = (await getJson<PublicObituary[]>("/api/obituaries")).find((o) => o.lastName === last);
    expect(created?.photoUrl).toMatch(/^\/uploads\/photo-/);

    // Found by the family's phone number, whatever its punctuation; the address keeps the search.
    await search(page, "561 555 0199");
    const live = page.getByRole("region", { name: /^Live/ });
    await card(live, name).waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe("561 555 0199");
    // And by name; other obituaries are filtered out.
    await search(page, last.toLowerCase());
    await live.getByRole("heading", { name: "Live (1)" }).waitFor();
    await page.reload();
    await card(live, name).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search obituaries" }).inputValue()).toBe(last.toLowerCase());

    // Replace the photo, then remove it.
    await card(live, name).getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Obituary" });
    const firstPhoto = await edit.getByRole("img", { name: `Photo of ${name}` }).getAttribute("src");
    await pickPhoto(page, edit, "Replace Photo", "dorothy-garden.png");
    await edit.getByText("dorothy-garden.png is ready. Save to keep it.").waitFor();
    const secondPhoto = await edit.getByRole("img", { name: `Photo of ${name}` }).getAttribute("src");
    expect(secondPhoto).toMatch(/^\/uploads\/photo-/);
    expect(secondPhoto).not.toBe(firstPhoto);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Obituary Updated Successfully!");
    await edit.waitFor({ state: "detached" });
    expect((await getJson<PublicObituary>(`/api/obituaries/${created?.id}`)).photoUrl).toBe(secondPhoto);

    await card(live, name).getByRole("button", { name: "Edit" }).click();
    await edit.getByRole("button", { name: "Remove Photo" }).click();
    await edit.getByText("No photo").waitFor();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Obituary Updated Successfully!");
    expect((await getJson<PublicObituary>(`/api/obituaries/${created?.id}`)).photoUrl).toBeNull();

    // Clearing the search brings every list back.
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByRole("region", { name: /^Pending Review/ }).waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBeNull();
    await context.close();
  });

  it("creates a pending obituary when staff choose to: in Pending Review, not on the public site", async () => {
    const { context, page } = await signedInPage(browser);
    const last = `Pending${unique()}`;
    await page.getByRole("button", { name: "New Obituary" }).click();
    const dialog = page.getByRole("dialog", { name: "New Obituary" });
    await dialog.getByLabel("First Name").fill("Walter");
    await dialog.getByLabel("Last Name").fill(last);
    await dialog.getByLabel("Date of Birth").fill("1944-01-02");
    await dialog.getByLabel("Date of Death").fill("2025-03-04");
    await dialog.getByLabel("Biography").fill("The family will read this before it is published.");
    await dialog.getByLabel("Submitter Name").fill("Ann");
    await dialog.getByLabel("Submitter Email").fill("ann@example.com");
    await dialog.getByRole("radio", { name: /Save as pending/ }).check();
    await dialog.getByRole("button", { name: "Create Obituary" }).click();
    await expectToast(page, "Obituary Created", `Walter ${last} is waiting in Pending Review.`);
    await search(page, last);
    await card(page.getByRole("region", { name: /^Pending Review/ }), `Walter ${last}`).waitFor();
    expect((await getJson<PublicObituary[]>("/api/obituaries")).some((o) => o.lastName === last)).toBe(false);
    await context.close();
  });

  it("pages through the live list ten at a time, and the counts stay exact", async () => {
    const { context, page } = await signedInPage(browser);
    const total = await countOf(page, "approved-count");
    // The demo seed has a dozen live obituaries and the tests above add more.
    expect(total).toBeGreaterThan(10);
    const live = page.getByRole("region", { name: /^Live/ });
    await live.getByRole("heading", { name: `Live (${total})` }).waitFor();
    const pages = live.getByRole("navigation", { name: "Live obituaries pages" });
    const pageCount = Math.ceil(total / 10);
    await pages.getByText(`Showing 1–10 of ${total} · Page 1 of ${pageCount}`).waitFor();
    expect(await live.getByRole("listitem").count()).toBe(10);
    expect(await pages.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    const firstPage = await live.getByRole("heading", { level: 3 }).allInnerTexts();

    await pages.getByRole("button", { name: "Next" }).click();
    await pages.getByText(`Page 2 of ${pageCount}`, { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.get("live")).toBe("2");
    // The reader is taken to the top of the list.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Live/);
    const secondPage = await live.getByRole("heading", { level: 3 }).allInnerTexts();
    expect(secondPage.length).toBe(Math.min(10, total - 10));
    expect(secondPage.some((n) => firstPage.includes(n))).toBe(false);
    // The count cards are not the page's.
    expect(Number(await page.getByTestId("approved-count").innerText())).toBe(total);

    await pages.getByRole("button", { name: "Previous" }).click();
    await pages.getByText(`Showing 1–10 of ${total}`, { exact: false }).waitFor();
    expect(await live.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(firstPage);
    expect(new URL(page.url()).searchParams.get("live")).toBeNull();

    // The page is a few screens, not thousands of pixels of cards.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(4000);
    await screenshot(page, "admin-dashboard-paged-1280");
    await context.close();
  });

  it("works on a phone: the dialog, the search and the pages fit 375 px", async () => {
    const { context, page } = await signedInPage(browser, 375);
    await page.getByRole("navigation", { name: "Live obituaries pages" }).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, "admin-dashboard-paged-375");
    await page.getByRole("button", { name: "New Obituary" }).click();
    const dialog = page.getByRole("dialog", { name: "New Obituary" });
    await dialog.getByRole("button", { name: "Upload Photo" }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, "admin-dialog-new-obituary-375");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });

  it("searches, filters and pages the consultations list; the count cards stay whole", async () => {
    const { context, page } = await signedInPage(browser);
    const auth = { authorization: `Bearer ${await sessionToken(context)}`, "content-type": "application/json" };
    const family = `Paging${unique()}`;
    // Staff-made consultations (the public booking page is rate-limited per address).
    for (let i = 0; i < 22; i++) {
      const res = await fetch(`${baseURL}/api/admin/consultations`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({
          firstName: `Guest${i}`,
          lastName: family,
          email: `guest${i}@example.com`,
          phone: `772-555-${String(3000 + i)}`,
          appointmentDate: isoDay(7),
          preferredTime: "11:00 AM",
        }),
      });
      expect(res.status).toBe(201);
    }
    await page.goto("/admin/consultations");
    const cards = page.getByRole("list", { name: "Consultations by status" });
    await cards.getByRole("listitem").filter({ hasText: /^Confirmed\s*\d+/ }).waitFor();
    const confirmedText = await cards.getByRole("listitem").filter({ hasText: /^Confirmed/ }).innerText();
    const confirmed = Number(/(\d+)/.exec(confirmedText)?.[1]);
    expect(confirmed).toBeGreaterThanOrEqual(22);

    const pages = page.getByRole("navigation", { name: "Consultations pages" });
    await pages.getByText(/^Showing 1–20 of \d+ · Page 1 of \d+$/).waitFor();
    await pages.getByRole("button", { name: "Next" }).click();
    await pages.getByText(/Page 2 of/).waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");

    // A search starts again at the first page; the phone number is found by its digits.
    const box = page.getByRole("searchbox", { name: "Search consultations" });
    await box.fill("(772) 555-3017");
    await box.press("Enter");
    const match = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Guest17 ${family}`, exact: true }) });
    await match.waitFor();
    await page.getByText("Showing 1–1 of 1 matching").waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();

    // The family name finds all of them, and the status filter narrows them.
    await box.fill(family);
    await box.press("Enter");
    await page.getByText("Showing 1–20 of 22 matching").waitFor();
    await page.getByLabel("Filter by status").selectOption("cancelled");
    await page.getByText("No consultations match").waitFor();
    await page.getByRole("button", { name: "Show all consultations" }).click();
    await pages.getByText(/^Showing 1–20 of \d+/).waitFor();
    // The count cards never followed the search.
    expect(await cards.getByRole("listitem").filter({ hasText: /^Confirmed/ }).innerText()).toBe(confirmedText);
    await screenshot(page, "admin-consultations-paged-1280");
    await context.close();
  });
});
