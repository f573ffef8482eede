import type { Browser, Locator, Page } from "playwright-core";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, screenshotDir } from "../src/browser";
import { baseURL, expectToast, isoDay, signedInPage, unique } from "./admin-helpers";
import { liveObituary, postPublic, staffApi, uploadDemoPhoto, type StaffApi } from "./records-helpers";

/**
 * Whatever a family or a director types, no page scrolls
 * sideways on a 375 px phone, and a long name stays inside its card at
 * 1280 px. Every user-written field below holds long unbroken text: a
 * 100-character address, a 35-letter surname (a real one), words of 60 to
 * 120 letters, long email addresses.
 */

const surname = "Wolfeschlegelsteinhausenbergerdorff"; // 35 letters
const url100 = `https://www.example.com/memorials/${"remembering-".repeat(6)}`.padEnd(100, "x");
const word = (n: number, seed = "Forevermore") => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
const email = (tag: string) => `${word(60, "family")}.${tag}@${word(50, "longdomain")}.example.com`;

async function widthOf(page: Page): Promise<{ scroll: number; client: number }> {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
}

/** The page at 375 px fits the screen: nothing reaches past its right edge. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scroll } = await widthOf(page);
  if (scroll > 375) {
    // Name where the overflow starts (an element wider than its parent allows), so a failure says where to look.
    const culprits = await page.evaluate(() =>
      Array.from(document.querySelectorAll("body *"))
        .filter((el) => el.getBoundingClientRect().right > 376 && (el.parentElement?.getBoundingClientRect().right ?? 0) <= 376)
        .map((el) => `<${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 80)}"> ${(el.textContent ?? "").slice(0, 40)} → ${Math.round(el.getBoundingClientRect().right)} px`)
        .slice(0, 8),
    );
    expect.fail(`${what} is ${scroll} px wide at 375 px:\n${culprits.join("\n")}`);
  }
}

/**
 * A box drawn over the page (a dialog, the chat panel: fixed, so the page's
 * width does not show them overflowing) stays on the 375 px screen, does
 * not scroll sideways, and nothing in it reaches past its edges or makes a
 * part of it scroll sideways. Inputs are left out: they scroll their own text.
 */
async function expectBoxFits(box: Locator, what: string): Promise<void> {
  const problems = await box.evaluate((el) => {
    const describe = (e: Element) =>
      `<${e.tagName.toLowerCase()} class="${String(e.className).slice(0, 60)}"> ${(e.textContent ?? "").slice(0, 30)}`;
    const r = el.getBoundingClientRect();
    const found: string[] = [];
    if (r.left < -1 || r.right > window.innerWidth + 1) found.push(`the box spans ${Math.round(r.left)}–${Math.round(r.right)} px of ${window.innerWidth}`);
    if (el.scrollWidth > el.clientWidth + 1) found.push(`the box is ${el.scrollWidth} px wide inside ${el.clientWidth} px`);
    for (const child of Array.from(el.querySelectorAll("*"))) {
      if (child.matches("input, textarea, select")) continue;
      const c = child.getBoundingClientRect();
      if (c.width > 1 && (c.right > r.right + 1 || c.left < r.left - 1)) {
        found.push(`${describe(child)} spans ${Math.round(c.left)}–${Math.round(c.right)} px, the box ${Math.round(r.left)}–${Math.round(r.right)}`);
      }
      const overflowX = getComputedStyle(child).overflowX;
      if ((overflowX === "auto" || overflowX === "scroll") && child.scrollWidth > child.clientWidth + 1) {
        found.push(`${describe(child)} scrolls sideways: ${child.scrollWidth} px in ${child.clientWidth}`);
      }
    }
    return found.slice(0, 8);
  });
  expect(problems, `${what} at 375 px`).toEqual([]);
}

/** What the phone's screen shows (the shared helper takes the whole page, where fixed boxes do not sit as seen). */
async function screenshotScreen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

