import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
// The server tests' SMTP server: this file runs a server of its own that sends its emails to it.
import { TestSmtp } from "../../apps/server/test/notifications/smtp";
import { readCatalog } from "@fh/i18n/files";
import { launchBrowser, newContext, screenshot, seriousViolations } from "../src/browser";
import { E2E_ADMIN, startServer, type RunningServer } from "../src/server";
import { isoDay } from "./admin-helpers";
import { fullShot } from "./public-helpers";

const LOCALES = ["en", "es", "ht"] as const;
const WIDTHS = [375, 1280] as const;
const FAMILY = "gallery.family@example.com";
const LINK = /https?:\/\/\S+(\/family\/sign-in\/[A-Za-z0-9_-]{43})/;
const PHOTOS = ["memorial-garden.jpg", "memorial-harbor.jpg", "memorial-roses.jpg"];

/**
 * A memorial as the family made it: their gallery (added through their own
 * procedures after signing in with the emailed link), their "in lieu of
 * flowers", and a service with "I'll attend", in each language at 375 and
 * 1280 px: clean for axe, the gallery's photos lazy, and an answer sent.
 */
describe("the memorial's gallery, in lieu of flowers and I'll attend", () => {
  const smtp = new TestSmtp();
  let server: RunningServer;
  let browser: Browser;
  let staffToken = "";
  let familyCookie = "";
  let obituaryId = 0;

  const call = (url: string, init: RequestInit = {}) =>
    fetch(`${server.baseURL}${url}`, {
      ...init,
      headers: {
        origin: server.baseURL,
        ...(staffToken ? { authorization: `Bearer ${staffToken}` } : {}),
        ...(familyCookie ? { cookie: familyCookie } : {}),
        ...init.headers,
      },
    });
  const mutation = async (procedure: string, input: unknown) => {
    const res = await call(`/trpc/${procedure}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ json: input }) });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    await smtp.start();
    server = await startServer({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    const login = await call("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(E2E_ADMIN) });
    staffToken = ((await login.json()) as { sessionToken: string }).sessionToken;
    const created = await call("/api/admin/obituaries", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Odette",
        lastName: "Beauvais",
        dateOfBirth: "1938-09-28",
        dateOfDeath: isoDay(-4),
        biography: "Odette kept a garden of roses behind the house on Lake Avenue and taught half the street to swim.",
        submitterName: "Claire Beauvais",
        submitterEmail: FAMILY,
        state: "live",
      }),
    });
    expect(created.status).toBe(201);
    obituaryId = ((await created.json()) as { id: number }).id;
    const service = await call("/api/admin/services", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "Funeral Mass", serviceType: "funeral", serviceDate: isoDay(5), serviceTime: "10:00 AM", location: "Sacred Heart Church", deceasedName: "x", obituaryId }),
    });
    expect(service.status).toBe(201);
    await mutation("admin.obituaries.setFlowers", { obituaryId, charityName: "Hospice of Palm Beach County", charityUrl: "https://hospice.example.org/give", wish: "The family thanks you for your prayers." });
    staffToken = "";

    // The family signs in with the link emailed to them, then adds their photos.
    const asked = await call("/api/family/link", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: FAMILY }) });
    expect(asked.status).toBe(202);
    // The link is sent after the answer (the same time for every address): wait for its email.
    await vi.waitFor(() => expect(smtp.to(FAMILY).length).toBeGreaterThan(0), { timeout: 30_000 });
    const signInPath = LINK.exec(smtp.to(FAMILY).at(-1)!.text ?? "")![1]!;
    const signedIn = await call(signInPath, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "", redirect: "manual" });
    familyCookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(familyCookie).toMatch(/fh_family=/);
    const captions = ["Her roses, every June", "Lake Worth pier, 1971", ""];
    for (const [i, name] of PHOTOS.entries()) {
      const form = new FormData();
      form.append("photo", new Blob([readFileSync(path.join(import.meta.dirname, "../../apps/web/public/images/memorials", name))], { type: "image/jpeg" }), name);
      const uploaded = await call("/api/upload/photo", { method: "POST", body: form });
      expect(uploaded.status).toBe(201);
      const { photoUrl } = (await uploaded.json()) as { photoUrl: string };
      await mutation("familyMemorial.addPhoto", { obituaryId, photoUrl, caption: captions[i] });
    }
    familyCookie = "";
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp.stop();
  });

  it("GET /api/obituaries/{id}/photos lists the gallery in the family's order", async () => {
    const res = await call(`/api/obituaries/${obituaryId}/photos`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Array<{ caption: string }>).map((p) => p.caption)).toEqual(["Her roses, every June", "Lake Worth pier, 1971", ""]);
  });

  it("a guest attaches a photo to a message, which then waits for review even in an open guest book", async () => {
    const words = readCatalog("en").obituary!;
    const context = await newContext(browser, server.baseURL, 375);
    const page = await context.newPage();
    await page.goto(`/obituaries/${obituaryId}`);
    await page.getByTestId("guest-book-add-photo").click();
    await page.locator('input[type="file"]').setInputFiles(path.join(import.meta.dirname, "../../apps/web/public/images/memorials", "memorial-pier.jpg"));
    await page.getByRole("button", { name: /Remove/ }).waitFor();
    await page.getByLabel(words["guestBook.name"]!).fill("June Carter");
    await page.getByLabel(words["guestBook.message"]!).fill("From the reunion in 1999.");
    await page.getByRole("button", { name: words["guestBook.post"]! }).click();
    await page.getByTestId("guest-book-review-note").waitFor();
    expect(await page.getByTestId("guest-book-review-note").innerText()).toContain("Odette Beauvais");
    await screenshot(page, "memorial-guest-photo-waiting-en-375");
    const list = (await (await call(`/api/obituaries/${obituaryId}/guestbook`)).json()) as unknown[];
    expect(list).toEqual([]);
    await context.close();
  });

  it.each(LOCALES)("shows the gallery and the family's wish, and takes an answer to I'll attend (%s)", async (locale) => {
    const words = readCatalog(locale).obituary!;
    const prefix = locale === "en" ? "" : `/${locale}`;
    for (const width of WIDTHS) {
      const context = await newContext(browser, server.baseURL, width);
      const page = await context.newPage();
      const res = await page.goto(`${prefix}/obituaries/${obituaryId}`);
      expect(res?.status()).toBe(200);
      const gallery = page.getByTestId("memorial-gallery");
      await gallery.getByRole("heading", { level: 2, name: words["gallery.title"]! }).waitFor();
      // Lazy images with their size set, each a link a keyboard reaches, named for a screen reader.
      const images = gallery.locator("img");
      expect(await images.count()).toBe(3);
      expect(await images.first().getAttribute("loading")).toBe("lazy");
      expect(await images.first().getAttribute("width")).not.toBeNull();
      expect(await images.nth(1).getAttribute("alt")).toBe(words["gallery.photoLabel"]!.replace("{n}", "2").replace("{count}", "3"));
      await gallery.getByText("Her roses, every June").waitFor();

      const flowers = page.getByTestId("in-lieu-of-flowers");
      await flowers.getByRole("heading", { name: words["flowers.title"]! }).waitFor();
      const sentence = (await flowers.innerText()).replace(/\s+/g, " ");
      expect(sentence).toContain(words["flowers.charity"]!.split("<charity>")[0]!.trim());
      expect(await flowers.getByRole("link", { name: /Hospice of Palm Beach County/ }).getAttribute("href")).toBe("https://hospice.example.org/give");
      expect(sentence).toContain("The family thanks you for your prayers.");

      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await fullShot(page, `memorial-gallery-flowers-${locale}-${width}`);

      // I'll attend: the form opens in place, and the answer is thanked.
      await page.getByTestId("rsvp-open").click();
      const form = page.getByTestId("rsvp-form");
      await form.getByLabel(words["rsvp.nameLabel"]!).fill(`Guest ${locale} ${width}`);
      await form.getByLabel(words["rsvp.guestsLabel"]!).selectOption("3");
      await form.getByLabel(words["rsvp.emailLabel"]!).fill(`guest.${locale}.${width}@example.com`);
      await screenshot(page, `memorial-rsvp-form-${locale}-${width}`);
      const sent = page.waitForRequest((r) => r.url().includes("/trpc/services.rsvp"));
      await form.getByRole("button", { name: words["rsvp.send"]! }).click();
      // Like every public write, the answer goes with an Idempotency-Key: sent again after a 503, it is one answer.
      expect((await sent).headers()["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
      await page.getByTestId("rsvp-done").waitFor();
      expect(await page.getByTestId("rsvp-done").innerText()).toBe(words["rsvp.done"]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `memorial-rsvp-done-${locale}-${width}`);
      await context.close();
    }
  });
});
