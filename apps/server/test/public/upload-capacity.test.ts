import { readdirSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createStaffAccount, createStaffSession } from "@fh/api";
import { photos } from "@fh/db";
import { defaultBusiness } from "@fh/validators";
import { count, sum } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicTestServer, multipart, type PublicTestServer } from "./helpers";

const PAUSED = "We cannot accept more photos right now. Please try again later.";

/** A bearer header for a new staff account on this server. */
async function staffHeaders(server: PublicTestServer): Promise<Record<string, string>> {
  const staff = await createStaffAccount(server.database.db, defaultBusiness, { username: "director", password: "correct horse battery staple" });
  return { authorization: `Bearer ${(await createStaffSession(server.database.db, staff.id)).token}` };
}

function uploader(server: PublicTestServer) {
  return (data: Buffer, remoteAddress: string, headers: Record<string, string> = {}) => {
    const body = multipart([{ field: "photo", filename: "p.png", contentType: "image/png", data }]);
    return server.app.inject({ method: "POST", url: "/api/upload/photo", payload: body.payload, headers: { ...body.headers, ...headers }, remoteAddress });
  };
}

const stored = async (server: PublicTestServer) => (await server.database.db.select({ n: count() }).from(photos))[0]?.n ?? 0;

/** Noise hardly compresses: about 480 KB a photo once re-encoded. */
const noisyPng = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();

describe("visitors' uploads from many addresses cannot fill the disk", () => {
  describe("a total daily cap across addresses (UPLOAD_QUOTA_MB_TOTAL_PER_DAY)", () => {
    let server: PublicTestServer;
    let staff: Record<string, string>;
    let noisy: Buffer;
    beforeAll(async () => {
      // Each address may store 50 MB, all of them together 1 MB.
      server = await createPublicTestServer({ env: { UPLOAD_QUOTA_MB_PER_DAY: "50", UPLOAD_QUOTA_MB_TOTAL_PER_DAY: "1", UPLOAD_MIN_FREE_MB: "0" } });
      staff = await staffHeaders(server);
      noisy = await noisyPng();
    });
    afterAll(() => server.close());

    it("refuses, with a 503, Retry-After and words saying so, the upload that would pass the day's total, whatever its address", async () => {
      const upload = uploader(server);
      const statuses: number[] = [];
      for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "2001:db8:1:2::9"]) {
        const res = await upload(noisy, address);
        statuses.push(res.statusCode);
        if (res.statusCode !== 201) {
          expect(res.json()).toEqual({ error: PAUSED });
          // Room comes back as the day's first photo leaves the 24 hours.
          expect(Number(res.headers["retry-after"])).toBeGreaterThan(23 * 3600);
        }
      }
      // Two fit in the megabyte; each address is far within its own 50 MB.
      expect(statuses).toEqual([201, 201, 503, 503]);
      expect(await stored(server)).toBe(2);
      // The visitor reads it in their language.
      const spanish = await upload(noisy, "198.51.100.4", { "x-fh-locale": "es" });
      expect(spanish.statusCode).toBe(503);
      expect(spanish.json()).toEqual({ error: "En este momento no podemos aceptar más fotos. Por favor, vuelva a intentarlo más tarde." });
    });

    it("still takes a staff upload: staff photos count against no cap", async () => {
      const res = await uploader(server)(noisy, "198.51.100.1", staff);
      expect(res.statusCode).toBe(201);
    });
  });

  describe("the total daily cap under uploads arriving at once", () => {
    let server: PublicTestServer;
    beforeAll(async () => {
      server = await createPublicTestServer({ env: { UPLOAD_QUOTA_MB_TOTAL_PER_DAY: "1", UPLOAD_MIN_FREE_MB: "0" } });
    });
    afterAll(() => server.close());

    it("is not passed by many addresses racing for the last room", async () => {
      const noisy = await noisyPng();
      const upload = uploader(server);
      // Each would see an empty day if the caps were only looked at before storing.
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(noisy, `192.0.2.${10 + i}`)));
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
      const [row] = await server.database.db.select({ bytes: sum(photos.size).mapWith(Number) }).from(photos);
      expect(row?.bytes ?? 0).toBeLessThanOrEqual(1024 * 1024);
      // What was refused left nothing behind: each photo kept has its file, and only those.
      const files = readdirSync(path.join(server.dataDir, "uploads")).filter((f) => !f.endsWith(".tmp"));
      expect(files).toHaveLength(statuses.filter((s) => s === 201).length);
      expect(await stored(server)).toBe(files.length);
    });
  });

  describe("a free-space floor on the uploads folder's disk (UPLOAD_MIN_FREE_MB)", () => {
    let server: PublicTestServer;
    let staff: Record<string, string>;
    let png: Buffer;
    beforeAll(async () => {
      // A floor a gigabyte above what the disk has free: the disk counts as nearly full.
      const disk = statfsSync(tmpdir());
      const freeMb = Math.floor((disk.bavail * disk.bsize) / (1024 * 1024));
      server = await createPublicTestServer({ env: { UPLOAD_MIN_FREE_MB: String(freeMb + 1024) } });
      staff = await staffHeaders(server);
      png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#3366aa" } }).png().toBuffer();
    });
    afterAll(() => server.close());

    it("refuses a visitor's upload with 503 and Retry-After, storing nothing", async () => {
      const res = await uploader(server)(png, "203.0.113.20");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: PAUSED });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(await stored(server)).toBe(0);
    });

    it("lets a staff upload through", async () => {
      const res = await uploader(server)(png, "203.0.113.20", staff);
      expect(res.statusCode).toBe(201);
      expect(await stored(server)).toBe(1);
    });
  });
});
