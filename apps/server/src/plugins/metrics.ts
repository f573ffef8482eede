import { createHash, timingSafeEqual } from "node:crypto";
import { isDatabaseUnavailable, outboxMessages, type Database } from "@fh/db";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { count, inArray } from "drizzle-orm";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { ResponseCache } from "../cache/response-cache";
import type { BackupManager } from "../operations/backups";

export interface MetricsOptions {
  /** METRICS_TOKEN; unset, /metrics is a 404 and nothing is collected. */
  token: string | undefined;
  db: Database;
  responseCache: ResponseCache;
  backups: BackupManager;
}

/** Counters other plugins increment where the thing counted happens. */
export interface SiteMetrics {
  /** fh_requests_shed_total: requests refused with 503 by load shedding (plugins/load-shedding.ts). */
  requestsShed: Counter;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Null while METRICS_TOKEN is unset: nothing is collected. */
    siteMetrics: SiteMetrics | null;
  }
}

/** The route a request matched, never its raw address (ids and queries would make a series per memorial). */
function routeOf(req: FastifyRequest): string {
  return req.routeOptions.url ?? "unmatched";
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Sign-in, two-factor and password checks refused for too many tries answer 429 under these addresses. */
const SIGN_IN = /^\/(api\/auth\/|trpc\/[^?]*\bauth\.)/;

function sameToken(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus's text format, for the operator's monitoring:
 * Node's process metrics, requests by route pattern, method and status
 * class, the public cache, load shedding, the outbox, sign-in throttles,
 * database errors and the last backup's age. Each instance serves its own
 * (a registry per server, not prom-client's global one). Only a request
 * bearing METRICS_TOKEN gets it; without the variable the address does not exist.
 */
/** Below this, the token is guessable enough that the server says so at start. */
export const METRICS_TOKEN_ADVISED_LENGTH = 16;

const metrics: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  if (!options.token) {
    app.decorate("siteMetrics", null);
    return;
  }
  const token = options.token;
  // Not refused: a server that will not start over its metrics' token would take the site down with it.
  if (token.length < METRICS_TOKEN_ADVISED_LENGTH) {
    app.log.warn({ length: token.length }, `METRICS_TOKEN is shorter than ${METRICS_TOKEN_ADVISED_LENGTH} characters: anyone who guesses it reads the metrics (openssl rand -hex 24 makes a good one)`);
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ["route", "method", "status_class"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered, by route pattern, method and status class", labelNames, registers: [registry] });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern, method and status class",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheHits = new Counter({ name: "fh_public_cache_hits_total", help: "Public answers sent from the in-memory cache", registers: [registry] });
  const cacheMisses = new Counter({ name: "fh_public_cache_misses_total", help: "Public answers drawn because the cache did not hold them", registers: [registry] });
  const throttled = new Counter({ name: "fh_sign_in_throttled_total", help: "Staff sign-in attempts refused for too many failures (429)", registers: [registry] });
  const databaseErrors = new Counter({ name: "fh_database_errors_total", help: "Requests answered 503 because the database was unavailable or too slow (readiness checks included)", registers: [registry] });
  const requestsShed = new Counter({ name: "fh_requests_shed_total", help: "Requests refused with 503 by load shedding", registers: [registry] });
  app.decorate("siteMetrics", { requestsShed } satisfies SiteMetrics);
  new Gauge({
    name: "fh_outbox_emails",
    help: "Emails in the outbox waiting to be sent, and those given up on (failed)",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await options.db
        .select({ status: outboxMessages.status, n: count() })
        .from(outboxMessages)
        .where(inArray(outboxMessages.status, ["waiting", "sending", "failed"]))
        .groupBy(outboxMessages.status)
        .catch((error: unknown) => {
          // While the database is away the scrape still answers, with no outbox sample, so the
          // outage itself (fh_database_errors_total) can be seen.
          if (isDatabaseUnavailable(error)) return null;
          throw error;
        });
      if (!rows) return;
      const of = (status: string) => rows.filter((r) => r.status === status).reduce((sum, r) => sum + Number(r.n), 0);
      this.set({ status: "waiting" }, of("waiting") + of("sending"));
      this.set({ status: "failed" }, of("failed"));
    },
  });
  new Gauge({
    name: "fh_backup_last_success_age_seconds",
    help: "Seconds since the last backup that worked (-1 when none has)",
    registers: [registry],
    async collect() {
      const last = await options.backups.status();
      const lastGood = last?.ok ? Date.parse(last.at) : NaN;
      this.set(Number.isFinite(lastGood) ? (Date.now() - lastGood) / 1000 : -1);
    },
  });
  new Gauge({
    name: "fh_backup_last_ok",
    help: "1 when the last backup worked, 0 when it failed (absent before the first)",
    registers: [registry],
    async collect() {
      const last = await options.backups.status();
      if (last) this.set(last.ok ? 1 : 0);
    },
  });

  // Counted around the cache's own lookup: a miss is a call that had to draw.
  const cache = options.responseCache;
  const getOrFill = cache.getOrFill.bind(cache);
  cache.getOrFill = async (key, rule, draw, wanted) => {
    let drawn = false;
    const answer = await getOrFill(
      key,
      rule,
      () => {
        drawn = true;
        return draw();
      },
      wanted,
    );
    (drawn ? cacheMisses : cacheHits).inc();
    return answer;
  };

  app.addHook("onResponse", async (req, reply) => {
    // Marked wherever the 503 was sent (plugins/errors.ts, noteDatabaseUnavailable). The cache's
    // own drawing counts too: the visitors waiting on it are answered its copy, unmarked.
    if (req.databaseUnavailable) databaseErrors.inc();
    if (req.headers["x-fh-cache-fill"]) return; // the cache's own drawing of a miss, counted as the visitor's request
    const labels = { route: routeOf(req), method: req.method, status_class: statusClass(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429 && SIGN_IN.test(req.url)) throttled.inc();
  });

  app.get("/metrics", async (req, reply) => {
    const header = req.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    if (!given || !sameToken(given, token)) {
      return reply.status(401).header("www-authenticate", 'Bearer realm="metrics"').header("cache-control", "no-store").send({ error: "A valid metrics token is required" });
    }
    return reply.header("content-type", registry.contentType).header("cache-control", "no-store").send(await registry.metrics());
  });
};

export const metricsPlugin = fp(metrics, { name: "metrics" });
