import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { obituaries } from "@fh/db";
import { defaultBusiness, type StaticPageKey } from "@fh/validators";
import type { Locale } from "@fh/validators/locale";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, type StaffTestServer } from "./admin/staff-helpers";
import { headTextsFor } from "../src/web/head-texts";
import { escapeHtml } from "../src/web/html";
import { createPreloader } from "../src/web/preload";
import { makeFakeSites } from "./fake-sites";

/**
 * The public site in English at today's addresses, Spanish under
 * /es and Haitian Creole under /ht. The server writes each page's language
 * (html lang, head words from its catalogs in @fh/i18n), the page in every
 * language as hreflang alternates with x-default, the sitemap per language,
 * and keeps each language's copy of a page apart in its cache while one write
 * drops them all.
 */
let server: StaffTestServer;
let token: string;
let liveId: number;

const get = (url: string) => server.app.inject({ method: "GET", url, headers: { host: "example.org" } });
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const marisol = { firstName: "Marisol", lastName: "Lenguas", dateOfBirth: "1941-03-09", dateOfDeath: "2026-10-02" };

beforeAll(async () => {
  server = await createStaffTestServer({ sites: makeFakeSites("languages") });
  token = (await server.login()).token;
  const [row] = await server.database.db
    .insert(obituaries)
    .values({
      firstName: "Marisol",
      lastName: "Lenguas",
      dateOfBirth: "1941-03-09",
      dateOfDeath: "2026-10-02",
      biography: "Marisol sang in three languages.",
      submitterName: "Family",
      submitterEmail: "family@example.com",
      status: "live",
    })
    .returning({ id: obituaries.id });
  liveId = row!.id;
});
afterAll(() => server?.close());

describe("each language's pages", () => {
  it.each<[string, Locale, StaticPageKey]>([
    ["/", "en", "home"],
    ["/es/", "es", "home"],
    ["/ht/", "ht", "home"],
    ["/es/book-consultation", "es", "bookConsultation"],
    ["/ht/grief-support", "ht", "griefSupport"],
  ])("%s says it is in %s from the first byte, with that language's head words", async (path, locale, key) => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(attr(res.body, /<html lang="([^"]+)"/)).toBe(locale);
    expect(res.body).toContain(`<title>${escapeHtml(headTextsFor(locale).pageTitle(key, defaultBusiness))}</title>`);
    expect(attr(res.body, /property="og:locale" content="([^"]+)"/)).toBe({ en: "en_US", es: "es_US", ht: "ht_HT" }[locale]);
  });

  it("names the page in every language and x-default (English), and its own address as canonical", async () => {
    const res = await get("/es/book-consultation");
    const alternates = [...res.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ["en", "http://example.org/book-consultation"],
      ["es", "http://example.org/es/book-consultation"],
      ["ht", "http://example.org/ht/book-consultation"],
      ["x-default", "http://example.org/book-consultation"],
    ]);
    expect(attr(res.body, /<link rel="canonical" href="([^"]+)"/)).toBe("http://example.org/es/book-consultation");
  });

  it("writes an obituary's share tags and Person data in the page's language, the family's words as written", async () => {
    const res = await get(`/ht/obituaries/${liveId}`);
    expect(res.statusCode).toBe(200);
    const ht = headTextsFor("ht");
    expect(res.body).toContain(`<title>${escapeHtml(ht.obituaryTitle(marisol, defaultBusiness))}</title>`);
    expect(attr(res.body, /<meta name="description" content="([^"]+)"/)).toBe(escapeHtml(ht.obituaryDescription(marisol, "Marisol sang in three languages.")));
    expect(attr(res.body, /property="og:url" content="([^"]+)"/)).toBe(`http://example.org/ht/obituaries/${liveId}`);
    const person = JSON.parse(attr(res.body, /<script type="application\/ld\+json">(.*?)<\/script>/s) ?? "{}") as { url?: string; name?: string };
    expect(person).toMatchObject({ name: "Marisol Lenguas", url: `http://example.org/ht/obituaries/${liveId}` });
  });

  it("answers an address it does not know, or an obituary that is not there, with 404 in the address's language", async () => {
    const page = await get("/es/no-such-page");
    expect(page.statusCode).toBe(404);
    expect(attr(page.body, /<html lang="([^"]+)"/)).toBe("es");
    expect(page.body).toContain(`<title>${escapeHtml(headTextsFor("es").missingPage)} | `);
    const obituary = await get("/ht/obituaries/999999");
    expect(obituary.statusCode).toBe(404);
    expect(obituary.body).toContain(`<title>${escapeHtml(headTextsFor("ht").missingObituary)} | `);
  });

  it("leaves English exactly at today's addresses: no prefix, lang en", async () => {
    const res = await get("/obituaries");
    expect(attr(res.body, /<html lang="([^"]+)"/)).toBe("en");
    expect(attr(res.body, /<link rel="canonical" href="([^"]+)"/)).toBe("http://example.org/obituaries");
    expect((await get("/en/obituaries")).statusCode).toBe(404);
  });
});

