import { readFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder, type Sql } from "@fh/db";
import rootPackage from "../../../../package.json" with { type: "json" };
import type { RowCounts } from "./tables";

/** The product's version, written into every backup so an operator knows which release reads it. */
export const PRODUCT_VERSION: string = (rootPackage as { version?: string }).version ?? "unknown";

/** How the database is held in the archive. */
export type DatabaseFormat =
  /** PGlite's own dump of its data folder (dumpDataDir), a tar under database/. */
  | "pglite-datadir"
  /** pg_dump --format=custom, read by pg_restore. */
  | "pg-dump-custom"
  /** Every table as JSON lines, when pg_dump is not installed: what restore reads back with the same product's migrations. */
  | "json-lines";

export interface MigrationState {
  /** How many committed migrations the database had applied. */
  applied: number;
  /** The last one's name (drizzle-kit's tag), e.g. 0012_backups. */
  tag: string | null;
  hash: string | null;
}

export interface PhotoEntry {
  name: string;
  size: number;
  sha256: string;
}

/** manifest.json at the root of every archive: what restore checks after restoring. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  productVersion: string;
  database: { driver: "pglite" | "postgres"; format: DatabaseFormat; file: string };
  migration: MigrationState;
  /** Rows per table at the moment the database was dumped. */
  tables: RowCounts;
  photos: PhotoEntry[];
}

export const MANIFEST_FILE = "manifest.json";
export const PHOTOS_FOLDER = "photos";

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function migrationJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
  return journal.entries;
}

/** What drizzle's migrator recorded; no migrations table reads as none applied. */
export async function migrationState(sql: Sql): Promise<MigrationState> {
  const [exists] = await sql(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return { applied: 0, tag: null, hash: null };
  const rows = await sql(`select hash, created_at from drizzle.__drizzle_migrations order by created_at`);
  const last = rows.at(-1);
  if (!last) return { applied: 0, tag: null, hash: null };
  const when = Number(last.created_at);
  return { applied: rows.length, tag: migrationJournal().find((entry) => entry.when === when)?.tag ?? null, hash: String(last.hash) };
}
