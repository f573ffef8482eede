import { createWriteStream, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createS3PhotoStorage } from "@fh/api";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { BackupManager } from "../../src/operations/backups";
import { restoreBackup } from "../../src/operations/restore";
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

  it("needs the S3_* group for BACKUP_S3_BUCKET", () => {
    expect(() => loadConfig({ NODE_ENV: "test", BACKUP_S3_BUCKET: "backups" })).toThrow(/BACKUP_S3_BUCKET: needs S3_ENDPOINT/);
  });

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
