/**
 * How an error is written to the log (pino's `err` serializer for the whole
 * app). A failed query's error carries the SQL's parameters in its message
 * ("Failed query: … params: maria@example.com,…") and in `params`, and the
 * database's own error can quote a row in `detail` ("Key (email)=(…) already
 * exists"): those are a family's names, addresses and messages, and they must
 * never reach an error-level line. The SQL text stays (its
 * values are placeholders): it says which statement failed.
 */

/**
 * The only properties kept, when present: they say what failed, not with
 * what. Everything else (params, parameters, detail, where, a request's
 * input) is left out by not being listed.
 */
const KEPT_PROPERTIES = ["code", "statusCode", "severity", "routine", "table", "column", "constraint", "query", "path"];

const MAX_CAUSES = 5;

/** "Failed query: select …\nparams: a,b" → "Failed query: select …\nparams: [redacted]" (also inside a stack). */
export function redactQueryParameters(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, "\nparams: [redacted]");
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [property: string]: unknown;
}

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: redactQueryParameters(String(err)), stack: "" };
  }
  const out: SerializedError = {
    type: err.constructor?.name ?? err.name,
    message: redactQueryParameters(err.message),
    stack: redactQueryParameters(err.stack ?? ""),
  };
  const record = err as unknown as Record<string, unknown>;
  for (const key of KEPT_PROPERTIES) {
    const value = record[key];
    if (typeof value === "string") out[key] = redactQueryParameters(value);
    else if (typeof value === "number") out[key] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}
