import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The server tests' SMTP server: this file runs a server of its own that sends its emails to it.
import { TestSmtp } from "../../apps/server/test/notifications/smtp";
import { launchBrowser, newContext, screenshot, seriousViolations } from "../src/browser";
import { E2E_ADMIN, startServer, type RunningServer } from "../src/server";
import { isoDay } from "./admin-helpers";

const LOCALES = ["en", "es", "ht"] as const;
type Locale = (typeof LOCALES)[number];
const WIDTHS = [375, 1280] as const;
const NAME = "José Antonio Ramírez Peña";

const WORDS: Record<Locale, { confirmTitle: string; confirm: string; following: string; stopTitle: string; unsubscribe: string; unsubscribed: string; about: string }> = {
  en: {
    confirmTitle: "Confirm service updates by email",
    confirm: "Confirm",
    following: "Thank you, you are following",
    stopTitle: "Stop the service update emails?",
    unsubscribe: "Unsubscribe",
    unsubscribed: "You are unsubscribed",
    about: `Emails about the services for ${NAME}`,
  },
  es: {
    confirmTitle: "Confirme los avisos de los servicios por correo",
    confirm: "Confirmar",
    following: "Gracias, ya está siguiendo este obituario",
    stopTitle: "¿Dejar de recibir los avisos de los servicios?",
    unsubscribe: "Cancelar la suscripción",
    unsubscribed: "Su suscripción está cancelada",
    about: `Correos sobre los servicios de ${NAME}`,
  },
  ht: {
    confirmTitle: "Konfime nouvèl sèvis yo pa imèl",
    confirm: "Konfime",
    following: "Mèsi, w ap swiv nekwoloji sa a",
    stopTitle: "Sispann imèl nouvèl sèvis yo?",
    unsubscribe: "Dezabòne",
    unsubscribed: "Ou dezabòne",
    about: `Imèl sou sèvis yo pou ${NAME}`,
  },
};

/**
 * The pages a follower's email links open (confirm, unsubscribe), in each
 * language at a phone's and a desktop's width: the site's look, naming the
 * person, clean for axe, nothing wider than the screen. The links are the
 * real ones, read from the emails a server of this file's own sends to a
 * test SMTP server.
 */
describe("the pages behind a follower's email links", () => {
  const smtp = new TestSmtp();
  let server: RunningServer;
  let browser: Browser;
  let token = "";
  let obituaryId = 0;
  const address = (locale: Locale) => `follower.${locale}@example.com`;
  /** The link's path and query, on this file's server (the email's links use its configured origin). */
  const linkIn = (text: string | false | undefined, pattern: RegExp) => {
    const url = pattern.exec(text || "")?.[0];
    if (!url) throw new Error(`no link like ${pattern} in:\n${text}`);
    const { pathname, search } = new URL(url);
    return pathname + search;
  };
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseURL}${path}`, {
      ...init,
      headers: { "content-type": "application/json", origin: server.baseURL, ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
    });

  async function open(path: string, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await newContext(browser, server.baseURL, width);
    const page = await context.newPage();
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    return { page, close: () => context.close() };
  }

  async function expectWellDrawn(page: Page, title: string, about: string) {
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.locator(".about").innerText()).toBe(about);
    // The site's own type and colours, not a browser's default (the nonced sheet applied).
    const look = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const button = document.querySelector(".card .button");
      return { font: body.fontFamily, paper: body.backgroundColor, button: button ? getComputedStyle(button).backgroundColor : null };
    });
    expect(look.font).toContain("Inter");
    expect(look.paper).toBe("rgb(251, 250, 247)");
    expect(look.button === null || ["rgb(30, 58, 95)", "rgb(255, 255, 255)"].includes(look.button)).toBe(true);
    await page.getByRole("link", { name: "Lake Worth Family Funeral Home" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  beforeAll(async () => {
    await smtp.start();
    server = await startServer({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    const login = await api("/api/auth/login", { method: "POST", body: JSON.stringify(E2E_ADMIN) });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { sessionToken: string }).sessionToken;
    const created = await api("/api/admin/obituaries", {
      method: "POST",
      body: JSON.stringify({
        firstName: "José Antonio",
        lastName: "Ramírez Peña",
        dateOfBirth: "1941-05-20",
        dateOfDeath: isoDay(-3),
        biography: "José Antonio fixed every bicycle on his street and never charged a child for it.",
        submitterName: "Lucía Ramírez",
        submitterEmail: "lucia@example.com",
        state: "live",
      }),
    });
    expect(created.status).toBe(201);
    obituaryId = ((await created.json()) as { id: number }).id;
    for (const locale of LOCALES) {
      const res = await fetch(`${server.baseURL}/trpc/followers.follow`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.baseURL, "x-fh-locale": locale },
        body: JSON.stringify({ json: { obituaryId, email: address(locale) } }),
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp.stop();
  });

  it.each(LOCALES)("the confirm page (%s) is the site's, names the person, and confirms on the button", async (locale) => {
    const w = WORDS[locale];
    await expect.poll(() => smtp.to(address(locale)).length, { timeout: 30_000 }).toBe(1);
    const path = linkIn(smtp.to(address(locale))[0]!.text, /https?:\/\/\S+\/api\/notifications\/follow\/confirm\/[A-Za-z0-9_-]{43}(\?lang=\w+)?/);
    for (const width of WIDTHS) {
      const { page, close } = await open(path, width);
      await expectWellDrawn(page, w.confirmTitle, w.about);
      await screenshot(page, `email-link-confirm-${locale}-${width}`);
      if (width === 375) {
        await page.getByRole("button", { name: w.confirm }).click();
        await expectWellDrawn(page, w.following, w.about);
        await screenshot(page, `email-link-following-${locale}-375`);
      }
      await close();
    }
  });

  it.each(LOCALES)("the unsubscribe page (%s) is the site's, names the person, and stops the emails on the button", async (locale) => {
    const w = WORDS[locale];
    if (locale === "en") {
      // A service for the page: each confirmed follower is told, with an unsubscribe link.
      const service = await api("/api/admin/services", {
        method: "POST",
        body: JSON.stringify({ title: "Funeral Mass", serviceType: "funeral", serviceDate: isoDay(4), serviceTime: "10:00 AM", deceasedName: "typed", obituaryId }),
      });
      expect(service.status).toBe(201);
    }
    await expect.poll(() => smtp.to(address(locale)).length, { timeout: 30_000 }).toBe(2);
    const path = linkIn(smtp.to(address(locale))[1]!.text, /https?:\/\/\S+\/api\/notifications\/follow\/unsubscribe\/[A-Za-z0-9_-]{43}(\?lang=\w+)?/);
    for (const width of WIDTHS) {
      const { page, close } = await open(path, width);
      await expectWellDrawn(page, w.stopTitle, w.about);
      await screenshot(page, `email-link-unsubscribe-${locale}-${width}`);
      if (width === 1280) {
        await page.getByRole("button", { name: w.unsubscribe }).click();
        await expectWellDrawn(page, w.unsubscribed, w.about);
        await screenshot(page, `email-link-unsubscribed-${locale}-1280`);
      }
      await close();
    }
  });
});
