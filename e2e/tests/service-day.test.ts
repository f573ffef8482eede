import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, copyFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultBusiness, fullAddress } from "@fh/validators";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, screenshotDir, seriousViolations } from "../src/browser";
import { isoDay, sessionToken, signedInPage, staffFetch, unique } from "./admin-helpers";
import { baseURL, fullShot, openPage, untilHydrated } from "./public-helpers";

/** The print page's words in each language (apps/server/src/web/print-words.ts). */
const printLanguages = [
  { locale: "en", prefix: "", qr: /^QR code that opens /, print: "Print", back: "Back to the memorial" },
  { locale: "es", prefix: "/es", qr: /^Código QR que abre /, print: "Imprimir", back: "Volver al homenaje" },
  { locale: "ht", prefix: "/ht", qr: /^Kòd QR ki louvri /, print: "Enprime", back: "Retounen nan omaj la" },
] as const;

/**
 * The service day: the obituary page with its Services block and a moderated
 * guest book, the print page in each language (drawn by the server, its one
 * script the Print button's), the staff Guest Book screen approving a waiting
 * message, and the Book of Memories' first pages rendered to PNG (pdftoppm,
 * poppler-utils) to look at.
 */
describe("the service day and the guest book's care", () => {
  let browser: Browser;
  let token: string;
  let obituaryId: number;
  const tag = unique();
  // Not a sentence of the catalog: the languages test reads the newest memorial for English words.
  const waitingMessage = `Held back a while ${tag}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context } = await signedInPage(browser);
    token = await sessionToken(context);
    await context.close();
    const created = await staffFetch(token, "/api/admin/obituaries", {
      method: "POST",
      body: JSON.stringify({
        firstName: "Renée",
        lastName: `Désir-Pòl ${tag}`,
        dateOfBirth: "1941-03-12",
        dateOfDeath: isoDay(-3),
        biography: "Renée grew up in Jacmel and came to Lake Worth in 1972.\n\nShe sang in the choir at St. Luke's, cooked soup joumou every New Year's Day, and taught three generations to dance kompa.",
        submitterName: "Françoise Désir",
        submitterEmail: "francoise@example.com",
        state: "live",
      }),
    });
    expect(created.status).toBe(201);
    obituaryId = ((await created.json()) as { id: number }).id;
    for (const service of [
      { title: "Visitation", serviceType: "viewing", serviceDate: isoDay(-1), serviceTime: "5:00 PM", location: "Lake Worth Funeral Home chapel", livestreamUrl: "https://stream.example.com/renee" },
      { title: "Funeral Mass", serviceType: "funeral", serviceDate: isoDay(2), serviceTime: "10:00 AM", location: "St. Luke's Catholic Church, 2892 S Congress Ave, Palm Springs, FL", description: "Reception to follow in the parish hall." },
      { title: "Burial", serviceType: "burial", serviceDate: isoDay(2), serviceTime: "1:00 PM", location: "Pinecrest Cemetery, Lake Worth" },
    ]) {
      const res = await staffFetch(token, "/api/admin/services", { method: "POST", body: JSON.stringify({ ...service, deceasedName: "typed", obituaryId }) });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    // One message shown at once, then the guest book becomes moderated and the next one waits.
    const sign = (authorName: string, message: string) =>
      fetch(`${baseURL}/api/obituaries/${obituaryId}/guestbook`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseURL },
        body: JSON.stringify({ authorName, message }),
      });
    expect((await sign("Joëlle", "Renée taught me to dance. Mèsi, manman.")).status).toBe(201);
    const care = await staffFetch(token, "/trpc/admin.obituaries.setGuestBookCare", {
      method: "POST",
      headers: { origin: baseURL },
      body: JSON.stringify({ json: { id: obituaryId, guestBookMode: "moderated" } }),
    });
    expect(care.status).toBe(200);
    const held = await sign("Marc", waitingMessage);
    expect(((await held.json()) as { status: string }).status).toBe("waiting");
  });
  afterAll(() => browser?.close());

  for (const width of [375, 1280]) {
    it(`shows the obituary's services, calendar, directions and livestream at ${width} px, and no waiting message`, async () => {
      const { context, page } = await openPage(browser, `/obituaries/${obituaryId}`, width);
      await untilHydrated(page);
      const block = page.getByRole("region", { name: "Services" });
      await block.waitFor();
      const items = block.getByTestId("obituary-service");
      expect(await items.count()).toBe(3);
      expect(await items.nth(0).textContent()).toContain("Past service");
      await block.getByRole("link", { name: /Watch the livestream/ }).waitFor();
      // The past Visitation has no calendar links: the first is the Funeral Mass's.
      const calendarLinks = block.locator('a[href$=".ics"]');
      expect(await calendarLinks.count()).toBe(2);
      expect(await calendarLinks.first().innerText()).toContain("Add to calendar");
      const ics = await calendarLinks.first().getAttribute("href");
      expect(ics).toMatch(/^\/services\/\d+\.ics$/);
      expect((await fetch(`${baseURL}${ics}`)).headers.get("content-type")).toMatch(/^text\/calendar/);
      expect(await block.getByRole("link", { name: /Directions to St. Luke's/ }).getAttribute("target")).toBe("_blank");
      // The maps search: the home's full address for its own chapel; an outside place that names its town, as typed.
      const mapsQuery = async (name: RegExp) => new URL((await block.getByRole("link", { name }).getAttribute("href")) ?? "").searchParams.get("query");
      expect(await mapsQuery(/Directions to Lake Worth Funeral Home chapel/)).toBe(`${defaultBusiness.name}, ${fullAddress(defaultBusiness)}`);
      expect(await mapsQuery(/Directions to St. Luke's/)).toBe("St. Luke's Catholic Church, 2892 S Congress Ave, Palm Springs, FL");
      expect(await page.getByText(waitingMessage).count()).toBe(0);
      await page.getByText("Messages are shown once the family or the funeral home has reviewed them.").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await fullShot(page, `service-day-obituary-${width}`);
      await context.close();
    });

    for (const { locale, prefix, qr, print, back } of printLanguages) {
      it(`${locale}: the print page prints by its own button and leads back to the memorial, neither on paper, at ${width} px`, async () => {
        const { context, page } = await openPage(browser, "about:blank", width);
        // Headless Chromium has no dialog to show: the page's calls to print are counted instead.
        await page.addInitScript(() => {
          const w = window as unknown as { printed: number; print: () => void };
          w.printed = 0;
          w.print = () => void w.printed++;
        });
        const refused: string[] = [];
        page.on("console", (m) => {
          if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
        });
        await page.goto(`${prefix}/obituaries/${obituaryId}/print`);
        await page.getByRole("heading", { level: 1, name: /Renée Désir-Pòl/ }).waitFor();
        expect(await page.locator("nav, form, input, textarea").count()).toBe(0);
        await page.getByRole("img", { name: qr }).waitFor();
        const link = page.getByRole("link", { name: back, exact: true });
        const button = page.getByRole("button", { name: print, exact: true });
        // The button shows once its script has run, which the policy allows by this answer's nonce.
        await button.waitFor();
        await expect(link.getAttribute("href")).resolves.toBe(`${prefix}/obituaries/${obituaryId}`);
        const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed);
        // By keyboard: the link first, then the button.
        await page.keyboard.press("Tab");
        await expect(link.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        await page.keyboard.press("Tab");
        await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        await page.keyboard.press("Enter");
        await expect.poll(printed).toBe(1);
        await button.click();
        await expect.poll(printed).toBe(2);
        expect(refused).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `service-day-print-${locale}-${width}`);

        // On paper: neither the link nor the button.
        await page.emulateMedia({ media: "print" });
        expect(await link.isVisible()).toBe(false);
        expect(await button.isVisible()).toBe(false);
        if (width === 1280) await screenshot(page, `service-day-print-${locale}-as-printed`);
        await page.emulateMedia({ media: "screen" });

        await link.click();
        await page.waitForURL((u) => u.pathname === `${prefix}/obituaries/${obituaryId}`);
        await page.getByRole("heading", { level: 1, name: /Renée Désir-Pòl/ }).waitFor();
        await context.close();
      });
    }

    it(`lets staff approve a waiting message on the Guest Book screen at ${width} px, recorded with who`, async () => {
      const { context, page } = await signedInPage(browser, width);
      await page.goto("/admin/guest-book?status=waiting");
      const entry = page.getByTestId("guest-book-entry").filter({ hasText: waitingMessage });
      if (width === 1280) {
        await entry.waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `service-day-admin-guest-book-${width}`);
        await entry.getByRole("button", { name: "Approve" }).click();
        // Wait for the server's answer (its toast) before leaving: a navigation
        // started at once can cancel the request before it is sent.
        await page.getByText(/ is shown$/).first().waitFor();
        await page.goto("/admin/guest-book?status=shown");
        await page.getByTestId("guest-book-entry").filter({ hasText: waitingMessage }).getByTestId("moderated-by").getByText(/Approved by e2e-director/).waitFor();
      } else {
        await page.getByRole("heading", { level: 1, name: "Guest Book" }).waitFor();
        await page.goto("/admin/guest-book");
        await page.getByTestId("guest-book-entry").first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `service-day-admin-guest-book-${width}`);
      }
      await context.close();
    });
  }

  it("renders the Book of Memories' first pages to PNG", async () => {
    const res = await staffFetch(token, `/api/admin/obituaries/${obituaryId}/keepsake.pdf`);
    expect(res.status).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), "keepsake-"));
    try {
      const pdf = path.join(dir, "book.pdf");
      writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
      execFileSync("pdftoppm", ["-png", "-r", "80", "-f", "1", "-l", "4", pdf, path.join(dir, "page")]);
      const pages = readdirSync(dir).filter((f) => f.endsWith(".png")).sort();
      expect(pages.length).toBe(4);
      for (const [i, file] of pages.entries()) copyFileSync(path.join(dir, file), path.join(screenshotDir, `service-day-keepsake-page-${i + 1}.png`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
