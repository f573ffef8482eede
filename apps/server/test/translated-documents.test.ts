import { createHash } from "node:crypto";
import { guestBookEntries, obituaries, services } from "@fh/db";
import { demoPriceList } from "@fh/db/seed";
import { defaultBusiness, RIGHT_TO_SELECT_STATEMENT } from "@fh/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPriceListPdf } from "../src/web/price-list-pdf";
import { PRINT_WORDS } from "../src/web/print-words";
import { createStaffTestServer, type StaffTestServer } from "./admin/staff-helpers";
import { createTestServer } from "./helpers";
import { pdfText } from "./pdf-text";

/**
 * The documents the server draws, in Spanish and Haitian Creole.
 * The print page: html lang, its own words and dates in the language, the
 * family's and staff's words as written. The price list: every FTC Rule
 * statement in English with its translation beside it, labelled.
 */
describe("the obituary print page in each language", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  let live: number;
  beforeAll(async () => {
    server = await createTestServer();
    const db = server.database.db;
    const [row] = await db
      .insert(obituaries)
      .values({
        firstName: "Marie-Thérèse",
        lastName: "Joseph",
        dateOfBirth: "1938-02-14",
        dateOfDeath: "2026-12-05",
        biography: "She loved the sea and her garden.",
        submitterName: "M",
        submitterEmail: "m@example.com",
        status: "live",
      })
      .returning({ id: obituaries.id });
    live = row!.id;
    await db.insert(services).values({ title: "Funeral Mass", serviceDate: "2026-12-12", serviceTime: "10:00 AM", deceasedName: "x", obituaryId: live, location: "St. Luke's" });
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ method: "GET", url });

  it("English stays as it was", async () => {
    const html = (await get(`/obituaries/${live}/print`)).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("February 14, 1938 – December 5, 2026");
    expect(html).toContain("Scan to visit the online obituary");
    expect(html).toMatch(new RegExp(`/obituaries/${live}</strong>`));
  });

  it("Spanish: lang, labels, dates the Spanish way, the QR opens the Spanish page, the family's words as written", async () => {
    const res = await get(`/es/obituaries/${live}/print`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("14 de febrero de 1938 – 5 de diciembre de 2026");
    expect(html).toContain("Servicios");
    expect(html).toContain("12 dic 2026, 10:00 a. m.");
    expect(html).toContain("Escanee el código para visitar el obituario en línea");
    expect(html).toMatch(new RegExp(`/es/obituaries/${live}</strong>`));
    expect(html).toContain("She loved the sea and her garden.");
    expect(html).toContain("Funeral Mass");
    expect(html).not.toContain("Scan to visit");
  });

  it("Haitian Creole: lang, labels and dates in Creole", async () => {
    const html = (await get(`/ht/obituaries/${live}/print`)).body;
    expect(html).toContain('<html lang="ht">');
    expect(html).toContain("14 fevriye 1938 – 5 desanm 2026");
    expect(html).toContain("Sèvis yo");
    expect(html).toContain("12 des 2026, a 10:00");
    expect(html).not.toContain("10:00 AM");
    expect(html).toContain("Eskane kòd la");
    expect(html).toMatch(new RegExp(`/ht/obituaries/${live}</strong>`));
  });

  it.each([
    ["en", ""],
    ["es", "/es"],
    ["ht", "/ht"],
  ] as const)("%s: a Print button its own script runs by its hash, and a link back to the memorial in the language, both on screen only", async (locale, prefix) => {
    const words = PRINT_WORDS[locale];
    // Twice: the second answer may come from the public cache, which keeps the policy with the page.
    for (let i = 0; i < 2; i++) {
      const res = await get(`${prefix}/obituaries/${live}/print`);
      const html = res.body;
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1];
      expect(scriptSrc).not.toContain("'nonce-");
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts).toHaveLength(1);
      expect(scripts[0]![1]).toBe("");
      expect(scriptSrc).toBe(`'self' 'sha256-${createHash("sha256").update(scripts[0]![2]!).digest("base64")}'`);
      expect(scripts[0]![2]).toContain("window.print()");
      // The policy refuses handler attributes, so there are none.
      expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      const actions = /<div class="screen-only actions">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
      expect(actions).toMatch(new RegExp(`<a href="${prefix}/obituaries/${live}"[^>]*>[\\s\\S]*${words.backToMemorial}</a>`));
      expect(actions).toMatch(new RegExp(`<button type="button" id="print-page"[^>]*>${words.print}</button>`));
      expect(html).toMatch(/@media print\s*\{\s*\.screen-only\s*\{\s*display:\s*none/);
    }
  });

  it("a missing obituary says so in the language", async () => {
    const res = await get("/es/obituaries/99999/print");
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe("Este obituario no está disponible.");
    expect((await get("/ht/obituaries/abc/print")).body).toBe("Nekwoloji sa a pa disponib.");
  });
});

