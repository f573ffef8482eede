import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { DatabaseHandle } from "./client";

/** The committed drizzle-kit migrations, beside this package's src folder. */
export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/** Applies every committed migration not yet applied. Safe to run at each start. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder };
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else if (handle.withoutStatementTimeout) {
    await handle.withoutStatementTimeout((db) => migratePostgres(db as unknown as PostgresJsDatabase, config));
  } else {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase, config);
  }
}
