import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { countRows } from "../../src/operations/tables";
import { sqlOf } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_NAME, createBackup } from "../../src/operations/backup";
import { hasPostgresTool } from "../../src/operations/postgres-tools";
import { readManifest, restoreBackup } from "../../src/operations/restore";
import { answeringPostgres, everyPhoto, everyRow, openDatabase, photoStore, seedHome, throwawayPostgres } from "./helpers";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "fh-backup-test-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("backup and restore of the embedded database", () => {
  it("restores every table's rows and every photo's bytes into a fresh folder, and refuses to restore over them", async () => {
    const home = { dataDir: path.join(scratch, "home") };
    const storage = photoStore(path.join(home.dataDir, "uploads"));
    const database = openDatabase(home);
    await seedHome(database, storage);
    const backups = path.join(scratch, "backups");
    const made = await createBackup({ database, storage }, backups);
    const rows = await everyRow(database);
    await database.close();

    expect(made.name).toMatch(BACKUP_NAME);
    expect(await readdir(backups)).toEqual([made.name]);
    const manifest = await readManifest(made.path);
    expect(manifest.database.format).toBe("pglite-datadir");
    expect(manifest.tables.obituaries).toBeGreaterThan(0);
    expect(manifest.photos).toHaveLength(3);
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);

    const fresh = { dataDir: path.join(scratch, "fresh") };
    const freshStorage = photoStore(path.join(fresh.dataDir, "uploads"));
    await restoreBackup(made.path, { dataDir: fresh.dataDir, storage: freshStorage });
    const restored = openDatabase(fresh);
    expect(await everyRow(restored)).toEqual(rows);
    await restored.close();
    expect(await everyPhoto(freshStorage)).toEqual(await everyPhoto(storage));

    await expect(restoreBackup(made.path, { dataDir: fresh.dataDir, storage: freshStorage })).rejects.toThrow(/already holds photos/);
    const withoutPhotos = photoStore(path.join(scratch, "empty-uploads"));
    await expect(restoreBackup(made.path, { dataDir: fresh.dataDir, storage: withoutPhotos })).rejects.toThrow(/already holds \d+ rows.*--force/);

    const again = await restoreBackup(made.path, { dataDir: fresh.dataDir, storage: freshStorage, force: true });
    expect(again.previousEmbedded).toContain("before-restore");
    const forced = openDatabase(fresh);
    expect(await everyRow(forced)).toEqual(rows);
    await forced.close();
  }, 120_000);
});

const postgresUrl = await answeringPostgres();
describe.skipIf(!postgresUrl)(
  postgresUrl ? "backup and restore on PostgreSQL" : "backup and restore on PostgreSQL (skipped: no PostgreSQL answers at TEST_DATABASE_URL)",
  () => {
    const pgDump = hasPostgresTool("pg_dump") && hasPostgresTool("pg_restore");
    for (const withoutPgDump of [false, true]) {
      const title = withoutPgDump ? "the JSON-lines export made without pg_dump" : pgDump ? "pg_dump's archive" : "pg_dump's archive (skipped: pg_dump is not installed; apt-get install postgresql-client)";
      it.skipIf(!withoutPgDump && !pgDump)(`restores every row and photo from ${title}, and refuses to restore over them`, async () => {
        const source = await throwawayPostgres(postgresUrl!);
        const target = await throwawayPostgres(postgresUrl!);
        try {
          const storage = photoStore(path.join(scratch, `pg-${withoutPgDump}`, "uploads"));
          const database = openDatabase({ databaseUrl: source.url });
          await seedHome(database, storage);
          const made = await createBackup({ database, storage, databaseUrl: source.url, withoutPgDump }, path.join(scratch, `pg-backups-${withoutPgDump}`));
          const rows = await everyRow(database);
          await database.close();
          expect(made.manifest.database.format).toBe(withoutPgDump ? "json-lines" : "pg-dump-custom");

          const targetStorage = photoStore(path.join(scratch, `pg-${withoutPgDump}-restored`, "uploads"));
          await restoreBackup(made.path, { databaseUrl: target.url, dataDir: scratch, storage: targetStorage });
          const restored = openDatabase({ databaseUrl: target.url });
          expect(await everyRow(restored)).toEqual(rows);
          expect(await countRows(sqlOf(restored))).toEqual(made.manifest.tables);
          await restored.close();
          expect(await everyPhoto(targetStorage)).toEqual(await everyPhoto(storage));

          const emptyStorage = photoStore(path.join(scratch, `pg-${withoutPgDump}-empty`, "uploads"));
          await expect(restoreBackup(made.path, { databaseUrl: target.url, dataDir: scratch, storage: emptyStorage })).rejects.toThrow(/already holds \d+ rows/);
          await restoreBackup(made.path, { databaseUrl: target.url, dataDir: scratch, storage: targetStorage, force: true });
          const forced = openDatabase({ databaseUrl: target.url });
          expect(await everyRow(forced)).toEqual(rows);
          await forced.close();
        } finally {
          await source.drop();
          await target.drop();
        }
      }, 120_000);
    }
  },
);
