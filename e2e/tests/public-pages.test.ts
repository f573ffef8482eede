import { todayIn } from "@fh/validators";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousViolations } from "../src/browser";
import { baseURL, fullShot, holdScripts, openPage, toastTitled, untilHydrated } from "./public-helpers";

describe("book a consultation /book-consultation", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("has the cards, the date minimum, the slots, types, interests and budgets", async () => {
    const { context, page } = await openPage(browser, "/book-consultation");
    for (const name of ["In-Person", "Virtual", "Phone"]) await page.getByRole("heading", { name, exact: true }).waitFor();
    await page.getByRole("heading", { name: "Need Immediate Assistance?" }).waitFor();
    await expect(page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).resolves.toBe("/");
    const form = page.locator("#book-consultation-form");
    await expect(form.getByLabel("Preferred Date").getAttribute("min")).resolves.toBe(todayIn());
    const slots = await form.getByLabel("Preferred Time").locator("option:not([disabled])").allTextContents();
    expect(slots).toEqual(["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]);
    await expect(form.getByRole("radio", { name: "In-Person at Our Funeral Home" }).isChecked()).resolves.toBe(true);
    expect(await form.getByRole("radio").count()).toBe(3);
    expect(await form.getByLabel("Service Interest").locator("option:not([disabled])").count()).toBe(7);
    expect(await form.getByLabel("Budget Range").locator("option:not([disabled])").count()).toBe(6);
    await form.getByLabel("Service Interest").locator("option", { hasText: "Veteran Services" }).waitFor({ state: "attached" });
    expect(await seriousViolations(page)).toEqual([]);
    await fullShot(page, "public-book-consultation-1280");
    await context.close();
  });

  it("names missing fields, books, thanks and returns home", async () => {
    const { context, page } = await openPage(browser, "/book-consultation", 375);
    const form = page.locator("#book-consultation-form");
    await form.getByRole("button", { name: "Book Consultation" }).click();
    const messages = await form.getByRole("alert").allTextContents();
    expect(messages.slice(0, 5)).toEqual(["Required", "Required", "Required", "Required", "Required"]);
    expect(messages).toContain("Choose one of the available times");
    expect(messages).toContain("Choose a service");
    await fullShot(page, "public-book-consultation-375");

    await form.getByLabel("First Name").fill("Rosa");
    await form.getByLabel("Last Name").fill("Delgado");
    await form.getByLabel("Email *", { exact: true }).fill("rosa.delgado@example.com");
    await form.getByLabel("Phone *", { exact: true }).fill("(561) 555-0187");
    await form.getByLabel("Preferred Date").fill(todayIn());
    await form.getByLabel("Preferred Time").selectOption("10:00 AM");
    await form.getByRole("radio", { name: "Virtual Video Call" }).check();
    await form.getByLabel("Service Interest").selectOption("pre-planning");
    await form.getByLabel("Budget Range").selectOption("discuss-later");
    await form.getByLabel("Additional Notes").fill("My husband and I would like to plan together.");
    await form.getByRole("button", { name: "Book Consultation" }).click();
    await toastTitled(page, "Consultation Booked").waitFor();
    await page.waitForURL((u) => u.pathname === "/");
    await context.close();
  });

  it("shows a day's taken times as unavailable, and a time taken meanwhile is refused beside the field", async () => {
    // A day no other test books, in Lake Worth's calendar.
    const day = todayIn("America/New_York", new Date(Date.now() + 9 * 86_400_000));
    const bookElsewhere = (appointmentTime: string, firstName: string) =>
      fetch(new URL("/api/consultations", baseURL), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName,
          lastName: "Early",
          email: "early@example.com",
          phone: "561-555-0100",
          appointmentDate: day,
          appointmentTime,
          consultationType: "phone",
          serviceInterest: "memorial",
        }),
      });
    expect((await bookElsewhere("11:00 AM", "Ana")).status).toBe(201);

    const { context, page } = await openPage(browser, "/book-consultation");
    const form = page.locator("#book-consultation-form");
    const time = form.getByLabel("Preferred Time");
    await form.getByLabel("Preferred Date").fill(day);
    await time.locator("option[disabled]", { hasText: "11:00 AM (unavailable)" }).waitFor({ state: "attached" });
    expect(await time.locator("option:not([disabled])").allTextContents()).toEqual(["9:00 AM", "10:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]);

    await form.getByLabel("First Name").fill("Rosa");
    await form.getByLabel("Last Name").fill("Delgado");
    await form.getByLabel("Email *", { exact: true }).fill("rosa.delgado@example.com");
    await form.getByLabel("Phone *", { exact: true }).fill("(561) 555-0187");
    await time.selectOption("2:00 PM");
    await form.getByLabel("Service Interest").selectOption("memorial");
    // Another family books 2:00 PM while Rosa is still typing.
    expect((await bookElsewhere("2:00 PM", "Ben")).status).toBe(201);
    await form.getByRole("button", { name: "Book Consultation" }).click();
    await toastTitled(page, "Booking Failed").waitFor();
    await form.getByRole("alert").filter({ hasText: "This time has just been booked. Please choose another time." }).waitFor();
    await time.locator("option[disabled]", { hasText: "2:00 PM (unavailable)" }).waitFor({ state: "attached" });
    expect(new URL(page.url()).pathname).toBe("/book-consultation");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("a referral from grief support arrives with Grief Support chosen", async () => {
    const { context, page } = await openPage(browser, "/book-consultation?interest=grief-support");
    await expect(page.getByLabel("Service Interest").inputValue()).resolves.toBe("grief-support");
    await context.close();
  });
});

describe("privacy, terms and the 404 page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const [path, title, must] of [
    ["/privacy", "Privacy Policy", ["Obituaries", "Guest-book messages", "Contact messages", "Consultation bookings", "Chat messages", "How long we keep it", "removal"]],
    ["/terms", "Terms of Service", ["Guest books", "988"]],
  ] as const) {
    it(`${path} is a readable page`, async () => {
      for (const width of [1280, 375]) {
        const { context, page } = await openPage(browser, path, width);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        const text = (await page.locator("main").textContent()) ?? "";
        for (const m of must) expect(text).toContain(m);
        expect(await seriousViolations(page)).toEqual([]);
        await fullShot(page, `public-${path.slice(1)}-${width}`);
        await context.close();
      }
    });
  }

  it("the footer's policy links open them", async () => {
    const { context, page } = await openPage(browser, "/");
    // The app's own navigation is what this checks: a click before the take-over is a plain page load.
    await untilHydrated(page);
    await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await context.close();
  });

  it("a visitor who scrolled before the take-over keeps their place; the app's own navigation starts at the top", async () => {
    const { context, page } = await openPage(browser, "about:blank");
    // The visitor scrolls down the server-drawn page before the app takes it over.
    const { release } = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const terms = page.locator("footer").getByRole("link", { name: "Terms of Service" });
    await terms.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    release();
    await untilHydrated(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // A click on the footer's link now is the app's navigation, to the top of the new page.
    await terms.click();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("unknown paths show '404 Page Not Found' with the router hint", async () => {
    for (const width of [1280, 375]) {
      const { context, page } = await openPage(browser, "about:blank", width);
      const res = await page.goto("/no-such-page/at-all");
      expect(res?.status()).toBe(404);
      await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
      await page.getByText("Did you forget to add the page to the router?", { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await fullShot(page, `public-404-${width}`);
      await context.close();
    }
  });
});
