import { inflateSync } from "node:zlib";
import { guestBookEntries, obituaries, services } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, type StaffTestServer } from "./staff-helpers";

/** How many pages a PDF has: its page tree's /Count. */
const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString("latin1"))?.[1] ?? 0);

describe("print page, QR downloads and the Book of Memories", () => {
  let server: StaffTestServer;
  let auth: Record<string, string>;
  let live: number;
  let pending: number;

  beforeAll(async () => {
    server = await createStaffTestServer();
    auth = server.bearer((await server.login()).token);
    const db = server.database.db;
    const base = { dateOfBirth: "1938-02-14", dateOfDeath: "2026-10-30", submitterName: "M", submitterEmail: "m@example.com" };
    const [a] = await db
      .insert(obituaries)
      .values({ ...base, firstName: "Renée Ñúñez", lastName: "François-Pierre", biography: "Elle aimait la mer.\n\nLi te renmen lanmò ak lavi: pè, frè, sè.", status: "live" })
      .returning({ id: obituaries.id });
    live = a!.id;
    const [b] = await db.insert(obituaries).values({ ...base, firstName: "Pend", lastName: "Ing", biography: "x", status: "pending" }).returning({ id: obituaries.id });
    pending = b!.id;
    await db.insert(services).values([
      { title: "Funeral Mass", serviceDate: "2026-11-07", serviceTime: "10:00 AM", deceasedName: "x", obituaryId: live, location: "St. Luke's" },
      { title: "Family only", serviceDate: "2026-11-06", serviceTime: "9:00 AM", deceasedName: "x", obituaryId: live, isPublic: false },
    ]);
    const start = Date.parse("2026-10-31T12:00:00Z");
    await db.insert(guestBookEntries).values(
      Array.from({ length: 1000 }, (_, i) => ({
        obituaryId: live,
        authorName: i % 2 ? "Joëlle Désir" : "Ti Jàn Pòl",
        message: `Message ${i + 1}: ${"Nou sonje w chak jou. ".repeat(1 + (i % 7))}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    await db.insert(guestBookEntries).values([
      { obituaryId: live, authorName: "Hidden", message: "HIDDEN-MESSAGE", status: "hidden" },
      { obituaryId: live, authorName: "Waiting", message: "WAITING-MESSAGE", status: "waiting" },
    ]);
  });
  afterAll(() => server.close());

  it("draws the print page on the server: no navigation or forms, its one script the Print button's, public services and a QR code", async () => {
    const res = await server.app.inject({ method: "GET", url: `/obituaries/${live}/print` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain("Renée Ñúñez François-Pierre");
    expect(html).toContain("Funeral Mass");
    expect(html).not.toContain("Family only");
    expect(html).toMatch(/<svg[^>]*viewBox/);
    expect(html).toContain(`/obituaries/${live}`);
    for (const absent of ["<form", "<nav", "<input", "<textarea"]) expect(html).not.toContain(absent);
    // The Print button's (translated-documents.test.ts checks it runs by its hash).
    expect(html.match(/<script\b[^>]*>/g)).toEqual(["<script>"]);
    expect((await server.app.inject({ method: "GET", url: `/obituaries/${pending}/print` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: "GET", url: "/obituaries/abc/print" })).statusCode).toBe(404);
  });

  it("gives staff the QR as SVG and PNG, and nobody else", async () => {
    const svg = await server.app.inject({ method: "GET", url: `/api/admin/obituaries/${live}/qr.svg`, headers: auth });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/^<svg/);
    const png = await server.app.inject({ method: "GET", url: `/api/admin/obituaries/${live}/qr.png`, headers: auth });
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    for (const url of [`/api/admin/obituaries/${live}/qr.svg`, `/api/admin/obituaries/${live}/qr.png`, `/api/admin/obituaries/${live}/keepsake.pdf`]) {
      expect((await server.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
    expect((await server.app.inject({ method: "GET", url: "/api/admin/obituaries/999999/qr.svg", headers: auth })).statusCode).toBe(404);
  });

  it("makes a Book of Memories of 1,000 messages: paginated, fonts embedded, accents in its embedded font", async () => {
    const res = await server.app.inject({ method: "GET", url: `/api/admin/obituaries/${live}/keepsake.pdf`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // A cover, the life story, the services, then the guest book over many pages.
    expect(pageCount(pdf)).toBeGreaterThan(100);
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/DejaVuSerif/);
    // Text is drawn with the embedded font's glyph ids, so check the font's ToUnicode maps carry the accents.
    const maps = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .map((m) => {
        const bytes = Buffer.from(m[1]!, "latin1");
        try {
          return inflateSync(bytes).toString("latin1");
        } catch {
          return "";
        }
      })
      .filter((s) => s.includes("beginbfrange") || s.includes("beginbfchar"))
      .join("\n")
      .toLowerCase();
    for (const ch of ["é", "ñ", "ç", "è", "ò"]) {
      expect(maps, ch).toContain(ch.charCodeAt(0).toString(16).padStart(4, "0"));
    }
  });
});
