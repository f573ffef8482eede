import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousViolations } from "../src/browser";
import { fullShot, holdScripts, openPage, tinyPng, toastTitled } from "./public-helpers";

describe("obituary submission /obituaries/submit", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("names every missing field, then submits for review and goes to the list", async () => {
    const { context, page } = await openPage(browser, "/obituaries/submit");
    for (const name of ["About the Deceased", "Life Story & Biography", "Your Contact Information"]) {
      await page.getByRole("group", { name }).waitFor();
    }
    await page.getByText("All obituaries are reviewed by our staff before publication.", { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fullShot(page, "public-submit-1280");

    const form = page.locator("#submit-obituary-form");
    await form.getByRole("button", { name: "Submit Obituary" }).click();
    expect(await form.getByRole("alert").allTextContents()).toEqual(Array(7).fill("Required"));
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("firstName");

    await form.getByLabel("First Name").fill("Marion");
    await form.getByLabel("Last Name").fill("Hale");
    await form.getByLabel("Date of Birth").fill("1941-03-09");
    await form.getByLabel("Date of Death").fill("2024-12-02");
    await form.getByLabel("Biography").fill("Marion Hale kept the lighthouse museum open every Saturday for thirty years.\nShe loved the sea.");
    await form.getByLabel("Your Name").fill("Peter Hale");
    await form.getByLabel("Your Email").fill("peter.hale@example");
    await form.getByRole("button", { name: "Submit Obituary" }).click();
    expect(await form.getByRole("alert").allTextContents()).toEqual(["Invalid email"]);
    await form.getByLabel("Your Email").fill("peter.hale@example.com");

    // One click, one submission: the button turns into 'Submitting...' and is disabled.
    let posts = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("obituaries.submit")) posts++;
    });
    await page.route("**/trpc/obituaries.submit**", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await form.getByRole("button", { name: "Submit Obituary" }).click();
    const pending = form.getByRole("button", { name: "Submitting..." });
    await pending.waitFor();
    await expect(pending.isDisabled()).resolves.toBe(true);
    await pending.click({ force: true }).catch(() => undefined);
    await toastTitled(page, "Obituary Submitted").waitFor();
    await page.waitForURL((u) => u.pathname === "/obituaries");
    expect(posts).toBe(1);
    // Pending until staff approve it.
    expect(await page.getByText("Marion Hale").count()).toBe(0);
    await context.close();
  });

  it("says Submission Failed when the server refuses", async () => {
    const { context, page } = await openPage(browser, "about:blank", 375);
    await page.route("**/trpc/obituaries.submit**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "[]" }));
    await page.goto("/obituaries/submit");
    const form = page.locator("#submit-obituary-form");
    await form.getByLabel("First Name").fill("Marion");
    await form.getByLabel("Last Name").fill("Hale");
    await form.getByLabel("Date of Birth").fill("1941-03-09");
    await form.getByLabel("Date of Death").fill("2024-12-02");
    await form.getByLabel("Biography").fill("A life by the sea.");
    await form.getByLabel("Your Name").fill("Peter Hale");
    await form.getByLabel("Your Email").fill("peter.hale@example.com");
    await form.getByRole("button", { name: "Submit Obituary" }).click();
    await toastTitled(page, "Submission Failed").waitFor();
    await expect(page.evaluate(() => location.pathname)).resolves.toBe("/obituaries/submit");
    await fullShot(page, "public-submit-375");
    await context.close();
  });
});

