import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createStaffAccount, createStaffSession } from "@fh/api";
import { photos } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { defaultBusiness } from "@fh/validators";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../../src/app";
import { loadConfig } from "../../src/config";
import { generousLimits, multipart } from "./helpers";

/** What an upload may be, and what happens to uploads nobody uses. */
describe("uploads: one file, no Content-Encoding, a daily cap, and a sweep of unused photos", () => {
  let server: BuiltServer;
  let close: () => Promise<void>;
  let dataDir: string;
  let png: Buffer;
  let staffAuth: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "fh-upload-hardening-"));
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      UPLOAD_QUOTA_MB_PER_DAY: "1",
      UPLOAD_ORPHAN_GRACE_HOURS: "1",
    });
    server = await buildServer(config, {
      database,
      logger: false,
      rateLimits: generousLimits,
      uploadSweepIntervalMs: 200,
      sites: { webDist: path.join(dataDir, "no-web"), adminDist: path.join(dataDir, "no-admin") },
    });
    await server.app.ready();
    const staff = await createStaffAccount(database.db, defaultBusiness, { username: "director", password: "correct horse battery staple" });
    staffAuth = { authorization: `Bearer ${(await createStaffSession(database.db, staff.id)).token}` };
    png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#3366aa" } }).png().toBuffer();
    close = async () => {
      await server.app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  const upload = (parts: Parameters<typeof multipart>[0], headers: Record<string, string> = {}, remoteAddress = "203.0.113.5") => {
    const body = multipart(parts);
    return server.app.inject({ method: "POST", url: "/api/upload/photo", payload: body.payload, headers: { ...body.headers, ...headers }, remoteAddress });
  };
  const stored = async () => (await server.database.db.select({ n: count() }).from(photos))[0]?.n ?? 0;

  it("refuses a second file in the same request, even after a good first one, and stores neither", async () => {
    const before = await stored();
    const two = await upload([
      { field: "photo", filename: "a.png", contentType: "image/png", data: png },
      { field: "photo", filename: "b.png", contentType: "image/png", data: png },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ error: "photo: Send one photo at a time" });
    const otherField = await upload([
      { field: "photo", filename: "a.png", contentType: "image/png", data: png },
      { field: "extra", filename: "b.png", contentType: "image/png", data: png },
    ]);
    expect(otherField.statusCode).toBe(400);
    expect((otherField.json() as { error: string }).error).toMatch(/^photo: /);
    expect(await stored()).toBe(before);
    // Text fields beside the one photo are fine.
    const withText = await upload([
      { field: "photo", filename: "a.png", contentType: "image/png", data: png },
      { field: "caption", data: "Grandma" },
    ]);
    expect(withText.statusCode).toBe(201);
  });

  it("refuses a compressed upload with 415 before reading it", async () => {
    const before = await stored();
    const body = multipart([{ field: "photo", filename: "a.png", contentType: "image/png", data: png }]);
    for (const encoding of ["gzip", "deflate", "br", "GZIP"]) {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/upload/photo",
        payload: encoding.toLowerCase() === "gzip" ? gzipSync(body.payload) : body.payload,
        headers: { ...body.headers, "content-encoding": encoding },
      });
      expect(res.statusCode, encoding).toBe(415);
      expect(res.json()).toEqual({ error: "Send the photo without Content-Encoding" });
    }
    // A bomb: 50 MB of zeros in 50 KB of gzip. Refused at once, never inflated.
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024));
    const res = await server.app.inject({
      method: "POST",
      url: "/api/upload/photo",
      payload: bomb,
      headers: { ...body.headers, "content-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(415);
    const identity = await server.app.inject({
      method: "POST",
      url: "/api/upload/photo",
      payload: body.payload,
      headers: { ...body.headers, "content-encoding": "identity" },
    });
    expect(identity.statusCode).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it("caps what one address uploads in a day with a 429 and Retry-After (UPLOAD_QUOTA_MB_PER_DAY)", async () => {
    // Noise hardly compresses: about 480 KB a photo, so the third passes the 1 MB of the day.
    const noisy = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await upload([{ field: "photo", filename: `${i}.png`, contentType: "image/png", data: noisy }], {}, "198.51.100.77");
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        retryAfter = res.headers["retry-after"] as string;
        expect(res.json()).toEqual({ error: "You have uploaded as many photos as we can accept in one day. Please try again later." });
      }
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(23 * 3600);
    // Staff uploads are not counted, even from the same address.
    const gallery = await upload([{ field: "photo", filename: "g.png", contentType: "image/png", data: noisy }], staffAuth, "198.51.100.77");
    expect(gallery.statusCode).toBe(201);
  });

  it("sweeps, on the server's timer, a visitor's photo no obituary used, and never a staff photo", async () => {
    const visitor = await upload([{ field: "photo", filename: "v.png", contentType: "image/png", data: png }], {}, "192.0.2.10");
    const staff = await upload([{ field: "photo", filename: "s.png", contentType: "image/png", data: png }], staffAuth);
    expect([visitor.statusCode, staff.statusCode]).toEqual([201, 201]);
    const visitorName = (visitor.json() as { filename: string }).filename;
    const staffName = (staff.json() as { filename: string }).filename;
    const db = server.database.db;
    // Both two hours old: past the one-hour grace period.
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const name of [visitorName, staffName]) await db.update(photos).set({ uploadDate: twoHoursAgo }).where(eq(photos.filename, name));

    const uploads = path.join(dataDir, "uploads");
    const deadline = Date.now() + 10_000;
    while (existsSync(path.join(uploads, visitorName)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(path.join(uploads, visitorName))).toBe(false);
    expect(await db.select().from(photos).where(eq(photos.filename, visitorName))).toEqual([]);
    expect((await server.app.inject({ method: "GET", url: `/uploads/${visitorName}` })).statusCode).toBe(404);
    // The staff photo stays, in the gallery and on disk.
    expect(existsSync(path.join(uploads, staffName))).toBe(true);
    const gallery = await server.app.inject({ method: "GET", url: "/api/admin/photos", headers: staffAuth });
    expect((gallery.json() as Array<{ filename: string }>).map((p) => p.filename)).toContain(staffName);
  });
});
