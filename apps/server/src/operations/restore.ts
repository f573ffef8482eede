import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, readFile, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { PhotoStorage } from "@fh/api";
import { createDatabase, embeddedLocation, inSnapshot, loadEmbeddedDump, migrate, openEmbeddedDump, sqlOf, type DatabaseHandle } from "@fh/db";
import * as tar from "tar";
import { MANIFEST_FILE, migrationState, PHOTOS_FOLDER, type BackupManifest } from "./manifest";
import { copyPhotosIn, hasAnyPhoto, verifyPhotos } from "./photos";
import { hasPostgresTool, runPostgresTool } from "./postgres-tools";
import { copyDatabase } from "./copy-database";
import { countRows, listTables, totalRows, writeRows, resetSequences, type RowCounts } from "./tables";

export interface RestoreTarget {
  /** PostgreSQL to restore into; unset restores the embedded database in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  storage: PhotoStorage;
  /** Restore over existing rows or photos. */
  force?: boolean;
  /** Told each step as it happens. */
  progress?: (line: string) => void;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Where the embedded database that was there went, when --force moved it aside. */
  previousEmbedded?: string;
}

export class RestoreRefused extends Error {}

/** Reads manifest.json alone, without unpacking the rest. */
export async function readManifest(file: string): Promise<BackupManifest> {
  let text: string | null = null;
  await tar.t({
    file,
    filter: (entry) => entry === MANIFEST_FILE,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on("data", (c: Buffer) => chunks.push(c));
      entry.on("end", () => (text = Buffer.concat(chunks).toString("utf8")));
    },
  });
  if (text === null) throw new RestoreRefused(`${file} is not a backup of this product: it holds no ${MANIFEST_FILE}`);
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new RestoreRefused(`${file} has a manifest of format ${String(manifest.format)}, which this version cannot read`);
  return manifest;
}

