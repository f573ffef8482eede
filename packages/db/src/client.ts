import { mkdirSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { embeddedLocation, pgliteStartParams } from "./embedded";
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
  /**
   * Runs `work` on a connection of its own without the statement timeout
   * (PostgreSQL only): migrations may rightly take longer than any request.
   */
  withoutStatementTimeout?: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; unset selects embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; "memory://" for a throwaway database. */
  dataDir?: string | undefined;
  /** Upper bound of pooled PostgreSQL connections. */
  maxConnections?: number | undefined;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout); 0 = no limit. */
  statementTimeoutMs?: number | undefined;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/**
 * How the PostgreSQL pool behaves when the database goes away, so a request
 * fails within seconds (503, see errors.ts) instead of hanging, and the pool
 * recovers on its own when the database is back:
 * - a connection attempt gives up after 5 s (postgres.js waits 30 s);
 * - after a failed attempt the next one waits at most 1 s (postgres.js backs
 *   off up to 20 s, and a query waits out that delay even once the database
 *   is back);
 * - an idle connection is closed after 2 minutes, before a NAT or proxy
 *   drops it silently (the next query would hang on a dead socket).
 */
const CONNECT_TIMEOUT_SECONDS = 5;
const MAX_RECONNECT_DELAY_SECONDS = 1;
const IDLE_TIMEOUT_SECONDS = 120;
/** The longest a query waits to be sent on a connection (see boundedWait). */
export const CONNECTION_WAIT_MS = CONNECT_TIMEOUT_SECONDS * 1000;

function postgresClient(url: string, max: number, statementTimeoutMs: number) {
  return postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    idle_timeout: IDLE_TIMEOUT_SECONDS,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, MAX_RECONNECT_DELAY_SECONDS),
    // postgres.js would first ask each new connection for the array types, a query nobody awaits: when
    // the database ends that connection at that moment (a restart, a failover) the rejection went
    // unhandled, which ends a Node process. Drizzle reads and writes arrays as text itself.
    fetch_types: false,
    // Sent in the startup message, so every connection of the pool has it from its first statement.
    connection: { statement_timeout: statementTimeoutMs },
  });
}

type PostgresClient = ReturnType<typeof postgresClient>;

const deadlineError = (message: string) => Object.assign(new Error(message), { code: "CONNECTION_WAIT_TIMEOUT" });

/**
 * Bounds on how long a query waits, which postgres.js does not give:
 *
 * - A query that finds every connection busy or connecting queues without a
 *   deadline, and while the database does not answer each connection fails
 *   one queued query per connect timeout, so under load a request waited
 *   many timeouts. A query not yet sent after `waitMs` is cancelled
 *   (postgres.js drops it from its queue and rejects it with 57014), and a
 *   transaction whose BEGIN has not run by then is given up (its function
 *   never runs).
 * - A query sent on a connection the database has just reset, in the moment
 *   between the socket's error and its close, is never settled by
 *   postgres.js (it is only rejected when that connection is next used).
 *   So the caller stops waiting once the server's own statement_timeout
 *   would have ended any real statement: `waitMs + statementTimeoutMs` and
 *   a second.
 *
 * Both end in codes errors.ts reads as "database unavailable" (503). Drizzle
 * sends every statement through `unsafe` and every transaction through
 * `begin`, so those two are wrapped; the rest is the client itself.
 */
function boundedWait(sql: PostgresClient, waitMs: number, statementTimeoutMs: number): PostgresClient {
  const overallMs = statementTimeoutMs > 0 ? waitMs + statementTimeoutMs + 1000 : 0;
  const unsafe = ((...args: Parameters<PostgresClient["unsafe"]>) => {
    const query = sql.unsafe(...args);
    // `state` is set when postgres.js sends the query (its own cancel() reads it to tell queued from sent).
    const queued = setTimeout(() => {
      if ((query as unknown as { state: unknown }).state === null) void query.cancel();
    }, waitMs);
    let overall: NodeJS.Timeout | undefined;
    // Promise.prototype.then, not the query's own: that one would start the query before drizzle has shaped it.
    const settled = new Promise((resolve, reject) => {
      Promise.prototype.then.call(
        query,
        (value: unknown) => {
          clearTimeout(queued);
          clearTimeout(overall);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(queued);
          clearTimeout(overall);
          reject(error);
        },
      );
    });
    settled.catch(() => {});
    if (overallMs === 0) return query;
    let bounded: Promise<unknown> | undefined;
    // Awaiting the query starts it (as its own then does) and waits at most overallMs from now.
    const start = () =>
      (bounded ??= new Promise((resolve, reject) => {
        overall = setTimeout(() => reject(deadlineError(`no answer from the database within ${overallMs} ms`)), overallMs);
        query.execute();
        settled.then(resolve, reject);
      }));
    return Object.assign(query, {
      then: (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) => start().then(onFulfilled, onRejected),
      catch: (onRejected?: (reason: unknown) => unknown) => start().catch(onRejected),
      finally: (onFinally?: () => void) => start().finally(onFinally),
    });
  }) as PostgresClient["unsafe"];
  const begin = (async (...args: unknown[]) => {
    const work = args.pop() as (tx: unknown) => unknown;
    let started = false;
    let givenUp = false;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        if (started) return;
        givenUp = true;
        reject(deadlineError(`no database connection within ${waitMs} ms`));
      }, waitMs);
    });
    const transaction = (sql.begin as (...a: unknown[]) => Promise<unknown>)(...args, (tx: unknown) => {
      started = true;
      clearTimeout(timer);
      // Too late: the caller was already told the database is away; roll back rather than write.
      if (givenUp) throw deadlineError("transaction given up while waiting for a connection");
      return work(tx);
    });
    // Either way the transaction's own outcome is handled, even after the caller has moved on.
    transaction.catch(() => {});
    try {
      return await Promise.race([transaction, waited]);
    } finally {
      clearTimeout(timer);
    }
  }) as PostgresClient["begin"];
  return new Proxy(sql, {
    get: (target, property, receiver) =>
      property === "unsafe" ? unsafe : property === "begin" ? begin : Reflect.get(target, property, receiver),
  });
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
    const url = options.databaseUrl;
    const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const sql = postgresClient(url, options.maxConnections ?? 10, statementTimeoutMs);
    const bounded = boundedWait(sql, CONNECTION_WAIT_MS, statementTimeoutMs);
    return {
      db: drizzlePostgres(bounded, drizzleOptions) as unknown as Database,
      driver: "postgres",
      ping: async () => {
        await bounded.unsafe("select 1");
      },
      close: () => sql.end({ timeout: 5 }),
      withoutStatementTimeout: async (work) => {
        const unbounded = postgresClient(url, 1, 0);
        try {
          return await work(drizzlePostgres(unbounded, drizzleOptions) as unknown as Database);
        } finally {
          await unbounded.end({ timeout: 5 });
        }
      },
    };
  }
  const dataDir = options.dataDir ?? "./.data";
  const location = dataDir.startsWith("memory://") ? dataDir : embeddedLocation(dataDir);
  if (!location.startsWith("memory://")) mkdirSync(location, { recursive: true });
  return fromPglite(new PGlite(location, { extensions: pgliteExtensions, startParams: [...pgliteStartParams] }));
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
