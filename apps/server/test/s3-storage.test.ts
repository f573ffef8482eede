import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createS3PhotoStorage } from "@fh/api";
import { obituaries } from "@fh/db";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { createStaffTestServer, type StaffTestServer } from "./admin/staff-helpers";
import { imageCount } from "./pdf-text";

/** Photos in S3-compatible storage (s3rver here, started by the test), and the S3_* group read whole or not at all. */
const S3_ENV = {
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_BUCKET: "photos",
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
};

describe("S3 configuration", () => {
  it("reads the whole group, and path style when asked", () => {
    const config = loadConfig({ NODE_ENV: "test", ...S3_ENV, S3_FORCE_PATH_STYLE: "true" });
    expect(config.s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "photos",
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    expect(loadConfig({ NODE_ENV: "test" }).s3).toBeNull();
  });

  it("stops on a half-set group, naming what is missing", () => {
    const { S3_SECRET_ACCESS_KEY: _secret, S3_REGION: _region, ...half } = S3_ENV;
    expect(() => loadConfig({ NODE_ENV: "test", ...half })).toThrow(/S3_REGION, S3_SECRET_ACCESS_KEY: required when any of/);
    expect(() => loadConfig({ NODE_ENV: "test", S3_FORCE_PATH_STYLE: "true" })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ NODE_ENV: "test", ...S3_ENV, S3_FORCE_PATH_STYLE: "perhaps" })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe("photos in an S3-compatible bucket", () => {
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), "fh-s3-")),
      configureBuckets: [{ name: "photos", configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => server?.close());

  it("keeps, reads back and removes a photo under its server-made name", async () => {
    const storage = await createS3PhotoStorage({
      endpoint,
      bucket: "photos",
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    const name = "photo-1764000000000-00112233445566aa.jpg";
    const bytes = Buffer.from("not really a jpeg, but bytes all the same");
    await storage.save(name, bytes);
    const read = await storage.resolve(name);
    expect(read?.contentType).toBe("image/jpeg");
    expect(read?.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of read!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(await storage.remove(name)).toBe(true);
    expect(await storage.remove(name)).toBe(false);
    expect(await storage.resolve(name)).toBeNull();
    await expect(storage.save("../../etc/passwd", bytes)).rejects.toThrow(/Not a stored photo name/);
    expect(await storage.resolve("../../etc/passwd")).toBeNull();
    storage.close();
  });

  describe("the Book of Memories", () => {
    let app: StaffTestServer;
    beforeAll(async () => {
      app = await createStaffTestServer({ env: { ...S3_ENV, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: "true" } });
    });
    afterAll(() => app?.close());

    it("has its cover photo from the bucket", async () => {
      const name = "photo-1764000000000-00112233445566dd.webp";
      await app.deps.storage!.save(name, await sharp({ create: { width: 200, height: 200, channels: 3, background: "#88aacc" } }).webp().toBuffer());
      const [row] = await app.database.db
        .insert(obituaries)
        .values({ firstName: "Rose", lastName: "Pierre", dateOfBirth: "1940-01-01", dateOfDeath: "2026-11-01", biography: "x", submitterName: "M", submitterEmail: "m@example.com", photoUrl: `/uploads/${name}` })
        .returning({ id: obituaries.id });
      const res = await app.app.inject({ method: "GET", url: `/api/admin/obituaries/${row!.id}/keepsake.pdf`, headers: app.bearer((await app.login()).token) });
      expect(res.statusCode).toBe(200);
      expect(imageCount(res.rawPayload)).toBe(1);
    });
  });
});
