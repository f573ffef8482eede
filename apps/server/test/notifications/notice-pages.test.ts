import { readFileSync } from "node:fs";
import { hashFollowToken } from "@fh/api";
import { guestBookDigestSubscriptions, obituaryFollowers, obituaryFollowerUnsubscribeTokens, type DatabaseHandle } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import type { Locale } from "@fh/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltServer } from "../../src/app";
import { SITE_COLOURS, SITE_FONTS } from "../../src/web/site-look";
import { callers, mailServer, submission } from "./server";

const form = { "content-type": "application/x-www-form-urlencoded" };
const NAME = "José Antonio Ramírez Peña";
/** A token of the right shape, different for each use. */
const token = (seed: string) => seed.repeat(43).slice(0, 43);
const lang = (locale: Locale) => (locale === "en" ? "" : `?lang=${locale}`);

/** The nonce the answer's Content-Security-Policy allows for <style>. */
const styleNonce = (csp: string) => /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];

/** What every page behind an email link must look like: the site's, not a browser's default, and naming whose emails. */
function expectSiteLook(res: { body: string; headers: Record<string, unknown> }, locale: Locale) {
  const html = res.body;
  expect(html).toContain(`<html lang="${locale}">`);
  // Its one <style> is allowed by this answer's policy, so the browser applies it.
  const nonce = styleNonce(String(res.headers["content-security-policy"]));
  expect(nonce).toBeTruthy();
  expect(html).toContain(`<style nonce="${nonce}">`);
  expect(html).toContain(SITE_FONTS.sans);
  expect(html).toContain(SITE_COLOURS.navy);
  // The site's top bar: the lily and the home's name, back to the home page in the same language; the call button.
  const home = locale === "en" ? "/" : `/${locale}/`;
  expect(html).toContain(`<a class="brand" href="${home}"><img src="/favicon.svg" alt="" width="28" height="28"><span>Lake Worth Family Funeral Home</span></a>`);
  expect(html).toMatch(/<a class="button call" href="tel:\+15615550199" aria-label="[^"]+\(561\) 555-0199">/);
  expect(html).toContain('<footer class="site-footer">');
  expect(html).toContain("1200 Lake Avenue, Lake Worth, FL 33460");
  // No style attribute and no script: the look is the nonced sheet's alone.
  expect(html).not.toMatch(/\sstyle="/);
  expect(html).not.toContain("<script");
  expect(res.headers["cache-control"]).toBe("no-store");
}

const WORDS = {
  en: {
    about: `Emails about the services for <strong>${NAME}</strong>`,
    confirmTitle: "<h1>Confirm service updates by email</h1>",
    confirm: '<button type="submit" class="button">Confirm</button>',
    following: "<h1>Thank you, you are following</h1>",
    stopTitle: "<h1>Stop the service update emails?</h1>",
    unsubscribe: '<button type="submit" class="button">Unsubscribe</button>',
    unsubscribed: "<h1>You are unsubscribed</h1>",
    notValid: "<h1>This link is not valid</h1>",
    digestAbout: `Daily guest-book emails for the memorial of <strong>${NAME}</strong>`,
  },
  es: {
    about: `Correos sobre los servicios de <strong>${NAME}</strong>`,
    confirmTitle: "<h1>Confirme los avisos de los servicios por correo</h1>",
    confirm: '<button type="submit" class="button">Confirmar</button>',
    following: "<h1>Gracias, ya está siguiendo este obituario</h1>",
    stopTitle: "<h1>¿Dejar de recibir los avisos de los servicios?</h1>",
    unsubscribe: '<button type="submit" class="button">Cancelar la suscripción</button>',
    unsubscribed: "<h1>Su suscripción está cancelada</h1>",
    notValid: "<h1>Este enlace no es válido</h1>",
    digestAbout: `Correos diarios del libro de condolencias en memoria de <strong>${NAME}</strong>`,
  },
  ht: {
    about: `Imèl sou sèvis yo pou <strong>${NAME}</strong>`,
    confirmTitle: "<h1>Konfime nouvèl sèvis yo pa imèl</h1>",
    confirm: '<button type="submit" class="button">Konfime</button>',
    following: "<h1>Mèsi, w ap swiv nekwoloji sa a</h1>",
    stopTitle: "<h1>Sispann imèl nouvèl sèvis yo?</h1>",
    unsubscribe: '<button type="submit" class="button">Dezabòne</button>',
    unsubscribed: "<h1>Ou dezabòne</h1>",
    notValid: "<h1>Lyen sa a pa bon</h1>",
    digestAbout: `Imèl chak jou liv kondoleyans <strong>${NAME}</strong>`,
  },
} as const;

describe("the pages behind links in emails", () => {
  let database: DatabaseHandle;
  let server: BuiltServer;
  let obituaryId = 0;
  const get = (url: string) => server.app.inject({ method: "GET", url });
  const post = (url: string) => server.app.inject({ method: "POST", url, headers: form, payload: "List-Unsubscribe=One-Click" });

  /** A follower waiting to confirm, and one confirmed with an unsubscribe link from a notice, each with a known token. */
  async function follower(email: string, status: "pending" | "confirmed", tokenSeed: string) {
    const [row] = await database.db
      .insert(obituaryFollowers)
      .values({ obituaryId, email, status, confirmTokenHash: hashFollowToken(token(tokenSeed)), confirmSentAt: new Date() })
      .returning();
    if (status === "confirmed") {
      await database.db.insert(obituaryFollowerUnsubscribeTokens).values({ tokenHash: hashFollowToken(token(tokenSeed.toLowerCase() + "u")), followerId: row!.id });
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await mailServer(database, undefined);
    const { visitor, staff } = callers(server);
    obituaryId = (await visitor.obituaries.submit({ ...submission, firstName: "José Antonio", lastName: "Ramírez Peña", guestBookDigest: true })).id;
    await staff.admin.obituaries.approve({ id: obituaryId });
    await follower("ana@example.com", "pending", "A");
    await follower("beto@example.com", "pending", "B");
    await follower("cleo@example.com", "pending", "C");
    await follower("dora@example.com", "confirmed", "D");
    await follower("emil@example.com", "confirmed", "E");
    await follower("fritz@example.com", "confirmed", "F");
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
  });

  const cases: Array<[Locale, string, string]> = [
    ["en", "A", "D"],
    ["es", "B", "E"],
    ["ht", "C", "F"],
  ];

  it.each(cases)("the follow confirm page (%s) is in the site's look, in the link's language, and names whose services", async (locale, confirmSeed) => {
    const url = `/api/notifications/follow/confirm/${token(confirmSeed)}${lang(locale)}`;
    const w = WORDS[locale];
    const shown = await get(url);
    expect(shown.statusCode).toBe(200);
    expectSiteLook(shown, locale);
    expect(shown.body).toContain(w.confirmTitle);
    expect(shown.body).toContain(`<p class="about">${w.about}</p>`);
    expect(shown.body).toContain(`<form method="post">${w.confirm}</form>`);

    const done = await post(url);
    expect(done.statusCode).toBe(200);
    expectSiteLook(done, locale);
    expect(done.body).toContain(w.following);
    expect(done.body).toContain(`<p class="about">${w.about}</p>`);
    const memorial = locale === "en" ? `/obituaries/${obituaryId}` : `/${locale}/obituaries/${obituaryId}`;
    expect(done.body).toContain(`<a class="button secondary" href="${memorial}">`);
  });

  it.each(cases)("the follow unsubscribe page (%s) is in the site's look, in the link's language, and names whose services", async (locale, _confirmSeed, stopSeed) => {
    const url = `/api/notifications/follow/unsubscribe/${token(stopSeed.toLowerCase() + "u")}${lang(locale)}`;
    const w = WORDS[locale];
    const shown = await get(url);
    expect(shown.statusCode).toBe(200);
    expectSiteLook(shown, locale);
    expect(shown.body).toContain(w.stopTitle);
    expect(shown.body).toContain(`<p class="about">${w.about}</p>`);
    expect(shown.body).toContain(`<input type="hidden" name="List-Unsubscribe" value="One-Click">${w.unsubscribe}`);

    const done = await post(url);
    expect(done.statusCode).toBe(200);
    expectSiteLook(done, locale);
    expect(done.body).toContain(w.unsubscribed);
    expect(done.body).toContain(`<p class="about">${w.about}</p>`);
  });

  it.each(["en", "es", "ht"] as const)("a link that names nobody (%s) says so in the site's look, naming nobody, with no button", async (locale) => {
    for (const url of [`/api/notifications/follow/confirm/${token("Z")}`, `/api/notifications/follow/unsubscribe/${token("Y")}`, `/api/notifications/unsubscribe/${token("X")}`]) {
      const res = await get(url + lang(locale));
      expect(res.statusCode).toBe(404);
      expectSiteLook(res, locale);
      expect(res.body).toContain(WORDS[locale].notValid);
      expect(res.body).not.toContain('class="about"');
      expect(res.body).not.toContain("<form");
    }
  });

  it.each(["en", "es", "ht"] as const)("the guest-book digest's unsubscribe page (%s) names whose guest book", async (locale) => {
    const [subscription] = await database.db.select().from(guestBookDigestSubscriptions);
    const res = await get(`/api/notifications/unsubscribe/${subscription!.unsubscribeToken}${lang(locale)}`);
    expect(res.statusCode).toBe(200);
    expectSiteLook(res, locale);
    expect(res.body).toContain(`<p class="about">${WORDS[locale].digestAbout}</p>`);
  });

  it("the look's colours and fonts are the site theme's own", () => {
    const theme = readFileSync(new URL("../../../../packages/ui/src/theme.css", import.meta.url), "utf8");
    for (const [name, value] of Object.entries(SITE_COLOURS)) {
      expect(theme, name).toMatch(new RegExp(`--color-${name}:\\s*${value};`, "i"));
    }
    expect(theme).toContain(`--font-sans: ${SITE_FONTS.sans};`);
    expect(theme).toContain(`--font-serif: ${SITE_FONTS.serif};`);
  });
});
