import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The server tests' SMTP server: this file runs a server of its own that sends its emails to it.
import { TestSmtp } from "../../apps/server/test/notifications/smtp";
import { readCatalog } from "@fh/i18n/files";
import { launchBrowser, newContext, screenshot, seriousViolations } from "../src/browser";
import { E2E_ADMIN, startServer, type RunningServer } from "../src/server";
import { isoDay, signIn } from "./admin-helpers";
import { fullShot } from "./public-helpers";

const LOCALES = ["en", "es", "ht"] as const;
type Locale = (typeof LOCALES)[number];
const WIDTHS = [375, 1280] as const;
const LINK = /https?:\/\/\S+\/family\/sign-in\/[A-Za-z0-9_-]{43}(\?lang=\w+)?/;

/**
 * A family signing in to their family page by email, in each language, on a
 * phone and a desktop: the link's page draws Continue, Continue opens the
 * family page with their obituaries (a published one and one waiting for
 * review), clean for axe and no wider than the screen. The links are the
 * real ones, read from the emails this file's own server sends to a test
 * SMTP server.
 */
describe("the family page, signed in", () => {
  const smtp = new TestSmtp();
  let server: RunningServer;
  let browser: Browser;
  let token = "";
  const address = (locale: Locale) => `family.${locale}@example.com`;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseURL}${path}`, {
      ...init,
      headers: { "content-type": "application/json", origin: server.baseURL, ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
    });
  const pathOf = (text: string | false | undefined) => {
    const url = LINK.exec(text || "")?.[0];
    if (!url) throw new Error(`no sign-in link in:\n${text}`);
    const { pathname, search } = new URL(url);
    return pathname + search;
  };
  /** Asks for a link in the page's language and answers its path once the email has arrived. */
  async function link(locale: Locale): Promise<string> {
    const before = smtp.to(address(locale)).length;
    const res = await api("/api/family/link", { method: "POST", headers: { "x-fh-locale": locale }, body: JSON.stringify({ email: address(locale) }) });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ sent: true });
    await expect.poll(() => smtp.to(address(locale)).length, { timeout: 30_000 }).toBe(before + 1);
    return pathOf(smtp.to(address(locale)).at(-1)!.text);
  }

  beforeAll(async () => {
    await smtp.start();
    server = await startServer({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    const login = await api("/api/auth/login", { method: "POST", body: JSON.stringify(E2E_ADMIN) });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { sessionToken: string }).sessionToken;
    for (const locale of LOCALES) {
      for (const [firstName, state] of [
        ["Marisol", "live"],
        ["Jean-Baptiste", "pending"],
      ] as const) {
        const created = await api("/api/admin/obituaries", {
          method: "POST",
          body: JSON.stringify({
            firstName,
            lastName: "Ramírez Pierre",
            dateOfBirth: "1941-05-20",
            dateOfDeath: isoDay(-3),
            biography: "She fixed every bicycle on her street and never charged a child for it.",
            submitterName: "Lucía Ramírez",
            submitterEmail: address(locale),
            state,
          }),
        });
        expect(created.status).toBe(201);
      }
    }
    token = "";
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp.stop();
  });

  it.each(LOCALES)("signs in with the emailed link and shows the family's obituaries (%s)", async (locale) => {
    const words = readCatalog(locale).familyPage!;
    for (const width of WIDTHS) {
      const path = await link(locale);
      const context = await newContext(browser, server.baseURL, width);
      const page = await context.newPage();
      // The link's page: Continue, and nothing signed in by opening it.
      const shown = await page.goto(path);
      expect(shown?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: words.signInPageTitle! }).waitFor();
      expect((await context.cookies()).map((c) => c.name)).not.toContain("fh_family");
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `family-sign-in-${locale}-${width}`);
      await page.getByRole("button", { name: words.continue! }).click();
      await page.waitForURL(new RegExp(`${locale === "en" ? "" : `/${locale}`}/family$`));
      expect((await context.cookies()).find((c) => c.name === "fh_family")).toMatchObject({ httpOnly: true, sameSite: "Strict" });
      // Signed in: both obituaries, each with its state in the page's language.
      const cards = page.getByTestId("family-obituary");
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
      const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
      expect(text).toContain(words["state.published"]!);
      expect(text).toContain(words["state.waiting"]!);
      expect(text).toContain(words.signedInAs!.replace("{email}", address(locale)));
      await page.getByRole("heading", { level: 3, name: words.familyHeading! }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await fullShot(page, `family-page-${locale}-${width}`);
      if (width === 375) {
        // The waiting one opens its form with the submission's fields.
        await page.getByRole("button", { name: words.edit! }).click();
        await page.getByLabel(words["field.biography"]!).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await fullShot(page, `family-page-edit-${locale}-375`);
        // Sign out: the page asks for an email again, and the cookie opens nothing.
        await page.getByRole("button", { name: words.signOut! }).click();
        await page.getByText(words.signedOut!).waitFor();
        await page.getByRole("heading", { level: 2, name: words.signInHeading! }).waitFor();
      }
      await context.close();
    }
  });

  it("a change the family proposes to a published obituary waits for staff, who see it on the dashboard and approve it", async () => {
    const words = readCatalog("en").familyPage!;
    const path = await link("en");
    const family = await newContext(browser, server.baseURL, 375);
    const page = await family.newPage();
    await page.goto(path);
    await page.getByRole("button", { name: words.continue! }).click();
    const card = page.getByTestId("family-obituary").filter({ hasText: "Marisol" });
    await card.getByRole("button", { name: words.propose! }).click();
    const story = card.getByLabel(words["field.biography"]!);
    await story.fill("She fixed every bicycle on her street, taught half the block to ride, and never charged a child for it.");
    await card.getByRole("button", { name: words.sendProposal! }).click();
    await card.getByText(words.proposalWaiting!).waitFor();
    await family.close();

    const staff = await newContext(browser, server.baseURL, 1280);
    const desk = await staff.newPage();
    await signIn(desk);
    const section = desk.getByTestId("family-proposals");
    await section.getByRole("heading", { name: "Changes proposed by the family" }).waitFor();
    await section.getByText("taught half the block to ride").waitFor();
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, "family-proposals-staff-1280");
    await section.getByRole("button", { name: "Approve changes" }).click();
    await section.waitFor({ state: "detached" });
    await staff.close();
    await expect.poll(() => smtp.to(address("en")).some((m) => m.subject === "Your changes to the obituary for Marisol Ramírez Pierre are published"), { timeout: 30_000 }).toBe(true);
  });
});
