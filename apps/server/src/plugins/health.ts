import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCode, type DatabaseHandle } from "@fh/db";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { noteDatabaseUnavailable } from "./errors";

export interface HealthOptions {
  database: DatabaseHandle;
  /** How long readiness waits for the database's answer; 1 s unless a test asks otherwise. */
  readyTimeoutMs?: number;
  /** With REDIS_URL: whether Redis answers right now. */
  redisAvailable?: () => boolean;
  /** With PAGE_STORE_MB: the pages on disk, their bytes and bound, and how many are still waiting to be drawn. */
  pageStore?: () => { pages: number; bytes: number; maxBytes: number; toDraw: number };
}

/**
 * For load balancers, orchestrators and uptime checks, each answering within
 * about a second whatever the database does:
 * - `/healthz/live`: the process answers (no database); restart it if not;
 * - `/healthz/ready`: the database answered `select 1` within the bound;
 *   otherwise 503, and the balancer sends no traffic here meanwhile;
 * - `/healthz`: the documented check, the same as ready.
 * Ready answers also say whether this instance is shedding load
 * (plugins/load-shedding.ts): `"shedding": ["why", …]`. Shedding alone keeps
 * the status 200, since kept pages still flow; a balancer that reads the body may
 * send new visitors elsewhere meanwhile.
 * With the page store on, `"pageStore"` gives its pages, bytes and bound, and
 * `toDraw`: pages still waiting to be drawn ahead of their readers.
 * With Redis configured, they also say `"redis": "ok"` or `"degraded"`: without
 * it each instance counts limits on its own, but the site still serves, so
 * readiness stays up.
 * One database check runs at a time: while the database hangs, frequent
 * checks share it rather than pile up on the pool.
 */
export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, { database, readyTimeoutMs = 1000, redisAvailable, pageStore }) => {
  let inFlight: Promise<unknown> | undefined;
  const ping = () => (inFlight ??= database.ping().finally(() => (inFlight = undefined)));

  /** Resolves null when the database answered in time, otherwise why not. */
  const checkDatabase = async (): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve("timeout"), readyTimeoutMs);
    });
    // Both outcomes of the ping are handled, even one that settles after the bound.
    const answered = ping().then(
      () => null,
      (error: unknown) => databaseUnavailableCode(error) ?? "error",
    );
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  const ready = async (reply: FastifyReply) => {
    const failure = await checkDatabase();
    reply.header("cache-control", "no-store");
    const shedding = app.hasDecorator("shedding") ? app.shedding.reasons() : [];
    const redis = redisAvailable ? { redis: redisAvailable() ? "ok" : "degraded" } : {};
    const pages = pageStore ? { pageStore: pageStore() } : {};
    if (failure === null) return reply.send({ status: "ok", database: database.driver, ...redis, shedding, ...pages });
    // Counted with every other 503 of an outage: the one that still comes while no visitor asks.
    noteDatabaseUnavailable(reply.request, failure, { check: "ready" });
    return reply.status(503).header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS)).send({ status: "unavailable" });
  };

  app.get("/healthz", (_req, reply) => ready(reply));
  app.get("/healthz/ready", (_req, reply) => ready(reply));
  app.get("/healthz/live", (_req, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
};