describe("the price list PDF in each language", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer({ seed: true });
  });
  afterAll(() => server.close());

  it("/es/pricing.pdf and /ht/pricing.pdf answer PDFs named for their language", async () => {
    for (const locale of ["es", "ht"]) {
      const res = await server.app.inject({ method: "GET", url: `/${locale}/pricing.pdf` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toMatch(new RegExp(`filename="general-price-list-${locale}-\\d{4}-\\d{2}-\\d{2}\\.pdf"`));
      expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  const text = async (locale: "en" | "es" | "ht") =>
    pdfText(await renderPriceListPdf({ ...demoPriceList, effectiveDate: "2026-03-10", isDemo: true }, defaultBusiness, { compress: false, locale })).replace(/\s+/g, " ");

  it("Spanish keeps each Rule statement in English and prints its translation beside it", async () => {
    const es = await text("es");
    expect(es).toContain("General Price List");
    expect(es).toContain("Lista general de precios");
    expect(es).toContain("Effective March 10, 2026");
    expect(es).toContain("Vigente desde el 10 de marzo de 2026");
    expect(es).toContain("rige el texto en inglés");
    // English statement, then its translation.
    expect(es).toContain(RIGHT_TO_SELECT_STATEMENT.text.slice(0, 60));
    expect(es).toContain("Except in certain special cases, embalming is not required");
    expect(es).toContain("Salvo en ciertos casos especiales, la ley no exige el embalsamamiento");
    expect(es).toContain("Traducción:");
    expect(es).toContain("En la funeraria se le entregará una lista de precios completa.");
    expect(es).toContain("Ataúdes");
    expect(es).toContain("ficticios");
    expect(es).toMatch(/página 1 de \d/);
    // What staff wrote stays as written.
    for (const item of demoPriceList.items) expect(es, item.name).toContain(item.name);
    expect(es.indexOf("Except in certain special cases")).toBeLessThan(es.indexOf("Salvo en ciertos casos especiales"));
  });

  it("Haitian Creole does the same in Creole", async () => {
    const ht = await text("ht");
    expect(ht).toContain("Lis jeneral pri yo");
    expect(ht).toContain("An vigè depi 10 mas 2026");
    expect(ht).toContain("se tèks anglè a ki konte");
    expect(ht).toContain("Except in certain special cases, embalming is not required");
    expect(ht).toContain("Eksepte nan kèk ka espesyal, lalwa pa egzije anbomen");
    expect(ht).toContain("Tradiksyon:");
    expect(ht).toContain("Sèkèy");
    expect(ht).toMatch(/paj 1 sou \d/);
  });

  it("English has no translation in it", async () => {
    const en = await text("en");
    expect(en).not.toMatch(/Traducción|Tradiksyon|Lista general/);
    expect(en).toMatch(/page 1 of \d/);
  });
});

describe("the Book of Memories in the language the family wrote in", () => {
  let server: StaffTestServer;
  let auth: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await createStaffTestServer();
    auth = server.bearer((await server.login()).token);
    const db = server.database.db;
    const base = { dateOfBirth: "1938-02-14", dateOfDeath: "2026-12-05", submitterName: "M", submitterEmail: "m@example.com", status: "live" as const };
    for (const [key, submitterLocale, biography] of [
      ["en", "en", "She loved the sea and her garden."],
      ["es", "es", "Amaba el mar y su jardín."],
      ["ht", "ht", "Li te renmen lanmè a ak jaden li."],
      ["unknown", "fr", "Elle aimait la mer."],
    ] as const) {
      const [row] = await db
        .insert(obituaries)
        .values({ ...base, firstName: "Marie-Thérèse", lastName: "Joseph", biography, submitterLocale })
        .returning({ id: obituaries.id });
      const id = row!.id;
      ids[key] = id;
      if (key === "unknown") continue;
      await db.insert(services).values({ title: "Funeral Mass", serviceDate: "2026-12-12", serviceTime: "10:00 AM", deceasedName: "x", obituaryId: id, location: "St. Luke's" });
      await db.insert(guestBookEntries).values({ obituaryId: id, authorName: "Joëlle Désir", message: "Nou sonje w.", createdAt: new Date("2026-12-07T15:00:00Z") });
    }
  });
  afterAll(() => server.close());

  const book = async (key: string) => {
    const res = await server.app.inject({ method: "GET", url: `/api/admin/obituaries/${ids[key]}/keepsake.pdf`, headers: auth });
    expect(res.statusCode).toBe(200);
    const lines = pdfText(res.rawPayload);
    return { raw: res.rawPayload.toString("latin1"), lines: lines.split("\n"), text: lines.replace(/\s+/g, " ") };
  };
  const ENGLISH_WORDS = ["Book of Memories", "Life Story", "Guest Book", "February", "December", " at 10:00 AM"];

  it("English stays as it was", async () => {
    const { text, raw } = await book("en");
    for (const words of ["Book of Memories", "Marie-Thérèse Joseph", "February 14, 1938 – December 5, 2026", "Life Story", "Services", "Dec 12, 2026 at 10:00 AM", "Guest Book", "Joëlle Désir, December 7, 2026"]) {
      expect(text, words).toContain(words);
    }
    expect(raw).toContain("/Lang (en-US)");
  });

  it("Spanish: the headings, the dates and the service stamps in Spanish; what the family and guests wrote as written", async () => {
    const { text, raw, lines } = await book("es");
    for (const words of [
      "Libro de recuerdos",
      "Marie-Thérèse Joseph",
      "14 de febrero de 1938 – 5 de diciembre de 2026",
      "Historia de vida",
      "Amaba el mar y su jardín.",
      "Servicios",
      "Funeral Mass",
      "12 dic 2026, 10:00 a. m.",
      "Libro de condolencias",
      "Nou sonje w.",
      "Joëlle Désir, 7 de diciembre de 2026",
    ]) {
      expect(text, words).toContain(words);
    }
    for (const words of ENGLISH_WORDS) expect(text, words).not.toContain(words);
    // The longer Spanish dates still make one line on the cover.
    expect(lines).toContain("14 de febrero de 1938 – 5 de diciembre de 2026");
    expect(raw).toContain("/Lang (es-US)");
    // The title a reader's window shows, written (name accents and all) in UTF-16.
    expect(raw).toContain(Buffer.from("Libro de recuerdos: Marie-Thérèse Joseph", "utf16le").swap16().toString("latin1"));
  });

  it("Haitian Creole: the headings, the dates and the service stamps in Creole", async () => {
    const { text, raw } = await book("ht");
    for (const words of [
      "Liv souvni",
      "14 fevriye 1938 – 5 desanm 2026",
      "Istwa lavi li",
      "Li te renmen lanmè a ak jaden li.",
      "Sèvis yo",
      "12 des 2026, a 10:00",
      "Liv kondoleyans",
      "Joëlle Désir, 7 desanm 2026",
    ]) {
      expect(text, words).toContain(words);
    }
    for (const words of ENGLISH_WORDS) expect(text, words).not.toContain(words);
    expect(raw).toContain("/Lang (ht)");
  });

  it("a language the site does not have is written in English, and an empty guest book says so", async () => {
    const { text } = await book("unknown");
    expect(text).toContain("Book of Memories");
    expect(text).toContain("February 14, 1938 – December 5, 2026");
    expect(text).toContain("No messages were left in the guest book.");
  });

  it.each([
    ["es", "Nadie dejó mensajes en el libro de condolencias."],
    ["ht", "Pèsonn pa t kite mesaj nan liv kondoleyans lan."],
  ] as const)("%s: an empty guest book says so in the language", async (locale, words) => {
    const [row] = await server.database.db
      .insert(obituaries)
      .values({ firstName: "Ana", lastName: "Pè", dateOfBirth: "1940-01-01", dateOfDeath: "2026-12-01", biography: "x", submitterName: "M", submitterEmail: "m@example.com", submitterLocale: locale })
      .returning({ id: obituaries.id });
    ids[`empty-${locale}`] = row!.id;
    expect((await book(`empty-${locale}`)).text).toContain(words);
  });
});
