/**
 * Whether an error means "the database cannot be reached or answer right
 * now" (stopped, restarting, unreachable, too slow), as opposed to a bug or
 * bad data. Such failures are temporary: the server answers 503 with
 * Retry-After instead of 500, and the pool reconnects by itself.
 *
 * Drizzle and tRPC wrap the driver's error (`cause`), so the whole chain is
 * read. Codes are postgres.js's own (CONNECTION_CLOSED …), Node's socket
 * errors (ECONNREFUSED …) and PostgreSQL's SQLSTATEs.
 */
const UNAVAILABLE_CODES = new Set([
  // postgres.js: the connection could not be made, or was lost or ended.
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  // client.ts: no connection came free in time (the pool is connecting to a database that does not answer).
  "CONNECTION_WAIT_TIMEOUT",
  // Node sockets: nobody listens, the host is gone, the name does not resolve.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  // PostgreSQL: shutting down, crashed, still starting, out of connections,
  // and a statement cut off by statement_timeout (the database is too slow).
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
]);

/**
 * The code that marks `error` as "database unavailable", or undefined when it
 * is some other failure. The code (never the SQL or its parameters) is what
 * a log line about an outage should carry.
 */
export function databaseUnavailableCode(error: unknown): string | undefined {
  let current: unknown = error;
  // A bounded walk: a cause chain is short, and a cycle must not hang the error path.
  for (let depth = 0; depth < 8 && current !== null && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableCode(error) !== undefined;
}

/** Seconds a client is asked to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
