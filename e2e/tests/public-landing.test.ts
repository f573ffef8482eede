import { telHref } from "@fh/validators";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousViolations } from "../src/browser";
import { baseURL, fullShot, openPage, overrideTrpc, toastTitled, untilHydrated } from "./public-helpers";

describe("landing page /", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows every section in order, the services and the Events & Announcements lists", async () => {
    const { context, page } = await openPage(browser, "/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual(["about", "services", "facilities", "pre-planning", "events", "brochure", "contact"]);

    const services = page.locator("#services > div > div > ul > li");
    expect(await services.count()).toBe(3);
    await expect(page.locator("#services").textContent()).resolves.toContain("Direct cremation from $1,295");

    await page.getByText("Grief Support Group: Finding Hope Together").waitFor();
    const events = page.locator("#events article").nth(0).locator("li");
    const servicesList = page.locator("#events article").nth(1).locator("li");
    await servicesList.first().waitFor();
    expect(await events.count()).toBeLessThanOrEqual(3);
    expect(await servicesList.count()).toBeLessThanOrEqual(3);
    expect(await events.count()).toBeGreaterThan(0);
    // 'MMM dd, yyyy at time'
    const stamp = await events.first().locator("p.text-gold").textContent();
    expect(stamp).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);
    // Each service says what kind it is (SPEC §3), as the API answers it, in sentence case ("Funeral").
    const upcoming = (await (await fetch(`${baseURL}/api/services`)).json()) as { serviceType: string }[];
    const kind = upcoming[0]!.serviceType.replace(/-/g, " ");
    expect(await servicesList.first().getByTestId("service-kind").textContent()).toBe(kind.charAt(0).toUpperCase() + kind.slice(1));
    // The private event of the seed is never shown.
    await expect(page.locator("#events").textContent()).resolves.not.toContain("Staff training");

    await expect(page.getByRole("link", { name: /Download Brochure/ }).getAttribute("href")).resolves.toBe("/attached-assets/brochure.pdf");
    await expect(page.getByRole("link", { name: "Book Consultation" }).getAttribute("href")).resolves.toBe("/book-consultation");

    const phone = await page.evaluate(() => JSON.parse(document.getElementById("site-facts")?.textContent ?? "{}").business?.phone as string);
    await expect(page.getByRole("link", { name: /24\/7 Assistance/ }).getAttribute("href")).resolves.toBe(telHref(phone));

    expect(await seriousViolations(page)).toEqual([]);
    await fullShot(page, "public-home-1280");
    await context.close();
  });

  it("shows the empty states of Events & Announcements", async () => {
    // The landing page arrives drawn with the server's events; the empty
    // states are what the page draws in the browser, reached by a link.
    const { context, page } = await openPage(browser, "/privacy");
    await untilHydrated(page);
    await overrideTrpc(page, { "events.upcoming": [], "services.upcoming": [] });
    await page.getByRole("link", { name: "Lake Worth Family Funeral Home" }).first().click();
    await page.getByText("No Events", { exact: true }).waitFor();
    await page.getByText("All events will be posted here").waitFor();
    await page.getByText("No Services Scheduled").waitFor();
    await page.getByText("Upcoming services will be displayed here").waitFor();
    await context.close();
  });

  it("the top bar turns translucent past 100 px and its links scroll to their sections", async () => {
    const { context, page } = await openPage(browser, "/");
    const header = page.locator("header").first();
    await expect(header.getAttribute("data-translucent")).resolves.toBe("false");
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForTimeout(100);
    await expect(header.getAttribute("data-translucent")).resolves.toBe("false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-translucent") === "true");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById("contact")?.getBoundingClientRect().top ?? 9999;
      return Math.abs(top - 64) < 40;
    });
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe("#contact");

    // The Staff Portal opens the staff login in a new tab; the footer says © 2025.
    const portal = page.getByRole("link", { name: /Staff Portal/ });
    await expect(portal.getAttribute("target")).resolves.toBe("_blank");
    await expect(portal.getAttribute("href")).resolves.toBe("/admin/login");
    await expect(page.locator("footer").textContent()).resolves.toContain("© 2025");
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).waitFor();
    await page.locator("footer").getByRole("link", { name: "Terms of Service" }).waitFor();
    await context.close();
  });

  it("the mobile menu shows the same items and closes after a choice", async () => {
    const { context, page } = await openPage(browser, "/", 375);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    for (const name of ["About Us", "Services", "Pre-Planning", "Events", "Contact", "Obituaries", "Grief Support"]) {
      await menu.getByRole("link", { name, exact: true }).waitFor();
    }
    await fullShot(page, "public-home-menu-375");
    await menu.getByRole("link", { name: "Services", exact: true }).click();
    await menu.waitFor({ state: "hidden" });
    await expect(page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).resolves.toBe("false");
    await page.waitForFunction(() => Math.abs((document.getElementById("services")?.getBoundingClientRect().top ?? 9999) - 64) < 40);

    // From another page, a section link goes home and scrolls there.
    await page.goto("/obituaries");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Obituaries" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Events" }).click();
    await page.waitForURL((u) => u.pathname === "/" && u.hash === "#events");
    await page.waitForFunction(() => Math.abs((document.getElementById("events")?.getBoundingClientRect().top ?? 9999) - 64) < 40);

    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await fullShot(page, "public-home-375");
    await context.close();
  });

  it("the contact form shows its messages, sends, thanks and resets", async () => {
    const { context, page } = await openPage(browser, "/#contact");
    const form = page.locator("#contact-form");
    await expect(form.getByPlaceholder("Enter your full name").getAttribute("type")).resolves.toBe("text");
    await expect(form.getByPlaceholder("Enter your email address").getAttribute("type")).resolves.toBe("email");
    await expect(form.getByLabel("Phone Number").getAttribute("type")).resolves.toBe("tel");
    await expect(form.getByPlaceholder("Please describe how we can assist you...").getAttribute("rows")).resolves.toBe("5");
    await form.getByText("Full Name *").waitFor();
    await form.getByText("Email Address *").waitFor();
    await form.getByText("Message *").waitFor();

    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.getByRole("alert").allTextContents()).toEqual(["Required", "Required", "Required"]);
    // Focus goes to the first field in error.
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("name");

    await form.getByLabel("Full Name").fill("Ana Reyes");
    await form.getByLabel("Email Address").fill("not-an-email");
    await form.getByLabel("Message").fill("I would like to ask about pre-planning for my mother.");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.getByRole("alert").allTextContents()).toEqual(["Invalid email"]);

    await form.getByLabel("Email Address").fill("ana.reyes@example.com");
    await form.getByLabel("Phone Number").fill("(561) 555-0123");
    await form.getByRole("button", { name: "Send Message" }).click();
    await toastTitled(page, "Thank you for your message").waitFor();
    await page.getByText("We will contact you soon to assist you with your needs.", { exact: true }).waitFor();
    await expect(form.getByLabel("Full Name").inputValue()).resolves.toBe("");
    await expect(form.getByLabel("Message").inputValue()).resolves.toBe("");
    await context.close();
  });

  it("takes typing before the form's checks have arrived, and a send waits for them", async () => {
    const { context, page } = await openPage(browser, "about:blank");
    // Hold back the chunk with the forms' checks (zod) until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("ZodError")) await held;
      await route.fulfill({ response, body });
    });
    await page.goto("/#contact");
    await untilHydrated(page);
    const form = page.locator("#contact-form");
    await form.getByLabel("Full Name").fill("Ana Reyes");
    const send = form.getByRole("button", { name: "Send Message" });
    await expect(send.getAttribute("aria-disabled")).resolves.toBe("true");
    // Someone who presses Send at once is answered as soon as the checks arrive.
    await send.click({ force: true });
    release();
    await form.getByRole("alert").first().waitFor();
    expect(await form.getByRole("alert").allTextContents()).toEqual(["Required", "Required"]);
    await expect(form.getByLabel("Full Name").inputValue()).resolves.toBe("Ana Reyes");
    await expect(send.getAttribute("aria-disabled")).resolves.toBeNull();
    await context.close();
  });

  it("a failed send says so, with the phone number", async () => {
    const { context, page } = await openPage(browser, "about:blank");
    await page.route("**/trpc/contact.send**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "[]" }));
    await page.goto("/#contact");
    const form = page.locator("#contact-form");
    await form.getByLabel("Full Name").fill("Ana Reyes");
    await form.getByLabel("Email Address").fill("ana.reyes@example.com");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await toastTitled(page, "Message failed to send").waitFor();
    await page.getByText(/^Please try again or call us directly at \(\d{3}\) \d{3}-\d{4}\.$/).waitFor();
    await expect(form.getByLabel("Full Name").inputValue()).resolves.toBe("Ana Reyes");
    await context.close();
  });
});
