import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCaller, createFamilySession, createInternalContext, storePhoto } from "@fh/api";
import { obituaries, obituaryPhotos, photos } from "@fh/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, type StaffTestServer } from "../admin/staff-helpers";
import { makeFakeSites } from "../fake-sites";
import { imageCount, pdfText } from "../pdf-text";

/**
 * The family's gallery beyond the page: GET /api/obituaries/{id}/photos, the
 * print page and the Book of Memories, each in the family's order, and a
 * caption changed drops the kept print page.
 */
describe("the memorial's gallery over HTTP, on the print page and in the Book of Memories", () => {
  let server: StaffTestServer;
  let auth: Record<string, string>;
  let live = 0;
  let pending = 0;

  const png = (r: number) => sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g: 120, b: 60 } } }).png().toBuffer();

  beforeAll(async () => {
    server = await createStaffTestServer({ sites: makeFakeSites(), env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "fh-gallery-")) } });
    auth = server.bearer((await server.login()).token);
    const values = { lastName: "Pierre", dateOfBirth: "1940-01-01", dateOfDeath: "2026-11-01", biography: "A life.", submitterName: "M", submitterEmail: "m@example.com" };
    const rows = await server.database.db
      .insert(obituaries)
      .values([
        { ...values, firstName: "Rose", status: "live" },
        { ...values, firstName: "Waiting", status: "pending" },
      ])
      .returning({ id: obituaries.id });
    [live, pending] = rows.map((r) => r.id) as [number, number];
    const ctx = createInternalContext(server.deps, null, { ip: "198.51.100.20" });
    const captions = ["Lake Worth Beach, 1965", "", "Her garden"];
    for (const [position, caption] of captions.entries()) {
      const stored = await storePhoto(ctx, { data: await png(40 * position + 20), originalName: `p${position}.png` });
      const [photo] = await server.database.db.select({ id: photos.id }).from(photos).where(eq(photos.url, stored.photoUrl));
      // Stored in reverse: the family's order is position, not the order of insertion.
      await server.database.db.insert(obituaryPhotos).values({ obituaryId: live, photoId: photo!.id, caption, position: 2 - position });
    }
  });
  afterAll(() => server.close());

  it("GET /api/obituaries/{id}/photos answers [{ url, caption }] in the family's order for a live obituary, 404 otherwise", async () => {
    const res = await server.app.inject({ method: "GET", url: `/api/obituaries/${live}/photos` });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ url: string; caption: string }>;
    expect(list.map((p) => p.caption)).toEqual(["Her garden", "", "Lake Worth Beach, 1965"]);
    expect(Object.keys(list[0]!).sort()).toEqual(["caption", "url"]);
    expect((await server.app.inject({ method: "GET", url: `/api/obituaries/${pending}/photos` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: "GET", url: "/api/obituaries/987654/photos" })).statusCode).toBe(404);
    expect((await server.app.inject({ method: "GET", url: "/api/obituaries/abc/photos" })).statusCode).toBe(400);
  });

  it("the print page shows the photos with their captions, and a new caption is on it at once", async () => {
    const first = await server.app.inject({ method: "GET", url: `/obituaries/${live}/print` });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h2 id="photos-title">Photos</h2>');
    expect(first.body).toContain("<figcaption>Her garden</figcaption>");
    expect(first.body).toContain('alt="Photo 1 of 3"');
    const [row] = await server.database.db.select().from(obituaryPhotos).where(eq(obituaryPhotos.caption, "Her garden"));
    // The family, signed in, changes the caption.
    const { token } = await createFamilySession(server.database.db, "m@example.com", new Date());
    const family = createCaller(createInternalContext(server.deps, null, { familyToken: token }));
    await family.familyMemorial.captionPhoto({ obituaryId: live, photoId: row!.id, caption: "Her garden, 1998" });
    const again = await server.app.inject({ method: "GET", url: `/obituaries/${live}/print` });
    expect(again.body).toContain("<figcaption>Her garden, 1998</figcaption>");
  });

  it("the Book of Memories prints the gallery after the life story, with its captions", async () => {
    const res = await server.app.inject({ method: "GET", url: `/api/admin/obituaries/${live}/keepsake.pdf`, headers: auth });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Photos");
    expect(text).toContain("Lake Worth Beach, 1965");
    expect(imageCount(res.rawPayload)).toBe(3);
  });
});
