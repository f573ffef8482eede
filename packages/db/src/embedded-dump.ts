import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fromPglite, pgliteExtensions, type DatabaseHandle } from "./client";
import { embeddedLocation, pgliteStartParams } from "./embedded";

/**
 * Writes an embedded database folder from PGlite's own dump (dumpDataDir):
 * what a backup of the embedded database holds. The folder must not exist.
 */
export async function loadEmbeddedDump(dataDir: string, dump: Blob): Promise<void> {
  const location = embeddedLocation(dataDir);
  mkdirSync(path.dirname(location), { recursive: true });
  const client = new PGlite(location, { loadDataDir: dump, extensions: pgliteExtensions, startParams: [...pgliteStartParams] });
  await client.waitReady;
  await client.close();
}

/** Opens PGlite's dump in memory, to read its rows (restoring an embedded backup into PostgreSQL). */
export async function openEmbeddedDump(dump: Blob): Promise<DatabaseHandle> {
  const client = new PGlite({ loadDataDir: dump, extensions: pgliteExtensions });
  await client.waitReady;
  return fromPglite(client);
}
