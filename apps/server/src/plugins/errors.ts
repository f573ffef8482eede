import { databaseFailureOf, SERVICE_UNAVAILABLE_MESSAGE } from "@fh/api";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCode, isDatabaseUnavailable } from "@fh/db";
import type { FastifyBaseLogger, FastifyError, FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { translateServerMessage } from "@fh/i18n/node";
import { answerLocaleOf } from "../locale";

declare module "fastify" {
  interface FastifyRequest {
    /** Answered 503 because the database was away or too slow (noteDatabaseUnavailable); plugins/metrics.ts counts it. */
    databaseUnavailable: boolean;
  }
}

/**
 * The one place a request answered 503 for a database outage is recognised,
 * whichever layer sends the answer (this error handler, the tRPC adapter, the
 * REST shim, the readiness check): each catches the failure itself, so a count
 * kept only in one of them would stay near 0 during a real outage. The request
 * is marked, and counted once however many of its calls failed
 * (fh_database_errors_total); the log line carries the code alone, since the
 * driver's error carries the SQL and its parameters.
 */
export function noteDatabaseUnavailable(req: FastifyRequest, code: string | undefined, context: Record<string, unknown> = {}): void {
  req.databaseUnavailable = true;
  req.log.warn({ ...context, code }, "database unavailable");
}

/**
 * Logs a request that failed on our side (a 500). A failed query is logged as
 * one short line with the database's error code and the names it gives
 * (table, column, constraint): drizzle's error carries the SQL and every
 * parameter in its message, and the parameters are what visitors typed. Any
 * other failure is a bug, logged whole with its stack.
 */
export function logFailure(log: FastifyBaseLogger, error: unknown, context: Record<string, unknown> = {}): void {
  const database = databaseFailureOf(error);
  if (database) {
    log.error({ ...context, database }, `database refused a query (${database.code ?? "no code"})`);
    return;
  }
  log.error({ ...context, err: error }, "request failed");
}

/**
 * The last word on errors: a client sees a status and a sentence, never a
 * stack, SQL or a file path. A database outage becomes a 503 with
 * Retry-After; anything else unexpected is logged and becomes a 500.
 * Not encapsulated (fastify-plugin): it is the whole app's error handler.
 */
const errors: FastifyPluginAsync = async (app) => {
  app.decorateRequest("databaseUnavailable", false);
  app.setErrorHandler((error: FastifyError, req, reply) => {
    // In the visitor's language; staff calls stay English.
    const say = (message: string) => ({ error: translateServerMessage(message, answerLocaleOf(req)) });
    // The database is away (stopped, unreachable, too slow): a 503 the client may retry, never a 500.
    if (isDatabaseUnavailable(error)) {
      noteDatabaseUnavailable(req, databaseUnavailableCode(error));
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(say(SERVICE_UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      logFailure(req.log, error);
      return reply.status(500).send(say("Internal server error"));
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) {
      return reply.status(413).send(say("Request body is too large"));
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415) {
      return reply.status(415).send(say("Unsupported content type"));
    }
    if (status === 429) {
      return reply.status(429).send(say(error.message || "Too many requests, please try again later"));
    }
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" || error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      return reply.status(400).send(say("Request body is not valid JSON"));
    }
    return reply.status(status).send(say(error.message || "Bad request"));
  });
};

export const errorsPlugin = fp(errors, { name: "errors" });
