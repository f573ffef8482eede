import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { DatabaseHandle } from "./client";
import type postgres from "postgres";

/** One SQL statement with positional parameters, answered as plain rows. */
export type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The driver's own client under drizzle: backups read and write tables the schema module may not know yet. */
export function pgliteClient(handle: DatabaseHandle): PGlite {
  if (handle.driver !== "pglite") throw new Error("not the embedded database");
  return (handle.db as unknown as { $client: PGlite }).$client;
}

function postgresClient(handle: DatabaseHandle): postgres.Sql {
  return (handle.db as unknown as { $client: postgres.Sql }).$client;
}

export function sqlOf(handle: DatabaseHandle): Sql {
  if (handle.driver === "pglite") {
    const client = pgliteClient(handle);
    return async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
  }
  const client = postgresClient(handle);
  return async (text, params) => [...(await client.unsafe(text, params as postgres.ParameterOrJSON<never>[]))] as Record<string, unknown>[];
}

/**
 * Runs `work` in one transaction that sees one snapshot of the whole database
 * (REPEATABLE READ on PostgreSQL; PGlite has one connection, so its
 * transaction already sees nothing else), so counts and rows agree.
 */
export async function inSnapshot<T>(handle: DatabaseHandle, work: (sql: Sql) => Promise<T>, options: { readOnly?: boolean } = {}): Promise<T> {
  if (handle.driver === "pglite") {
    return pgliteClient(handle).transaction(async (tx: Transaction) =>
      work(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows),
    );
  }
  const mode = options.readOnly ? "isolation level repeatable read read only" : "isolation level repeatable read";
  return (await postgresClient(handle).begin(mode, async (tx) =>
    work(async (text, params) => [...(await tx.unsafe(text, params as postgres.ParameterOrJSON<never>[]))] as Record<string, unknown>[]),
  )) as T;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