describe("the sitemap", () => {
  it("lists every page and live obituary in each language, each with its alternates", async () => {
    const res = await get("/sitemap.xml");
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ["/", "/obituaries", "/book-consultation", `/obituaries/${liveId}`]) {
      const es = path === "/" ? "/es/" : `/es${path}`;
      const ht = path === "/" ? "/ht/" : `/ht${path}`;
      for (const loc of [path, es, ht]) expect(res.body).toContain(`<loc>http://example.org${loc}</loc>`);
      const entry = new RegExp(`<url><loc>http://example\\.org${es.replace(/\//g, "\\/")}</loc>.*?</url>`).exec(res.body)?.[0] ?? "";
      expect(entry).toContain(`hreflang="en" href="http://example.org${path}"`);
      expect(entry).toContain(`hreflang="ht" href="http://example.org${ht}"`);
    }
  });
});

describe("the public cache and languages", () => {
  it("keeps each language's copy of a page apart, and one change to the obituary drops all three", async () => {
    const paths = [`/obituaries/${liveId}`, `/es/obituaries/${liveId}`, `/ht/obituaries/${liveId}`];
    const first = await Promise.all(paths.map(get));
    // Kept copies never mix: each address answers in its own language, also the second time.
    const again = await Promise.all(paths.map(get));
    for (const [i, locale] of ["en", "es", "ht"].entries()) {
      expect(attr(again[i]!.body, /<html lang="([^"]+)"/)).toBe(locale);
      expect(again[i]!.headers.etag).toBe(first[i]!.headers.etag);
    }

    const res = await server.app.inject({
      method: "POST",
      url: "/trpc/admin.obituaries.update",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({
        json: {
          id: liveId,
          firstName: "Marisela",
          lastName: "Lenguas",
          dateOfBirth: "1941-03-09",
          dateOfDeath: "2026-10-02",
          biography: "Marisol sang in three languages.",
          submitterName: "Family",
          submitterEmail: "family@example.com",
        },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const path of paths) expect((await get(path)).body, path).toContain("Marisela Lenguas");
  });

  it("drops the landing page and the memorial list in every language when an obituary goes", async () => {
    const lists = ["/", "/es/", "/ht/", "/obituaries", "/es/obituaries", "/ht/obituaries"];
    const before = await Promise.all(lists.map(get));
    const res = await server.app.inject({
      method: "POST",
      url: "/trpc/admin.obituaries.unlist",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({ json: { id: liveId } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // Kept pages carry no per-answer nonce, so only a page drawn again (the fake renderer numbers its drawings) has other bytes.
    const after = await Promise.all(lists.map(get));
    for (const [i, path] of lists.entries()) expect(after[i]!.headers.etag, path).not.toBe(before[i]!.headers.etag);
  });
});

describe("the words' chunks", () => {
  it("are named up front in the page's language only, with the catalogs' loader", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "fh-manifest-"));
    mkdirSync(path.join(dist, ".vite"));
    const chunk = (file: string) => ({ file });
    writeFileSync(
      path.join(dist, ".vite", "manifest.json"),
      JSON.stringify({
        "virtual:fh-messages": chunk("assets/loaders.js"),
        "virtual:fh-messages/es/site": chunk("assets/site-es.js"),
        "virtual:fh-messages/es/home": chunk("assets/home-es.js"),
        "virtual:fh-messages/en/home": chunk("assets/home-en.js"),
        "virtual:fh-messages/ht/home": chunk("assets/home-ht.js"),
      }),
    );
    const tags = createPreloader(dist).messages("es", ["site", "home"]);
    expect([...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(["/assets/loaders.js", "/assets/site-es.js", "/assets/home-es.js"]);
  });
});
