import { existsSync } from "node:fs";
import path from "node:path";
import { obituaries, photos } from "@fh/db";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInternalContext, type RequestFacts, type StaffUser } from "../../src/context";
import { toPublicError } from "../../src/errors";
import { UPLOAD_QUOTA_MESSAGE, uploaderKey } from "../../src/storage/quota";
import { sweepUploads } from "../../src/storage/sweep";
import { MAX_ANIMATION_FRAMES, storePhoto } from "../../src/storage/upload";
import { RateLimiter } from "../../src/abuse/rate-limit-flexible";
import { recordingLogger } from "../log";
import { createPublicTestApi, expectTrpcError, validObituary, type PublicTestApi } from "./helpers";
import { makePng } from "./images";

/** An animated GIF or WebP of `frames` frames, alternating two colours so no encoder merges them. */
async function animation(format: "gif" | "webp", width: number, height: number, frames: number): Promise<Buffer> {
  const frame = (background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  const [a, b] = await Promise.all([frame("#336699"), frame("#996633")]);
  const joined = sharp(
    Array.from({ length: frames }, (_, i) => (i % 2 ? a : b)),
    { join: { animated: true } },
  );
  return (format === "gif" ? joined.gif() : joined.webp({ quality: 50 })).toBuffer();
}

const staffUser: StaffUser = { id: 1, username: "director", role: "owner" };

describe("photo uploads: animations, origins, the daily cap per address", () => {
  let api: PublicTestApi;
  let now = new Date("2026-01-10T12:00:00Z");
  const log = recordingLogger();
  const visitor = (request: Partial<RequestFacts> = {}) => ({ ...createInternalContext({ ...api.deps, now: () => now }, null, request) });
  const staff = () => createInternalContext({ ...api.deps, now: () => now }, staffUser);
  const stored = async () => (await api.deps.db.select({ n: count() }).from(photos))[0]?.n ?? 0;

  beforeAll(async () => {
    // A cap of 40 KB keeps the test's photos few and small.
    api = await createPublicTestApi({ uploadQuotaBytesPerDay: 40 * 1024, log });
  });
  afterAll(() => api.close());

  it("keeps a small animation animated, and records the height of one frame", async () => {
    const gif = await animation("gif", 64, 48, 5);
    const result = await storePhoto(visitor({ ip: "203.0.113.1" }), { data: gif, originalName: "candle.gif" });
    const metadata = await sharp(path.join(api.uploadsDir, result.filename), { animated: true }).metadata();
    expect(metadata.pages).toBe(5);
    const [row] = await api.deps.db.select().from(photos).where(eq(photos.filename, result.filename));
    expect(row).toMatchObject({ width: 64, height: 48, mimeType: "image/gif" });
  });

  it("refuses an animation of too many frames, or too many pixels across its frames, before decoding it", async () => {
    const before = await stored();
    const cases: Array<[Buffer, string, RegExp]> = [
      [await animation("gif", 8, 8, MAX_ANIMATION_FRAMES + 1), "many.gif", /^photo: An animated image may have at most 50 frames$/],
      [await animation("webp", 8, 8, MAX_ANIMATION_FRAMES + 1), "many.webp", /^photo: An animated image may have at most 50 frames$/],
      // 800 x 800 x 16 frames: 10.24 million pixels, a few KB of GIF.
      [await animation("gif", 800, 800, 16), "large.gif", /^photo: The animation is too large/],
    ];
    for (const [data, name, message] of cases) {
      const error = await expectTrpcError(storePhoto(visitor({ ip: "203.0.113.2" }), { data, originalName: name }), "BAD_REQUEST");
      expect(toPublicError(error).message, name).toMatch(message);
      expect(toPublicError(error).fields, name).toHaveProperty("photo");
    }
    expect(await stored()).toBe(before);
  });

  it("records who uploaded: a visitor's photo with its address, a staff photo without one", async () => {
    const png = await makePng();
    const mine = await storePhoto(visitor({ ip: "198.51.100.7" }), { data: png, originalName: "a.png" });
    const theirs = await storePhoto(staff(), { data: png, originalName: "b.png" });
    const rows = await api.deps.db.select().from(photos);
    expect(rows.find((r) => r.filename === mine.filename)).toMatchObject({ origin: "public", uploaderAddress: "198.51.100.7" });
    expect(rows.find((r) => r.filename === theirs.filename)).toMatchObject({ origin: "staff", uploaderAddress: null });
  });

  it("caps what one address stores in a day (429 with Retry-After), not staff, and frees the room a day later", async () => {
    const photo = await sharp({ create: { width: 60, height: 60, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    const address = "2001:db8:aa:bb:1::1";
    const headers: Record<string, string> = {};
    const ctx = (ip: string) => {
      const c = visitor({ ip });
      c.response = { ...c.response, setHeader: (name, value) => void (headers[name] = value) };
      return c;
    };
    let accepted = 0;
    let refusal: unknown = null;
    for (let i = 0; i < 20 && !refusal; i++) {
      // Another address in the same /64 is the same visitor.
      await storePhoto(ctx(i % 2 ? address : "2001:db8:aa:bb:ffff::9"), { data: photo, originalName: `${i}.png` }).then(
        () => accepted++,
        (e: unknown) => (refusal = e),
      );
    }
    // About 11 KB each (noise hardly compresses): as many as fit in the 40 KB of the day, a few.
    const used = await api.deps.db.select({ size: photos.size }).from(photos).where(eq(photos.uploaderAddress, "2001:db8:aa:bb::/64"));
    expect(used).toHaveLength(accepted);
    expect(accepted).toBe(Math.floor((40 * 1024) / used[0]!.size));
    expect(accepted).toBeGreaterThanOrEqual(2);
    const error = await expectTrpcError(Promise.reject(refusal as Error), "TOO_MANY_REQUESTS");
    expect(error.message).toBe(UPLOAD_QUOTA_MESSAGE);
    expect(Number(headers["Retry-After"])).toBeGreaterThan(23 * 3600);
    expect(used.reduce((n, r) => n + r.size, 0)).toBeLessThanOrEqual(40 * 1024);
    // A defender sees the refusal in the log, with the address and no file.
    expect(log.events("rate_limit.exceeded").at(-1)).toMatchObject({
      level: "warn",
      fields: { scope: "uploads.quota", ip: "2001:db8:aa:bb:1::1" },
    });

    // Another visitor, and staff, are not held back by this one.
    await storePhoto(ctx("192.0.2.50"), { data: photo, originalName: "other.png" });
    const gallery = await storePhoto(staff(), { data: photo, originalName: "gallery.png" });
    // A staff upload is on the audit trail like every other staff change.
    expect(log.events("staff.change").at(-1)).toMatchObject({
      level: "info",
      fields: { action: "upload.photo", username: "director", target: { filename: gallery.filename } },
    });

    // A day later the room is back.
    now = new Date(now.getTime() + 24 * 3600_000 + 1000);
    await storePhoto(ctx(address), { data: photo, originalName: "tomorrow.png" });
  });

  it("counts an IPv6 visitor by their /64 and an IPv4-mapped one by its IPv4 address", () => {
    expect(uploaderKey("2001:db8:aa:bb:1::1")).toBe("2001:db8:aa:bb::/64");
    expect(uploaderKey("2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff")).toBe("2001:db8:aa:bb::/64");
    expect(uploaderKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(uploaderKey("::1")).toBe("0:0:0:0::/64");
    expect(uploaderKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(uploaderKey("192.0.2.1")).toBe("192.0.2.1");
  });
});

describe("the photo upload's write limit", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    // The limits as served: 20 accepted uploads per address in 15 minutes.
    api = await createPublicTestApi({ rateLimiter: new RateLimiter() });
  });
  afterAll(() => api.close());
  const from = (ip: string) => createInternalContext(api.deps, null, { ip });

  it("counts the uploads that were kept, not files refused for being no image", async () => {
    const notAnImage = Buffer.from("these are the words of a letter, not a photo");
    for (let i = 0; i < 25; i++) {
      await expectTrpcError(storePhoto(from("198.51.100.80"), { data: notAnImage, originalName: "letter.txt" }), "BAD_REQUEST");
    }
    // Twenty-five wrong files later, the family's real photo is still taken.
    const png = await makePng(40, 40);
    await storePhoto(from("198.51.100.80"), { data: png, originalName: "mum.png" });
  });

  it("still refuses the twenty-first kept upload in the window", async () => {
    const png = await makePng(40, 40);
    for (let i = 0; i < 20; i++) await storePhoto(from("198.51.100.81"), { data: png, originalName: `${i}.png` });
    await expectTrpcError(storePhoto(from("198.51.100.81"), { data: png, originalName: "21.png" }), "TOO_MANY_REQUESTS");
  });
});

describe("sweepUploads: visitors' photos no obituary uses, after the grace period", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi();
  });
  afterAll(() => api.close());

  it("removes old unused visitor uploads (record and file), keeps everything else, forgets old addresses", async () => {
    const t0 = new Date("2026-01-10T12:00:00Z");
    const at = (hours: number) => new Date(t0.getTime() + hours * 3600_000);
    const png = await makePng();
    const upload = async (who: "public" | "staff", hoursAgo: number) => {
      const ctx = createInternalContext({ ...api.deps, now: () => at(-hoursAgo) }, who === "staff" ? staffUser : null, { ip: "203.0.113.9" });
      return storePhoto(ctx, { data: png, originalName: "x.png" });
    };
    const orphan = await upload("public", 30);
    const used = await upload("public", 30);
    const young = await upload("public", 2);
    const gallery = await upload("staff", 30);
    const legacy = await upload("public", 30);
    // A photo from before origins were recorded: nobody can tell whose it is, so it stays.
    await api.deps.db.update(photos).set({ origin: null }).where(eq(photos.filename, legacy.filename));
    // A declined obituary still uses its photo (staff can approve it again).
    await api.deps.db.insert(obituaries).values({ ...validObituary, photoUrl: used.photoUrl, status: "declined" });

    const result = await sweepUploads({ db: api.deps.db, storage: api.deps.storage!, now: t0, graceHours: 24 });
    expect(result).toEqual({ removed: 1, addressesCleared: 2, failedFiles: [] });
    const left = (await api.deps.db.select().from(photos)).map((r) => r.filename).sort();
    expect(left).toEqual([used.filename, young.filename, gallery.filename, legacy.filename].sort());
    expect(existsSync(path.join(api.uploadsDir, orphan.filename))).toBe(false);
    for (const kept of [used, young, gallery, legacy]) expect(existsSync(path.join(api.uploadsDir, kept.filename))).toBe(true);
    // Only the young upload still knows its address: the others' day of the cap is over.
    const addresses = await api.deps.db.select({ filename: photos.filename, address: photos.uploaderAddress }).from(photos);
    expect(addresses.filter((r) => r.address !== null).map((r) => r.filename)).toEqual([young.filename]);

    // Once its obituary is gone, the used photo is an orphan too; the young one, once old.
    await api.deps.db.delete(obituaries);
    const later = await sweepUploads({ db: api.deps.db, storage: api.deps.storage!, now: at(24), graceHours: 24 });
    expect(later.removed).toBe(2);
    expect((await api.deps.db.select().from(photos)).map((r) => r.filename).sort()).toEqual([gallery.filename, legacy.filename].sort());
  });
});
