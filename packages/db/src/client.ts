import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;

/** Both drivers share this type, so the rest of the code never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** A cheap round trip, for /healthz. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; unset selects embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; "memory://" for a throwaway database. */
  dataDir?: string | undefined;
  /** Upper bound of pooled PostgreSQL connections. */
  maxConnections?: number | undefined;
}

const drizzleOptions = { schema, casing: "snake_case" } as const;

/**
 * Extensions every PGlite instance must load. The migrations create pg_trgm (its
 * GIN index serves the obituary name search), and PGlite cannot read or write a
 * table with that index unless the extension's code is loaded into the instance.
 * PostgreSQL ships pg_trgm with its contrib modules and needs nothing here.
 */
export const pgliteExtensions = { pg_trgm } satisfies NonNullable<PGliteOptions["extensions"]>;

export function createDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  if (options.databaseUrl) {
    const sql = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
    });
    return {
      db: drizzlePostgres(sql, drizzleOptions) as unknown as Database,
      driver: "postgres",
      ping: async () => {
        await sql`select 1`;
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? "./.data";
  const location = dataDir.startsWith("memory://") ? dataDir : path.resolve(dataDir, "pglite");
  if (!location.startsWith("memory://")) mkdirSync(location, { recursive: true });
  return fromPglite(new PGlite(location, { extensions: pgliteExtensions }));
}

/** Wraps an open PGlite instance (used by tests that clone a migrated template). */
export function fromPglite(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite(client, drizzleOptions) as unknown as Database,
    driver: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
