import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotDir } from "../src/browser";
import { isoDay, postJson, signedInPage, unique } from "./admin-helpers";
import { openPage, tinyPng, toastTitled, untilHydrated } from "./public-helpers";

/**
 * The layout faults people notice on a phone (375 px) and
 * some on a desktop: each test measures boxes on the page as drawn.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** The chat launcher's box with its 4 px ring (drawn as a shadow, outside the element's own box). */
async function launcherBox(page: Page): Promise<Box> {
  const b = await boxOf(page.getByRole("button", { name: "Open grief support chat" }));
  return { x: b.x - 4, y: b.y - 4, width: b.width + 8, height: b.height + 8 };
}

/**
 * The boxes of the text drawn inside an element, line by line, in viewport
 * coordinates: what a reader sees, even where it spills out of its element.
 * Text inside elements matching `skip` (a control's own words) is left out.
 */
async function textBoxes(locator: Locator, skip: string | null = null): Promise<{ text: string; box: Box }[]> {
  return locator.evaluate((root, skipSelector) => {
    const out: { text: string; box: { x: number; y: number; width: number; height: number } }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      if (!text) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest(".sr-only, [aria-hidden=true]") || (skipSelector && parent.closest(skipSelector))) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) {
        if (r.width > 0 && r.height > 0) out.push({ text, box: { x: r.x, y: r.y, width: r.width, height: r.height } });
      }
    }
    return out;
  }, skip);
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe("phone layout", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const width of [375, 1280]) {
    it(`shows each booking select's text in full at ${width} px`, async () => {
      const { context, page } = await openPage(browser, "/book-consultation", width);
      const form = page.locator("#book-consultation-form");
      await form.getByLabel("Budget Range").waitFor();
      // A native select never reports overflow (its scrollWidth is its width), so measure what the text
      // needs: a copy with only the shown option, sized to its content, must be no wider than the select.
      const fits = (select: Locator) =>
        select.evaluate((el: HTMLSelectElement) => {
          const text = el.options[el.selectedIndex]?.text ?? "";
          const probe = el.cloneNode(false) as HTMLSelectElement;
          probe.removeAttribute("id");
          probe.removeAttribute("name");
          const option = document.createElement("option");
          option.textContent = text;
          probe.append(option);
          Object.assign(probe.style, { position: "absolute", visibility: "hidden", width: "auto", minWidth: "0", maxWidth: "none" });
          el.parentElement?.append(probe);
          const needed = probe.getBoundingClientRect().width;
          probe.remove();
          return { text, needed: Math.ceil(needed), has: Math.floor(el.getBoundingClientRect().width) };
        });

      for (const label of ["Preferred Time", "Service Interest", "Budget Range"]) {
        const shown = await fits(form.getByLabel(label));
        expect(shown.text, label).toMatch(/^Select a /);
        expect(shown.needed, `${label}: "${shown.text}"`).toBeLessThanOrEqual(shown.has);
      }
      const budget = form.getByLabel("Budget Range");
      await budget.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`layout-book-budget-${width}`) });
      // Every budget a family can choose reads in full too.
      for (const value of await budget.locator("option:not([disabled])").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))) {
        await budget.selectOption(value);
        const shown = await fits(budget);
        expect(shown.needed, shown.text).toBeLessThanOrEqual(shown.has);
      }
      await context.close();
    });
  }

  it("after an upload, shows the photo, its file name, Change Photo and Remove Photo, never 'No file chosen'", async () => {
    const { context, page } = await openPage(browser, "/obituaries/creative-submit", 375);
    await untilHydrated(page);
    const input = page.getByLabel("Memorial Photo");
    // The browser's own file input (which reads "No file chosen" after every upload) is not drawn.
    const inputBox = await boxOf(input);
    expect(inputBox.width).toBeLessThanOrEqual(1);
    expect(inputBox.height).toBeLessThanOrEqual(1);

    // The visible button opens the picker.
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose Photo" }).click();
    await (await chooser).setFiles({ name: "grandma-at-the-lake.png", mimeType: "image/png", buffer: tinyPng });
    await toastTitled(page, "Image Uploaded").waitFor();

    const uploaded = page.getByTestId("uploaded-photo");
    await uploaded.getByText("Photo uploaded").waitFor();
    await uploaded.getByText("grandma-at-the-lake.png").waitFor();
    await expect(page.getByRole("img", { name: "The uploaded photo" }).getAttribute("src")).resolves.toMatch(/^\/uploads\/photo-/);
    await page.getByRole("button", { name: "Change Photo" }).waitFor();
    expect(await page.getByRole("button", { name: "Choose Photo" }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole("button", { name: "Remove Photo" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath("layout-photo-uploaded-375") });

    // Changing it replaces the photo and the name.
    await input.setInputFiles({ name: "porch.png", mimeType: "image/png", buffer: tinyPng });
    await uploaded.getByText("porch.png").waitFor();

    // Remove: the photo and its name go, the keyboard lands on Choose Photo.
    await page.getByRole("button", { name: "Remove Photo" }).click();
    await page.getByRole("img", { name: "No photo chosen yet" }).waitFor();
    expect(await uploaded.count()).toBe(0);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Choose Photo");
    await context.close();
  });

  for (const width of [375, 1280]) {
    it(`keeps the footer clear of the chat button at the end of a page at ${width} px`, async () => {
      for (const route of ["/", "/grief-support", "/obituaries"]) {
        const { context, page } = await openPage(browser, route, width);
        await untilHydrated(page);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
        const launcher = await launcherBox(page);
        const footer = page.locator("footer");
        const covered = (await textBoxes(footer)).filter((t) => overlap(t.box, launcher)).map((t) => t.text);
        expect(covered, `${route}: text under the chat button`).toEqual([]);
        for (const target of await footer.locator("a, button").all()) {
          expect(overlap(await boxOf(target), launcher), `${route}: ${await target.textContent()}`).toBe(false);
        }
        if (route === "/grief-support") await page.screenshot({ path: screenshotPath(`layout-footer-chat-${width}`) });
        await context.close();
      }
    });
  }

  for (const width of [360, 375]) {
    it(`never rests the chat button on /grief-support's 988 links at ${width} px`, async () => {
      const { context, page } = await openPage(browser, "/grief-support", width);
      await untilHydrated(page);
      const links = page.locator('main a[href="tel:988"], main a[href="sms:988"]');
      expect(await links.count()).toBeGreaterThanOrEqual(2);
      for (const link of await links.all()) {
        // Scroll the link into the launcher's own band at the bottom of the screen, where it would be covered.
        const launcher = await launcherBox(page);
        const box = await boxOf(link);
        await page.evaluate((dy) => window.scrollBy(0, dy), box.y + box.height - (launcher.y + launcher.height));
        await page.waitForTimeout(100);
        const now = await boxOf(link);
        expect(now.y + now.height).toBeGreaterThan(launcher.y);
        expect(overlap(now, await launcherBox(page)), (await link.textContent()) ?? "").toBe(false);
      }
      await page.locator("#immediate-support").scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`layout-grief-988-${width}`) });
      await context.close();
    });
  }

  it("shows a failed contact send's toast clear of the Send button and of the top bar at 375 px", async () => {
    const { context, page } = await openPage(browser, "about:blank", 375);
    await page.route("**/trpc/contact.send**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "[]" }));
    await page.goto("/#contact");
    await untilHydrated(page);
    const form = page.locator("#contact-form");
    await form.getByLabel("Full Name").fill("Ana Reyes");
    await form.getByLabel("Email Address").fill("ana.reyes@example.com");
    await form.getByLabel("Message").fill("Hello");
    const send = form.getByRole("button", { name: "Send Message" });
    // Where a thumb leaves it: the button at the bottom of the screen.
    await send.evaluate((el) => el.scrollIntoView({ block: "end" }));
    await send.click();
    const toast = toastTitled(page, "Message failed to send");
    await toast.waitFor();
    await page.waitForTimeout(300);
    expect(overlap(await boxOf(toast), await boxOf(send))).toBe(false);
    // Nor over the fixed top bar, whose call button matters most after a failure.
    const header = await boxOf(page.locator("header").first());
    expect((await boxOf(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.screenshot({ path: screenshotPath("layout-contact-toast-375") });
    await context.close();
  });

  it("shows every staff tab on a phone, the current one in sight, with no sideways scroll", async () => {
    const { context, page } = await signedInPage(browser, 375);
    const tabs = page.getByRole("navigation", { name: "Staff sections" }).getByRole("link");
    const hrefs = await tabs.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    // Dashboard, events, services, photos, consultations, contact messages, guest book, price list, privacy,
    // notifications, staff accounts and audit trail: the e2e account is an owner (a staff account sees 9: admin-staff-accounts.test.ts).
    expect(hrefs.length).toBe(14);
    const inSight = (link: Locator) =>
      link.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight && !!hit && el.contains(hit);
      });
    for (const href of hrefs) {
      await page.goto(href);
      const current = page.locator(`nav[aria-label="Staff sections"] a[aria-current="page"]`);
      await current.waitFor();
      expect(await current.getAttribute("href")).toBe(href);
      expect(await inSight(current), `current tab on ${href}`).toBe(true);
      expect(await noSidewaysScroll(page), href).toBe(true);
    }
    for (const tab of await tabs.all()) {
      await tab.scrollIntoViewIfNeeded();
      expect(await inSight(tab), (await tab.textContent()) ?? "").toBe(true);
    }
    await page.screenshot({ path: screenshotPath("layout-admin-tabs-375") });
    await context.close();
  });

  it("stacks a consultation's status control under its name on a phone", async () => {
    const last = `Okonkwo-Villanueva${unique()}`;
    const res = await postJson("/api/consultations", {
      firstName: "Bartholomew",
      lastName: last,
      email: "bartholomew@example.com",
      phone: "561-555-0190",
      // A day and time no other test books: a slot holds one booking (CONSULTATION_SLOT_CAPACITY).
      appointmentDate: isoDay(11),
      appointmentTime: "3:00 PM",
      consultationType: "phone",
      serviceInterest: "pre-planning",
      budgetRange: "discuss-later",
      additionalNotes: "Evenings are best.",
    });
    expect(res.status).toBeLessThan(300);

    const { context, page } = await signedInPage(browser, 375);
    await page.goto("/admin/consultations");
    const name = `Bartholomew ${last}`;
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await item.waitFor();
    const status = item.getByLabel("Status");
    const controls = [await boxOf(status), await boxOf(item.getByRole("button", { name: "Delete" }))];
    const texts = await textBoxes(item, "select, button, label");
    expect(texts.some((t) => t.text === name)).toBe(true);
    for (const t of texts) {
      for (const control of controls) expect(overlap(t.box, control), `"${t.text}" under a control`).toBe(false);
    }
    // The name stays inside its card.
    const card = await boxOf(item);
    for (const t of texts.filter((x) => x.text === name)) expect(t.box.x + t.box.width).toBeLessThanOrEqual(card.x + card.width);
    expect(await noSidewaysScroll(page)).toBe(true);
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath("layout-admin-consultation-375") });
    await context.close();
  });

  it("on a phone lists the memorials once: the featured three are the grid's first three", async () => {
    const wide = await openPage(browser, "/obituaries", 1280);
    const featuredNames = await wide.page.locator("[data-testid=featured-card] h3").allTextContents();
    expect(featuredNames.length).toBe(3);
    expect(await wide.page.getByRole("heading", { name: "Featured Memorials" }).isVisible()).toBe(true);
    expect(await wide.page.locator("[data-testid=featured-card]").first().getByRole("link", { name: /Read More/ }).isVisible()).toBe(true);
    await wide.context.close();

    const { context, page } = await openPage(browser, "/obituaries", 375);
    await page.getByRole("list", { name: "Memorials" }).waitFor();
    expect(await page.getByRole("heading", { name: "Featured Memorials" }).isVisible()).toBe(false);
    const grid = page.getByRole("list", { name: "Memorials" }).locator("[data-testid=memorial-card] h3");
    expect((await grid.allTextContents()).slice(0, 3)).toEqual(featuredNames);
    // The search box is on the first screen, under the page's heading and its call to action.
    const search = await boxOf(page.getByPlaceholder("Search by name..."));
    expect(search.y + search.height).toBeLessThanOrEqual(812);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath("layout-obituaries-375") });
    await context.close();
  });
});

/** Where a screenshot of the screen as a visitor sees it (not the full page) goes, in e2e/screenshots. */
function screenshotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return path.join(screenshotDir, `${name}.png`);
}
