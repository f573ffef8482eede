import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { createDatabase, fromPglite, pgliteExtensions, type DatabaseHandle } from "./client";
import { migrate } from "./migrate";

/**
 * A fresh, migrated database for one test file or test.
 *
 * - Default: in-memory PGlite, restored from a migrated template that is built
 *   once per worker (restoring is much faster than migrating every time).
 * - With TEST_DATABASE_URL: a new PostgreSQL database on that server, migrated,
 *   and dropped again by close(). The same tests then prove the production driver.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
}

let template: Promise<Blob> | undefined;

async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  template ??= (async () => {
    const handle = createDatabase({ dataDir: "memory://" });
    await migrate(handle);
    const client = pgliteOf(handle);
    const dump = await client.dumpDataDir("none");
    await handle.close();
    return dump;
  })();
  const client = new PGlite({ loadDataDir: await template, extensions: pgliteExtensions });
  await client.waitReady;
  return fromPglite(client);
}

// createDatabase() hides the PGlite instance; the template needs it to dump.
function pgliteOf(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

async function createPostgresTestDatabase(url: string): Promise<DatabaseHandle> {
  const name = `fh_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = createDatabase({ databaseUrl: target.toString(), maxConnections: 4 });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