describe("long unbroken text never makes a page scroll sideways", () => {
  let browser: Browser;
  let staff: StaffApi;
  let obituaryId: number;
  const tag = unique();
  const firstName = word(40, "Maximilianus");

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await staffApi();
    const photo = await uploadDemoPhoto("memorial-harbor.jpg");
    obituaryId = await liveObituary(staff, {
      firstName,
      lastName: surname,
      dateOfBirth: "1931-02-03",
      dateOfDeath: "2026-11-01",
      biography: [
        `Read the family's album at ${url100}`,
        word(120, "Grandfatherly"),
        `${url100}${url100}`,
        "He loved the lake, the pier at dawn and his grandchildren.",
      ].join("\n"),
      photoUrl: photo.photoUrl,
      submitterName: word(90, "Submitter"),
      submitterEmail: email(tag),
      submitterPhone: "(561) 555-0142",
    });
    await postPublic(`/api/obituaries/${obituaryId}/guestbook`, {
      authorName: word(100, "Condolence"),
      authorEmail: email(`gb${tag}`),
      message: `${word(300, "Remembering")}\n${url100}`,
    });
    await postPublic("/api/contact", {
      name: word(100, "Contactname"),
      email: email(`c${tag}`),
      phone: "(561) 555-0100",
      message: `${word(400, "Pleasecallback")} ${url100}`,
    });
    // Today (UTC is never behind Lake Worth) at midnight: first among the landing's upcoming lists.
    await staff.call("POST", "/api/admin/events", {
      title: word(200, "Candlelightvigil"),
      description: `${word(300, "Gathering")} ${url100}`,
      eventDate: isoDay(0),
      eventTime: "12:00 AM",
      location: word(300, "Lakesidepavilion"),
      eventType: "community",
      isPublic: true,
    });
    await staff.call("POST", "/api/admin/services", {
      title: word(200, "Celebrationoflife"),
      description: `${word(300, "Servicedetails")} ${url100}`,
      serviceDate: isoDay(0),
      serviceTime: "12:00 AM",
      location: word(300, "Stmaryschapel"),
      serviceType: "celebration",
      deceasedName: `${firstName} ${surname}`,
      isPublic: true,
    });
    await staff.call("POST", "/api/admin/consultations", {
      firstName: word(100, "Consultfirst"),
      lastName: surname,
      email: email(`k${tag}`),
      phone: word(40, "5615550"),
      appointmentDate: isoDay(3),
      preferredTime: "10:00 AM",
      serviceType: "pre-planning",
      message: `${word(500, "Prearrangement")} ${url100}`,
    });
  });
  afterAll(() => browser?.close());

  it("on the public pages at 375 px", async () => {
    const context = await newContext(browser, baseURL, 375);
    const page = await context.newPage();
    for (const path of ["/", "/obituaries", `/obituaries/${obituaryId}`]) {
      await page.goto(path);
      await page.getByRole("button", { name: "Open grief support chat" }).waitFor();
      if (path === "/") await page.getByText(word(40, "Candlelightvigil")).first().waitFor();
      // The first visible one: on a phone the Featured block is hidden (it repeats the grid's first three).
      if (path !== "/") await page.getByText(surname).filter({ visible: true }).first().waitFor();
      await expectNoSidewaysScroll(page, path);
    }
    // The guest book's entry is in the list, and the page still fits.
    await page.getByText(word(40, "Condolence")).waitFor();
    await expectNoSidewaysScroll(page, "the obituary with its guest book");
    await screenshot(page, "long-text-obituary-375");
    await context.close();
  });

  it("on the staff pages at 375 px", async () => {
    const { context, page } = await signedInPage(browser, 375);
    const pages: Array<[string, string]> = [
      ["/admin", surname],
      ["/admin/obituaries", surname],
      ["/admin/events", word(40, "Candlelightvigil")],
      ["/admin/services", word(40, "Celebrationoflife")],
      ["/admin/consultations", word(40, "Consultfirst")],
      ["/admin/contact-messages", word(40, "Contactname")],
      ["/admin/photos", "memorial-harbor.jpg"],
    ];
    for (const [path, text] of pages) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      await expectNoSidewaysScroll(page, path);
    }
    await context.close();
  });

  it("keeps a long name inside its memorial card at 1280 px", async () => {
    const context = await newContext(browser, baseURL, 1280);
    const page = await context.newPage();
    await page.goto("/obituaries");
    const heading = page.getByRole("heading", { name: `${firstName} ${surname}` }).first();
    await heading.waitFor();
    const fits = await heading.evaluate((h) => {
      const card = h.closest("article");
      if (!card) return "no card";
      const c = card.getBoundingClientRect();
      const r = h.getBoundingClientRect();
      return r.left >= c.left && r.right <= c.right && h.scrollWidth <= h.clientWidth ? "fits" : `${r.right} > ${c.right}`;
    });
    expect(fits).toBe("fits");
    expect((await widthOf(page)).scroll).toBeLessThanOrEqual(1280);
    await context.close();
  });

  it("keeps the chat panel on a 375 px screen when a visitor sends a long unbroken message", async () => {
    const context = await newContext(browser, baseURL, 375);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Open grief support chat" }).click();
    const panel = page.getByRole("dialog", { name: "Grief Support" });
    const input = panel.getByRole("textbox", { name: "Type your message" });
    const long = word(150, "Heartbrokenandlost");
    expect(long).not.toMatch(/\s/);
    await input.fill(long);
    await input.press("Enter");
    const log = panel.getByRole("log", { name: "Conversation" });
    await log.getByText(long).waitFor();
    // The reply too (it may quote the visitor).
    await expect.poll(() => log.locator(":scope > div").count(), { timeout: 20_000 }).toBe(2);
    await expectBoxFits(panel, "the chat panel");
    await expectNoSidewaysScroll(page, "the landing page with the chat open");
    // The visitor's bubble sits inside the conversation, not past its edge.
    const mine = log.locator(":scope > div").first().locator("[data-message-id]");
    await mine.scrollIntoViewIfNeeded();
    const bubble = await mine.boundingBox();
    const list = await log.boundingBox();
    expect(bubble && list && bubble.x >= list.x - 1 && bubble.x + bubble.width <= list.x + list.width + 1).toBe(true);
    await screenshotScreen(page, "long-text-chat-375");
    await context.close();
  });

  it("keeps the staff obituary dialogs, the preview and the delete confirmation inside a 375 px screen", async () => {
    const { context, page } = await signedInPage(browser, 375);
    const first = word(100, "Bartholomew");
    const last = `${word(60, "Vanderwaalsbergen")}${tag}`;
    const name = `${first} ${last}`;

    // New Obituary, filled with long unbroken words, as a family spelled it.
    await page.getByRole("button", { name: "New Obituary" }).click();
    const create = page.getByRole("dialog", { name: "New Obituary" });
    await create.getByLabel("First Name").fill(first);
    await create.getByLabel("Last Name").fill(last);
    await create.getByLabel("Date of Birth").fill("1930-05-06");
    await create.getByLabel("Date of Death").fill("2026-10-01");
    await create.getByLabel("Biography").fill(`${word(300, "Rememberedfondly")}\n${url100}${url100}`);
    await create.getByLabel("Submitter Name").fill(word(100, "Submitter"));
    await create.getByLabel("Submitter Email").fill(email(`n${tag}`));
    await create.getByRole("radio", { name: /Save as pending/ }).check();
    await expectBoxFits(create, "the New Obituary dialog");
    await expectNoSidewaysScroll(page, "the dashboard under the New Obituary dialog");
    await screenshotScreen(page, "long-text-new-obituary-375");
    await create.getByRole("button", { name: "Create Obituary" }).click();
    await expectToast(page, "Obituary Created");
    // The notice names the obituary: the long name wraps inside it.
    await expectBoxFits(page.getByRole("region", { name: /notifications/i }).locator("li").first(), "the Obituary Created notice");
    await create.waitFor({ state: "detached" });

    // Found, pending: its card, the Edit dialog and the Preview.
    const box = page.getByRole("searchbox", { name: "Search obituaries" });
    await box.fill(last);
    await box.press("Enter");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await card.waitFor();
    await expectNoSidewaysScroll(page, "the dashboard with the long pending obituary");

    await card.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Obituary" });
    await edit.getByLabel("First Name").waitFor();
    await expectBoxFits(edit, "the Edit Obituary dialog");
    await screenshotScreen(page, "long-text-edit-obituary-375");
    await edit.getByRole("button", { name: "Cancel" }).click();
    await edit.waitFor({ state: "detached" });

    await card.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog", { name: "Preview" });
    await preview.getByRole("heading", { name }).waitFor();
    await expectBoxFits(preview, "the obituary preview");
    await screenshotScreen(page, "long-text-preview-375");
    await page.keyboard.press("Escape");
    await preview.waitFor({ state: "detached" });

    // Declined, it can be deleted: the confirmation names it.
    await card.getByRole("button", { name: "Decline" }).click();
    await expectToast(page, "Obituary Declined");
    const declined = page.getByRole("region", { name: /^Declined and Unlisted/ });
    await declined.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Obituary" });
    await confirm.getByText(last, { exact: false }).waitFor();
    await expectBoxFits(confirm, "the delete confirmation");
    await screenshotScreen(page, "long-text-delete-confirm-375");
    await confirm.getByRole("button", { name: "Delete Permanently" }).click();
    await expectToast(page, "Obituary Deleted");
    await context.close();
  });

  it("keeps the privacy lookup of a long email address, and its erase confirmation, inside a 375 px screen", async () => {
    const { context, page } = await signedInPage(browser, 375);
    const address = email(`c${tag}`);
    await page.goto("/admin/privacy");
    await page.getByLabel("Email address").fill(address);
    await page.getByRole("button", { name: "Look Up" }).click();
    await page.getByRole("heading", { name: `Stored for ${address}` }).waitFor();
    expect(await page.getByTestId("count-contactMessages").textContent()).toBe("1");
    await expectNoSidewaysScroll(page, "/admin/privacy with a long address looked up");
    await screenshot(page, "long-text-privacy-375");

    await page.getByRole("button", { name: "Erase Everything for This Address" }).click();
    const confirm = page.getByRole("dialog", { name: "Erase Personal Data" });
    await confirm.getByRole("button", { name: "Cancel" }).waitFor();
    await expectBoxFits(confirm, "the erase confirmation");
    await screenshotScreen(page, "long-text-privacy-confirm-375");
    // Nothing erased: the contact message stays for the staff pages' check.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });

    // An address with nothing stored says so, in the same width.
    const nobody = email(`none${tag}`);
    await page.getByLabel("Email address").fill(nobody);
    await page.getByRole("button", { name: "Look Up" }).click();
    await page.getByText(`Nothing is stored for ${nobody}.`).waitFor();
    await expectNoSidewaysScroll(page, "/admin/privacy with nothing stored for a long address");
    await context.close();
  });
});
