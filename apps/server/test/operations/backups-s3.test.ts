import { createWriteStream, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createLocalPhotoStorage, createS3ArchiveStore, createS3PhotoStorage, newPhotoName } from "@fh/api";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../src/app";
import { loadConfig } from "../../src/config";
import { BackupManager } from "../../src/operations/backups";
import { askServerToBackUp } from "../../src/operations/reach-server";
import { restoreBackup } from "../../src/operations/restore";
import { makeFakeSites } from "../fake-sites";
import { everyPhoto, everyRow, openDatabase, seedHome } from "./helpers";

/** Photos in one bucket and the archives in another (BACKUP_S3_BUCKET), on s3rver started by the test. */
describe("backups with photos and archives in S3-compatible buckets", () => {
  let s3: S3rver;
  let endpoint: string;
  const scratch = mkdtempSync(path.join(tmpdir(), "fh-backups-s3-"));
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: path.join(scratch, "s3"),
      configureBuckets: [
        { name: "photos", configs: [] },
        { name: "restored-photos", configs: [] },
        { name: "backups", configs: [] },
        { name: "local-home-backups", configs: [] },
      ],
    });
    endpoint = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
  });
  afterAll(async () => {
    await s3?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  const env = (bucket: string) => ({
    NODE_ENV: "test",
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    BACKUP_S3_BUCKET: "backups",
    BACKUP_KEEP: "1",
    BACKUP_DIR: path.join(scratch, "staging"),
  });

  /** The endpoint, region and keys without S3_BUCKET: photos stay on this server's disk. */
  const connectionOnly = () => {
    const { S3_BUCKET: _photos, ...rest } = env("unused");
    return rest;
  };

  it("needs the S3_* endpoint, region and keys for BACKUP_S3_BUCKET, but not S3_BUCKET", () => {
    expect(() => loadConfig({ NODE_ENV: "test", BACKUP_S3_BUCKET: "backups" })).toThrow(
      /S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when any of .*BACKUP_S3_BUCKET is set/,
    );
    const config = loadConfig(connectionOnly());
    expect(config.s3).toBeNull();
    expect(config.backup.s3).toEqual({ endpoint, bucket: "backups", region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });
    // The connection with neither bucket to use it is a mistake, not photos on disk.
    const { BACKUP_S3_BUCKET: _backups, ...neither } = connectionOnly();
    expect(() => loadConfig(neither)).toThrow(/S3_BUCKET or BACKUP_S3_BUCKET: required when/);
  });

  it("with photos on the server's disk, the running server sends its archives to BACKUP_S3_BUCKET, and they restore", async () => {
    const dataDir = path.join(scratch, "one-vps");
    const config = loadConfig({ ...connectionOnly(), LOG_LEVEL: "silent", DATA_DIR: dataDir, BACKUP_S3_BUCKET: "local-home-backups", BACKUP_EVERY_HOURS: "0" });
    const uploads = createLocalPhotoStorage(path.join(dataDir, "uploads"));
    const seeded = openDatabase({ dataDir });
    await seedHome(seeded, uploads);
    await seeded.close();

    const { app, deps } = await buildServer(config, { logger: false, sites: makeFakeSites() });
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      // Photos the server stores still land on its disk.
      const portrait = newPhotoName("jpg");
      await deps.storage!.save(portrait, Buffer.from("a portrait saved while the bucket keeps the backups"));
      expect(Object.keys(await everyPhoto(uploads))).toContain(portrait);
      expect((await deps.systemOperations!.backups()).kept).toBe("bucket");

      const made = await askServerToBackUp(dataDir);
      expect(made?.ok, made?.error ?? "").toBe(true);
      expect(made?.location).toBe(`s3://local-home-backups/backups/${made!.name}`);
      expect((await deps.systemOperations!.backups()).archives.map((a) => a.name)).toEqual([made!.name]);
    } finally {
      await app.close();
    }
    const home = openDatabase({ dataDir });
    const rows = await everyRow(home);
    await home.close();
    const photos = await everyPhoto(uploads);
    expect(Object.keys(photos)).toHaveLength(4);

    // Fetched from the bucket, as `pnpm restore NAME` does, and restored into a fresh folder: every row and every photo's bytes.
    const bucket = await createS3ArchiveStore(config.backup.s3!, () => true);
    const [archived] = await bucket.list();
    const archive = await bucket.open(archived!.name);
    const file = path.join(scratch, archived!.name);
    await pipeline(archive!.stream, createWriteStream(file));
    bucket.close();
    const fresh = path.join(scratch, "one-vps-restored");
    const restoredPhotos = createLocalPhotoStorage(path.join(fresh, "uploads"));
    await restoreBackup(file, { dataDir: fresh, storage: restoredPhotos });
    const restored = openDatabase({ dataDir: fresh });
    expect(await everyRow(restored)).toEqual(rows);
    await restored.close();
    expect(await everyPhoto(restoredPhotos)).toEqual(photos);
  }, 180_000);

  it("backs up the bucket's photos into the archive bucket, keeps the newest BACKUP_KEEP there, and restores them into another bucket", async () => {
    const config = loadConfig(env("photos"));
    const photos = await createS3PhotoStorage(config.s3!);
    const dataDir = path.join(scratch, "home");
    const database = openDatabase({ dataDir });
    await seedHome(database, photos);
    const backups = new BackupManager({ settings: config.backup, database, databaseUrl: undefined, storage: photos, log: { info: () => {}, error: () => {} } });
    const first = await backups.run("command");
    const second = await backups.run("command");
    expect(second.ok, second.error ?? "").toBe(true);
    expect(second.location).toBe(`s3://backups/backups/${second.name}`);
    // Kept in the bucket only, and only the newest one.
    expect((await backups.list()).map((a) => a.name)).toEqual([second.name]);
    expect(await backups.open(first.name!)).toBeNull();
    const rows = await everyRow(database);
    await database.close();

    // Downloaded from the bucket, as the System page's download and `pnpm restore NAME` do.
    const archive = await backups.open(second.name!);
    const file = path.join(scratch, second.name!);
    await pipeline(archive!.stream, createWriteStream(file));
    await backups.close();

    const restoredPhotos = await createS3PhotoStorage(loadConfig(env("restored-photos")).s3!);
    const fresh = path.join(scratch, "fresh");
    await restoreBackup(file, { dataDir: fresh, storage: restoredPhotos });
    const restored = openDatabase({ dataDir: fresh });
    expect(await everyRow(restored)).toEqual(rows);
    await restored.close();
    expect(Object.keys(await everyPhoto(restoredPhotos))).toHaveLength(3);
    expect(await everyPhoto(restoredPhotos)).toEqual(await everyPhoto(photos));
    photos.close();
    restoredPhotos.close();
  }, 180_000);
});
