import { createDatabase, migrate, type DatabaseHandle } from "@fh/db";
import { loadConfigOrExit, type ServerConfig } from "../config";

/**
 * Opens the configured database for a one-off command. PGlite allows one
 * process per data folder, so stop the server first when it runs embedded.
 * Reads the configuration only: the server itself is not loaded.
 */
export async function withDatabase(task: (database: DatabaseHandle, config: ServerConfig) => Promise<void>): Promise<void> {
  const config = loadConfigOrExit();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    await task(database, config);
  } finally {
    await database.close();
  }
}

export function fail(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
