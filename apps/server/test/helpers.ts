import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "@fh/db/testing";
import { seedDemoContent } from "@fh/db/seed";
import { buildServer, type BuiltServer } from "../src/app";
import { loadConfig } from "../src/config";

export interface TestServerOptions {
  env?: Record<string, string>;
  seed?: boolean;
  sites?: { webDist?: string; adminDist?: string };
}

/** The real server on a fresh migrated database, for fastify.inject. */
export async function createTestServer(options: TestServerOptions = {}): Promise<BuiltServer & { close: () => Promise<void> }> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemoContent(database.db);
  // A backup a test asks for (the System page's procedures) goes to a scratch folder, never into the tree.
  const backupDir = path.join(os.tmpdir(), `fh-test-backups-${process.pid}`);
  // No page store unless a test asks for one with a DATA_DIR of its own (a test running as production would otherwise keep pages in the tree's .data).
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", BACKUP_DIR: backupDir, PAGE_STORE_MB: "0", ...options.env });
  const built = await buildServer(config, { database, logger: false, sites: options.sites });
  await built.app.ready();
  return {
    ...built,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}
