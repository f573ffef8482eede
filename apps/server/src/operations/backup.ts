import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { PhotoStorage } from "@fh/api";
import { inSnapshot, pgliteClient, sqlOf, type DatabaseHandle } from "@fh/db";
import * as tar from "tar";
import { MANIFEST_FILE, migrationState, PHOTOS_FOLDER, PRODUCT_VERSION, type BackupManifest, type DatabaseFormat } from "./manifest";
import { copyPhotosOut } from "./photos";
import { hasPostgresTool, runPostgresTool } from "./postgres-tools";
import { countRows, listTables, readRows } from "./tables";

export interface BackupSources {
  database: DatabaseHandle;
  /** The same address the database was opened with (PostgreSQL), for pg_dump. */
  databaseUrl?: string | undefined;
  storage: PhotoStorage;
  /** Leave pg_dump aside even when installed (tests of the fallback). */
  withoutPgDump?: boolean;
}

export interface BackupFile {
  name: string;
  path: string;
  size: number;
  manifest: BackupManifest;
}

export const BACKUP_NAME = /^backup-\d{8}-\d{6}\.tar\.gz$/;

/** backup-YYYYMMDD-HHMMSS.tar.gz, in UTC, so names sort by time on every machine. */
export function backupName(at: Date): string {
  const iso = at.toISOString();
  return `backup-${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}.tar.gz`;
}

/**
 * Writes one archive holding the whole database, every stored photo and a
 * manifest, into `directory`: it is assembled in a hidden folder beside it
 * and appears under its final name only once complete.
 */
export async function createBackup(
  sources: BackupSources,
  directory: string,
  now: () => Date = () => new Date(),
  /** A name already used elsewhere (the bucket the last archive went to), besides those in `directory`. */
  taken: (name: string) => boolean = () => false,
): Promise<BackupFile> {
  // Archives hold staff accounts and families' addresses: the folder's owner alone reads them.
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(directory, ".backup-"));
  try {
    await mkdir(path.join(staging, "database"));
    await mkdir(path.join(staging, PHOTOS_FOLDER));
    const dumped = await dumpDatabase(sources, path.join(staging, "database"));
    const photos = await copyPhotosOut(sources.storage, path.join(staging, PHOTOS_FOLDER));
    let at = now();
    let name = backupName(at);
    // Two backups within one second: the second waits for a name of its own.
    while (taken(name) || (await exists(path.join(directory, name)))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      at = now();
      name = backupName(at);
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: at.toISOString(),
      productVersion: PRODUCT_VERSION,
      database: { driver: sources.database.driver, format: dumped.format, file: `database/${dumped.file}` },
      migration: dumped.migration,
      tables: dumped.tables,
      photos,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = path.join(staging, "archive.partial");
    await pipeline(tar.c({ gzip: true, cwd: staging, portable: true }, [MANIFEST_FILE, "database", PHOTOS_FOLDER]), createWriteStream(partial));
    const target = path.join(directory, name);
    await chmod(partial, 0o600);
    await rename(partial, target);
    return { name, path: target, size: (await stat(target)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

interface Dumped {
  format: DatabaseFormat;
  file: string;
  tables: Record<string, number>;
  migration: BackupManifest["migration"];
}

async function dumpDatabase(sources: BackupSources, folder: string): Promise<Dumped> {
  const { database } = sources;
  if (database.driver === "pglite") return dumpPglite(database, folder);
  if (!sources.withoutPgDump && sources.databaseUrl && hasPostgresTool("pg_dump")) return dumpWithPgDump(database, sources.databaseUrl, folder);
  return dumpJsonLines(database, folder);
}

/**
 * PGlite's own copy of its data folder. Other requests go on meanwhile, so
 * the rows are counted before and after the dump, and the dump is taken
 * again (up to five times) until both counts agree: the manifest then
 * describes what the dump holds.
 */
async function dumpPglite(database: DatabaseHandle, folder: string): Promise<Dumped> {
  const sql = sqlOf(database);
  const client = pgliteClient(database);
  for (let attempt = 1; ; attempt++) {
    const tables = await listTables(sql);
    const before = await countRows(sql, tables);
    const migration = await migrationState(sql);
    const dump = await client.dumpDataDir("none");
    const after = await countRows(sql, tables);
    if (JSON.stringify(before) === JSON.stringify(after) || attempt === 5) {
      // Streamed to disk: a copy of a large dump in memory would double what the server holds.
      await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream<Uint8Array>), createWriteStream(path.join(folder, "pglite.tar")));
      return { format: "pglite-datadir", file: "pglite.tar", tables: after, migration };
    }
  }
}

/** pg_dump reads the snapshot this transaction exported, so its dump and the counts are of the same moment. */
async function dumpWithPgDump(database: DatabaseHandle, databaseUrl: string, folder: string): Promise<Dumped> {
  return inSnapshot(
    database,
    async (sql) => {
      const [snapshot] = await sql(`select pg_export_snapshot() as id`);
      const tables = await countRows(sql);
      const migration = await migrationState(sql);
      await runPostgresTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${String(snapshot?.id)}`, `--file=${path.join(folder, "postgres.dump")}`], databaseUrl);
      return { format: "pg-dump-custom" as const, file: "postgres.dump", tables, migration };
    },
    { readOnly: true },
  );
}

/** Without pg_dump: every table as JSON lines, read in one snapshot. */
async function dumpJsonLines(database: DatabaseHandle, folder: string): Promise<Dumped> {
  await mkdir(path.join(folder, "tables"));
  return inSnapshot(
    database,
    async (sql) => {
      const tables = await listTables(sql);
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const out = createWriteStream(path.join(folder, "tables", `${table.name}.jsonl`));
        let n = 0;
        for await (const batch of readRows(sql, table)) {
          n += batch.length;
          if (!out.write(`${batch.join("\n")}\n`)) await once(out, "drain");
        }
        await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
        counts[table.name] = n;
      }
      return { format: "json-lines" as const, file: "tables", tables: counts, migration: await migrationState(sql) };
    },
    { readOnly: true },
  );
}