describe("enhanced creator /obituaries/creative-submit", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("has the spec's defaults and messages", async () => {
    const { context, page } = await openPage(browser, "/obituaries/creative-submit", 375);
    const form = page.locator("#creative-obituary-form");
    await expect(form.getByLabel("Date of Birth").inputValue()).resolves.toBe("1950-01-01");
    await expect(form.getByLabel("Date of Passing").inputValue()).resolves.toBe("2025-01-24");
    await form.getByLabel("Date of Birth").fill("");
    await form.getByLabel("Date of Passing").fill("");
    await form.getByLabel("Biography").fill("Too short");
    await form.getByRole("button", { name: "Create Beautiful Memorial" }).click();
    expect(await form.getByRole("alert").allTextContents()).toEqual([
      "First name is required",
      "Last name is required",
      "Date of birth is required",
      "Date of death is required",
      "Biography must be at least 10 characters",
      "Submitter name is required",
      "Valid email is required",
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await fullShot(page, "public-creative-submit-375");
    await context.close();
  });

  it("takes up a photo picked before the page's script has taken over (a slow phone)", async () => {
    const { context, page } = await openPage(browser, "about:blank");
    // The file is chosen in the server-drawn form before the app takes it over; wait for the form itself.
    const { release } = await holdScripts(page);
    await page.goto("/obituaries/creative-submit", { waitUntil: "commit" });
    await page.getByLabel("Memorial Photo").waitFor({ state: "attached" });
    await page.getByLabel("Memorial Photo").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    release();
    await toastTitled(page, "Invalid File").waitFor();
    await context.close();
  });

  it("checks the photo, uploads it with progress, folds the extras into the biography and submits", async () => {
    const { context, page } = await openPage(browser, "/obituaries/creative-submit");
    const file = page.getByLabel("Memorial Photo");

    await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await toastTitled(page, "Invalid File").waitFor();
    await page.getByText("Please select an image file (JPG, PNG, GIF).", { exact: true }).waitFor();

    await file.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await toastTitled(page, "File Too Large").waitFor();
    await page.getByText("Please select an image smaller than 5MB.", { exact: true }).waitFor();

    await page.route("**/api/upload/photo", async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await file.setInputFiles({ name: "garden.png", mimeType: "image/png", buffer: tinyPng });
    await page.getByTestId("upload-progress").waitFor();
    await page.getByRole("progressbar", { name: "Photo upload progress" }).waitFor();
    await expect(page.getByRole("button", { name: "Create Beautiful Memorial" }).isDisabled()).resolves.toBe(true);
    await toastTitled(page, "Image Uploaded").waitFor();
    await expect(page.getByRole("img", { name: "The uploaded photo" }).getAttribute("src")).resolves.toMatch(/^\/uploads\/photo-/);

    const form = page.locator("#creative-obituary-form");
    await form.getByLabel("First Name").fill("Lorraine");
    await form.getByLabel("Last Name").fill("Bishop");
    await form.getByLabel("Nickname").fill("Lorrie");
    await form.getByLabel("Occupation").fill("Librarian");
    // The family's own dates: pre-filled ones are asked about first (creator-dates.test.ts).
    await form.getByLabel("Date of Birth").fill("1939-06-18");
    await form.getByLabel("Date of Passing").fill("2026-10-30");
    await form.getByLabel("Biography").fill("Lorraine Bishop ran the Lake Worth library's story hour for a generation of children.");
    await form.getByLabel("Hobbies & Interests").fill("Orchids and mystery novels");
    await form.getByLabel("Favorite Quote").fill("Read, and the world opens.");
    await form.getByLabel("Location").fill("Our chapel");
    await form.getByLabel("Date", { exact: true }).fill("2026-12-05");
    await form.getByLabel("Time", { exact: true }).fill("14:30");
    await form.getByLabel("Your Full Name").fill("Dana Bishop");
    await form.getByLabel("Relationship").fill("Daughter");
    await form.getByLabel("Email *", { exact: true }).fill("dana.bishop@example.com");

    let sent: unknown = null;
    page.on("request", (r) => {
      if (r.url().includes("obituaries.submit")) sent = r.postDataJSON();
    });
    await form.getByRole("button", { name: "Create Beautiful Memorial" }).click();
    await toastTitled(page, "Obituary Submitted Successfully").waitFor();
    await page.waitForURL((u) => u.pathname === "/obituaries");
    const biography = JSON.stringify(sent);
    expect(biography).toContain('Also known as \\"Lorrie\\"');
    // Each label beside its value, the service's date and time in words.
    expect(biography).toContain("Profession: Librarian");
    expect(biography).toContain("Hobbies & Interests: Orchids and mystery novels");
    expect(biography).toContain('Favorite Quote: \\"Read, and the world opens.\\"');
    expect(biography).toContain("Memorial Service\\nLocation: Our chapel\\nDate: Saturday, December 5, 2026 at 2:30 PM");
    expect(biography).toContain("Dana Bishop (Daughter)");
    await context.close();
  });

  it("looks right at 1280", async () => {
    const { context, page } = await openPage(browser, "/obituaries/creative-submit");
    await page.getByRole("heading", { name: "Create a Beautiful Memorial" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fullShot(page, "public-creative-submit-1280");
    await context.close();
  });
});