/**
 * Restores an archive made by createBackup into an empty database and photo
 * store (or over them with `force`), then checks every table's row count
 * and every photo's SHA-256 against the manifest before it returns.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreReport> {
  const say = target.progress ?? (() => {});
  const manifest = await readManifest(file);
  const work = await mkdtemp(path.join(os.tmpdir(), "fh-restore-"));
  try {
    say(`Unpacking ${path.basename(file)} (made ${manifest.createdAt} by version ${manifest.productVersion})…`);
    await tar.x({ file, cwd: work });
    if (!target.force && (await hasAnyPhoto(target.storage))) {
      throw new RestoreRefused("The photo store already holds photos. Restore into an empty one, or add --force to restore over it.");
    }
    const report: RestoreReport = { manifest };
    const database = await restoreDatabase(manifest, work, target, report, say);
    // Pages drawn from the data that was here: the server draws them again from the restored rows.
    await rm(path.join(target.dataDir, "page-store"), { recursive: true, force: true });
    try {
      say(`Restoring ${manifest.photos.length} photos…`);
      await copyPhotosIn(target.storage, path.join(work, PHOTOS_FOLDER), manifest.photos, target.force === true);
      say("Checking every table's rows and every photo against the manifest…");
      const problems = [...compareCounts(manifest.tables, await countRows(sqlOf(database))), ...(await verifyPhotos(target.storage, manifest.photos))];
      if (problems.length > 0) throw new Error(`The restored data does not match the archive:\n- ${problems.join("\n- ")}`);
    } finally {
      await database.close();
    }
    return report;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export function compareCounts(expected: RowCounts, actual: RowCounts): string[] {
  return Object.entries(expected)
    .filter(([table, n]) => actual[table] !== n)
    .map(([table, n]) => `table ${table}: ${actual[table] ?? "missing"} rows, the archive has ${n}`);
}

async function restoreDatabase(manifest: BackupManifest, work: string, target: RestoreTarget, report: RestoreReport, say: (line: string) => void): Promise<DatabaseHandle> {
  const dumped = path.join(work, manifest.database.file);
  if (!target.databaseUrl) {
    if (manifest.database.format !== "pglite-datadir") {
      throw new RestoreRefused("This archive was made from PostgreSQL: restore it into PostgreSQL (set DATABASE_URL).");
    }
    const location = embeddedLocation(target.dataDir);
    if (existsSync(path.join(location, "PG_VERSION"))) {
      const existing = createDatabase({ dataDir: target.dataDir });
      const rows = await countRows(sqlOf(existing)).finally(() => existing.close());
      if (totalRows(rows) > 0) {
        if (!target.force) throw new RestoreRefused(`The embedded database in ${target.dataDir} already holds ${totalRows(rows)} rows. Restore into an empty one, or add --force to restore over it.`);
      }
      // Kept, not deleted: a restore over the wrong folder can be undone by moving it back.
      report.previousEmbedded = `${location}.before-restore-${Date.now()}`;
      await rename(location, report.previousEmbedded);
      say(`The embedded database that was there is kept in ${report.previousEmbedded}.`);
    }
    say("Restoring the embedded database…");
    await loadEmbeddedDump(target.dataDir, new Blob([await readFile(dumped)]));
    return createDatabase({ dataDir: target.dataDir });
  }

  const database = createDatabase({ databaseUrl: target.databaseUrl, maxConnections: 2, statementTimeoutMs: 0 });
  try {
    const existing = totalRows(await countRows(sqlOf(database)));
    if (existing > 0 && !target.force) {
      throw new RestoreRefused(`The database at DATABASE_URL already holds ${existing} rows. Restore into an empty one, or add --force to restore over it.`);
    }
    if (manifest.database.format === "pg-dump-custom") {
      if (!hasPostgresTool("pg_restore")) throw new RestoreRefused("This archive holds a pg_dump file: install pg_restore (apt-get install postgresql-client) and run the restore again.");
      say("Restoring the database with pg_restore…");
      await runPostgresTool("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", dumped], target.databaseUrl);
    } else if (manifest.database.format === "json-lines") {
      say("Restoring every table from JSON lines…");
      await restoreJsonLines(database, manifest, dumped);
    } else {
      say("Copying the embedded database's rows into PostgreSQL…");
      await restorePgliteIntoPostgres(database, manifest, dumped);
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Rows go into the schema this product's migrations make, which must be the archive's own. */
async function migrateToArchiveVersion(database: DatabaseHandle, manifest: BackupManifest): Promise<void> {
  await migrate(database);
  const applied = await migrationState(sqlOf(database));
  if (applied.applied !== manifest.migration.applied) {
    throw new RestoreRefused(
      `This archive's database is at migration ${manifest.migration.tag ?? manifest.migration.applied}, this version's at ${applied.tag ?? applied.applied}: restore with the version that made it (${manifest.productVersion}), then upgrade.`,
    );
  }
}

async function clearTables(sql: (text: string) => Promise<unknown>, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await sql(`truncate ${names.map((n) => `"${n.replaceAll('"', '""')}"`).join(", ")} restart identity cascade`);
}

async function restoreJsonLines(database: DatabaseHandle, manifest: BackupManifest, folder: string): Promise<void> {
  await migrateToArchiveVersion(database, manifest);
  await inSnapshot(database, async (sql) => {
    const tables = await listTables(sql);
    await clearTables(sql, tables.map((t) => t.name));
    for (const table of tables) {
      const file = path.join(folder, `${table.name}.jsonl`);
      if (!existsSync(file)) continue; // a table this archive predates stays empty
      let batch: string[] = [];
      for await (const line of readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
        if (line === "") continue;
        batch.push(line);
        if (batch.length === 500) {
          await writeRows(sql, table, batch);
          batch = [];
        }
      }
      await writeRows(sql, table, batch);
    }
    await resetSequences(sql, tables);
  });
}

/** An embedded database's archive into PostgreSQL: opened in memory, its rows copied as the move does. */
async function restorePgliteIntoPostgres(database: DatabaseHandle, manifest: BackupManifest, dumped: string): Promise<void> {
  await migrateToArchiveVersion(database, manifest);
  const source = await openEmbeddedDump(new Blob([await readFile(dumped)]));
  try {
    await copyDatabase(source, database, { clearFirst: true });
  } finally {
    await source.close();
  }
}
