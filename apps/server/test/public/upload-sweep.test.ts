import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createStaffAccount, createStaffSession } from "@fh/api";
import { obituaries, photos } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { defaultBusiness } from "@fh/validators";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../../src/app";
import { loadConfig } from "../../src/config";
import { generousLimits, multipart, sampleObituary } from "./helpers";

const HOUR_MS = 3600_000;

/**
 * The orphan-upload sweep on its own timer (every 100 ms here), with a clock
 * the test moves: the sweep reads it once a pass, so counting its reads
 * counts the passes, and the API stamps uploads with the same clock.
 */
describe("the upload sweep, on its schedule, removes only visitors' photos nobody uses once their grace is over", () => {
  let server: BuiltServer;
  let dataDir: string;
  let close: () => Promise<void>;
  let staffAuth: Record<string, string>;
  let aheadMs = 0;
  let passes = 0;
  const clock = () => new Date(Date.now() + aheadMs);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "fh-upload-sweep-"));
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, UPLOAD_ORPHAN_GRACE_HOURS: "1" });
    server = await buildServer(config, {
      database,
      logger: false,
      rateLimits: generousLimits,
      uploadSweepIntervalMs: 100,
      uploadSweepNow: () => {
        passes++;
        return clock();
      },
      sites: { webDist: path.join(dataDir, "no-web"), adminDist: path.join(dataDir, "no-admin") },
    });
    // The API's clock, read for each request: uploads are stamped by the same time as the sweep reads.
    server.deps.now = clock;
    await server.app.ready();
    const staff = await createStaffAccount(database.db, defaultBusiness, { username: "director", password: "correct horse battery staple" });
    staffAuth = { authorization: `Bearer ${(await createStaffSession(database.db, staff.id)).token}` };
    close = async () => {
      await server.app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  const png = (background: string) => sharp({ create: { width: 60, height: 40, channels: 3, background } }).png().toBuffer();
  async function upload(background: string, headers: Record<string, string> = {}): Promise<{ filename: string; photoUrl: string }> {
    const body = multipart([{ field: "photo", filename: "p.png", contentType: "image/png", data: await png(background) }]);
    const res = await server.app.inject({ method: "POST", url: "/api/upload/photo", payload: body.payload, headers: { ...body.headers, ...headers } });
    expect(res.statusCode).toBe(201);
    return res.json() as { filename: string; photoUrl: string };
  }
  /** Until two more passes have begun: the first of them began after this call, and has ended when the next begins. */
  async function awaitFullPass(): Promise<void> {
    const seen = passes;
    await expect.poll(() => passes, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(seen + 2);
  }
  const kept = async (filename: string) => ({
    file: existsSync(path.join(dataDir, "uploads", filename)),
    row: (await server.database.db.select({ id: photos.id }).from(photos).where(eq(photos.filename, filename))).length === 1,
  });

  it("keeps photos within their grace, then removes the unused one, never one an obituary uses, a newer one, or staff's", async () => {
    const used = await upload("#336699");
    const unused = await upload("#993366");
    const staff = await upload("#669933", staffAuth);
    // A family's submission uses the first (pending: a submission waiting for staff keeps its photo too).
    await server.database.db.insert(obituaries).values({ ...sampleObituary, status: "pending", photoUrl: used.photoUrl });

    // Within the hour's grace: a full pass removes nothing.
    await awaitFullPass();
    for (const photo of [used, unused, staff]) expect(await kept(photo.filename), photo.filename).toEqual({ file: true, row: true });

    // Two hours on: the three are past their grace; one more is uploaded now.
    aheadMs = 2 * HOUR_MS;
    const fresh = await upload("#999933");
    await awaitFullPass();

    expect(await kept(unused.filename)).toEqual({ file: false, row: false });
    expect((await server.app.inject({ method: "GET", url: `/uploads/${unused.filename}` })).statusCode).toBe(404);
    expect(await kept(used.filename)).toEqual({ file: true, row: true });
    expect(await kept(fresh.filename)).toEqual({ file: true, row: true });
    expect(await kept(staff.filename)).toEqual({ file: true, row: true });
  });
});
