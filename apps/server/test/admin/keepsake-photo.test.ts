import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { obituaries } from "@fh/db";
import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageCount } from "../pdf-text";
import { createStaffTestServer, type StaffTestServer } from "./staff-helpers";

/** A small photo in a format, as a phone or the seed would give it. */
const photo = (format: "jpeg" | "png" | "webp" | "gif") =>
  sharp({ create: { width: 320, height: 240, channels: 4, background: { r: 180, g: 120, b: 60, alpha: format === "png" ? 0.5 : 1 } } })
    .toFormat(format)
    .toBuffer();

/**
 * The Book of Memories' cover photo, wherever the memorial's photo lives: an
 * upload in the photo storage (here local disk; the S3 bucket is in
 * s3-storage.test.ts), or the site's own images, where the seed's photos
 * are. Whatever cannot be read leaves the cover without a photo, never
 * without a book.
 */
describe("the Book of Memories' cover photo", () => {
  let server: StaffTestServer;
  let auth: Record<string, string>;

  beforeAll(async () => {
    server = await createStaffTestServer({ seed: true, env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "fh-keepsake-")) } });
    auth = server.bearer((await server.login()).token);
  });
  afterAll(() => server.close());

  const book = async (id: number) => {
    const res = await server.app.inject({ method: "GET", url: `/api/admin/obituaries/${id}/keepsake.pdf`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    return res.rawPayload;
  };
  const memorialWith = async (photoUrl: string | null) => {
    const [row] = await server.database.db
      .insert(obituaries)
      .values({ firstName: "Rose", lastName: "Pierre", dateOfBirth: "1940-01-01", dateOfDeath: "2026-11-01", biography: "x", submitterName: "M", submitterEmail: "m@example.com", photoUrl })
      .returning({ id: obituaries.id });
    return row!.id;
  };

  it("embeds a seeded memorial's photo, which the site serves from its own images", async () => {
    const seeded = await server.database.db
      .select({ id: obituaries.id, photoUrl: obituaries.photoUrl })
      .from(obituaries)
      .where(like(obituaries.photoUrl, "/images/memorials/%"));
    expect(seeded.length).toBeGreaterThan(0);
    const withPhoto = await book(seeded[0]!.id);
    expect(imageCount(withPhoto)).toBe(1);
    // The same memorial without its photo: a smaller book with no image.
    await server.database.db.update(obituaries).set({ photoUrl: null }).where(eq(obituaries.id, seeded[0]!.id));
    const without = await book(seeded[0]!.id);
    expect(imageCount(without)).toBe(0);
    expect(withPhoto.length).toBeGreaterThan(without.length + 5_000);
  });

  it.each([
    ["jpeg", "jpg"],
    ["png", "png"],
    ["webp", "webp"],
    ["gif", "gif"],
  ] as const)("embeds an uploaded %s photo from the photo storage", async (format, extension) => {
    const name = `photo-1764000000000-00112233445566aa.${extension}`;
    await server.deps.storage!.save(name, await photo(format));
    expect(imageCount(await book(await memorialWith(`/uploads/${name}`)))).toBe(1);
  });

  it.each([
    ["an upload that is not in the storage", "/uploads/photo-1764000000009-00112233445566ff.jpg"],
    ["a site image that does not exist", "/images/memorials/nobody.jpg"],
    ["a path that climbs out of the site's images", "/images/../../../../../../etc/passwd"],
    ["a path that climbs out, encoded", "/images/%2e%2e/%2e%2e/package.json"],
    ["another site's address, never fetched", "https://example.com/photo.jpg"],
    ["an address that is not one", "not a photo"],
  ])("leaves the cover without a photo for %s", async (_what, photoUrl) => {
    expect(imageCount(await book(await memorialWith(photoUrl)))).toBe(0);
  });

  it("leaves the cover without a photo when the stored bytes are no image", async () => {
    const name = "photo-1764000000001-00112233445566bb.jpg";
    await server.deps.storage!.save(name, Buffer.from("not really a jpeg, only bytes"));
    expect(imageCount(await book(await memorialWith(`/uploads/${name}`)))).toBe(0);
    const truncated = "photo-1764000000002-00112233445566cc.png";
    await server.deps.storage!.save(truncated, (await photo("png")).subarray(0, 60));
    expect(imageCount(await book(await memorialWith(`/uploads/${truncated}`)))).toBe(0);
  });
});
