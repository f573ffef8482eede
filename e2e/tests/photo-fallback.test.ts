import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot } from "../src/browser";
import { baseURL, expectToast, signedInPage, unique } from "./admin-helpers";
import { liveObituary, staffApi, uploadDemoPhoto, type StaffApi } from "./records-helpers";

/**
 * A memorial whose photo fails to load (a deleted
 * upload, a dead remote server: to the browser both are an image request
 * that fails) shows the lily on the very first, server-drawn page, before
 * and after the app takes it over, with no inline script. Staff deleting a
 * photo a memorial shows are told which and asked; the memorial then shows
 * no broken image.
 */

/** The photo's requests fail, as they do for a deleted upload or a server that is gone. */
async function failPhotos(page: Page): Promise<void> {
  await page.route("**/uploads/**", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "gone" }));
}

/** What the browser shows where the photo should be. */
function photoState(page: Page) {
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>("article img.photo-with-fallback");
    const lily = document.querySelector<HTMLElement>("article [data-testid='memorial-lily']");
    const after = img ? getComputedStyle(img, "::after") : null;
    return {
      img: img ? { broken: img.complete && img.naturalWidth === 0, alt: img.alt, cover: after?.content ?? "", lily: after?.backgroundImage.includes("/images/lily-fallback.svg") ?? false } : null,
      lily: lily ? { label: lily.getAttribute("aria-label"), drawn: getComputedStyle(lily).backgroundImage.includes("/images/lily-fallback.svg"), height: lily.getBoundingClientRect().height } : null,
    };
  });
}

describe("memorial photos that fail", () => {
  let browser: Browser;
  let staff: StaffApi;
  let obituaryId: number;
  let filename: string;
  const lastName = `Okafor${unique().replace(/[^a-z]/gi, "").slice(0, 6)}`;
  const name = `Grace ${lastName}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await staffApi();
    const photo = await uploadDemoPhoto("memorial-lilies.jpg");
    filename = photo.filename;
    obituaryId = await liveObituary(staff, {
      firstName: "Grace",
      lastName,
      dateOfBirth: "1944-05-09",
      dateOfDeath: "2026-10-30",
      biography: "Grace kept the church garden for forty years.\nShe is missed by all who knew her.",
      photoUrl: photo.photoUrl,
      submitterName: "Daniel Okafor",
      submitterEmail: "daniel@example.com",
    });
  });
  afterAll(() => browser?.close());

  it("show the lily on the server-drawn page before any script runs, with no inline script allowed", async () => {
    const res = await fetch(`${baseURL}/obituaries/${obituaryId}`);
    const csp = res.headers.get("content-security-policy") ?? "";
    // Only our own script files run: no 'unsafe-inline', and no nonce (the public cache sends the page to every visitor).
    expect(csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src"))).toBe("script-src 'self'");
    const html = await res.text();
    // Every script is a file of ours or a JSON data block (the query state, structured data): nothing inline runs.
    expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)).toBeNull();
    expect(html).toContain(`class="photo-with-fallback`);

    const context = await newContext(browser, baseURL, 375);
    const page = await context.newPage();
    await failPhotos(page);
    await page.route("**/*.js", (route) => route.abort()); // the app never takes over
    await page.goto(`/obituaries/${obituaryId}`);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>("article img")?.complete === true);
    const state = await photoState(page);
    expect(state.img).toEqual({ broken: true, alt: `Photo of ${name}`, cover: '""', lily: true });
    await screenshot(page, "photo-fallback-before-scripts-375");
    await context.close();
  });

  it("and once the app has taken the page over, the lily replaces the broken image", async () => {
    const context = await newContext(browser, baseURL, 375);
    const page = await context.newPage();
    await failPhotos(page);
    await page.goto(`/obituaries/${obituaryId}`);
    await page.getByRole("button", { name: "Open grief support chat" }).waitFor();
    await page.getByRole("img", { name: `Photo of ${name}` }).and(page.getByTestId("memorial-lily")).waitFor();
    const state = await photoState(page);
    expect(state.img).toBeNull();
    expect(state.lily).toMatchObject({ label: `Photo of ${name}`, drawn: true });
    expect(state.lily?.height).toBeGreaterThan(200);
    await screenshot(page, "photo-fallback-after-hydration-375");

    // The same on the memorial list, the cards' photos failing too.
    await page.goto("/obituaries");
    const card = page.getByTestId("memorial-card").filter({ hasText: name }).first();
    await card.scrollIntoViewIfNeeded(); // its photo is lazy: asked for only when near the screen
    await card.getByTestId("memorial-lily").waitFor();
    await context.close();
  });

  it("a photo the memorial shows is deleted only after staff are told where it is used", async () => {
    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/photos");
    const tile = page.getByRole("list", { name: "Uploaded photos" }).getByRole("listitem").filter({ has: page.locator(`a[href="/uploads/${filename}"]`) });
    await tile.getByText(`In use: ${name}`).waitFor();
    await tile.getByRole("button", { name: /^Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Photo" });
    await confirm.getByText(`memorial-lilies.jpg is used by the obituary of ${name}. That memorial will show no photo.`, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Delete Anyway" }).click();
    await expectToast(page, "Photo Deleted");
    await tile.waitFor({ state: "detached" });
    await context.close();

    // The memorial now shows no broken image: no photo on its page (SPEC §2, the photo if present), the lily on its card.
    const visitor = await newContext(browser, baseURL, 375);
    const memorial = await visitor.newPage();
    await memorial.goto(`/obituaries/${obituaryId}`);
    await memorial.getByRole("heading", { name, level: 1 }).waitFor();
    expect(await memorial.locator("article img").count()).toBe(0);
    expect(await staff.call("GET", "/api/admin/photos")).not.toContainEqual(expect.objectContaining({ filename }));
    await memorial.goto("/obituaries");
    const card = memorial.getByTestId("memorial-card").filter({ hasText: name }).first();
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId("memorial-lily").waitFor();
    await visitor.close();
  });
});
