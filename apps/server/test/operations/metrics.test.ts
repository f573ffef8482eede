import { createTestDatabase } from "@fh/db/testing";
import { freePort } from "../free-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../../src/app";
import { loadConfig } from "../../src/config";
import { makeFakeSites } from "../fake-sites";
import { createTestServer } from "../helpers";

const TOKEN = "metrics-token-for-the-test-0123456789";
type Server = Awaited<ReturnType<typeof createTestServer>>;

/** A sample's value from the text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  let server: Server;
  beforeAll(async () => {
    server = await createTestServer({ seed: true, sites: makeFakeSites(), env: { METRICS_TOKEN: TOKEN, PUBLIC_CACHE_MB: "8" } });
  });
  afterAll(() => server.close());
  const scrape = () => server.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });

  it("is a 404 while METRICS_TOKEN is unset", async () => {
    const plain = await createTestServer({ sites: makeFakeSites() });
    try {
      expect((await plain.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("takes a short token, and says at start that it is easy to guess", async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", METRICS_TOKEN: "short-token", BACKUP_EVERY_HOURS: "0" });
    const database = await createTestDatabase();
    const short = await buildServer(config, { database, sites: makeFakeSites(), logStream: { write: (line) => void lines.push(JSON.parse(line) as { level: number; msg: string }) } });
    try {
      await short.app.ready();
      expect((await short.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer short-token" } })).statusCode).toBe(200);
      expect(lines.filter((l) => l.msg.startsWith("METRICS_TOKEN is shorter than 16 characters"))).toHaveLength(1);
    } finally {
      await short.app.close();
      await database.close();
    }
  });

  it("answers only with the token", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong-token-wrong-token-wrong" }, { authorization: TOKEN }]) {
      const res = await server.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain("http_requests_total");
    }
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("counts requests by route pattern, method and status class, never by raw address", async () => {
    await server.app.inject({ method: "GET", url: "/api/obituaries/1" });
    await server.app.inject({ method: "GET", url: "/api/obituaries/4242424" });
    await server.app.inject({ method: "GET", url: "/no/such/place/at/all" });
    const text = (await scrape()).body;
    expect(sample(text, 'http_requests_total{route="/api/obituaries/:id",method="GET",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_requests_total{route="/api/obituaries/:id",method="GET",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.1",route="/api/obituaries/:id",method="GET",status_class="2xx"}');
    const routes = text.split("\n").filter((line) => line.includes('route="'));
    expect(routes.filter((line) => line.includes("4242424") || line.includes("/no/such/place"))).toEqual([]);
    // An unknown address falls to the site's catch-all route, and is counted under its pattern.
    expect(sample(text, 'http_requests_total{route="/*",method="GET",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
  });

  it("has Node's process metrics and the site's own: cache, shedding, outbox, sign-in throttles, database errors, backups", async () => {
    const text = (await scrape()).body;
    for (const name of [
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
      "http_requests_total",
      "http_request_duration_seconds",
      "fh_public_cache_hits_total",
      "fh_public_cache_misses_total",
      "fh_requests_shed_total",
      "fh_outbox_emails",
      "fh_sign_in_throttled_total",
      "fh_database_errors_total",
      "fh_backup_last_success_age_seconds",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'fh_outbox_emails{status="waiting"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'fh_outbox_emails{status="failed"}')).toBe(0);
    // No backup yet on this server.
    expect(sample(text, "fh_backup_last_success_age_seconds")).toBe(-1);
  });

  it("counts the public cache's misses and hits", async () => {
    const before = (await scrape()).body;
    await server.app.inject({ method: "GET", url: "/api/obituaries?page=1" });
    await server.app.inject({ method: "GET", url: "/api/obituaries?page=1" });
    const after = (await scrape()).body;
    const delta = (name: string) => (sample(after, name) ?? 0) - (sample(before, name) ?? 0);
    expect(delta("fh_public_cache_misses_total")).toBe(1);
    expect(delta("fh_public_cache_hits_total")).toBe(1);
  });

  it("counts sign-ins refused for too many failures", async () => {
    const before = sample((await scrape()).body, "fh_sign_in_throttled_total") ?? 0;
    let throttled = 0;
    for (let i = 0; i < 12 && throttled === 0; i++) {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ username: "nobody-here", password: `wrong password ${i}` }),
        remoteAddress: "198.51.100.77",
      });
      if (res.statusCode === 429) throttled += 1;
    }
    expect(throttled).toBe(1);
    expect(sample((await scrape()).body, "fh_sign_in_throttled_total")).toBe(before + 1);
  });
});


describe("fh_database_errors_total while the database cannot be reached", () => {
  let built: BuiltServer;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      METRICS_TOKEN: TOKEN,
      PUBLIC_CACHE_MB: "8",
      BACKUP_EVERY_HOURS: "0",
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
    });
    built = await buildServer(config, { logger: false, sites: makeFakeSites() });
    await built.app.ready();
  });
  afterAll(() => built.app.close());
  const scrape = () => built.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });

  it("still answers /metrics, and counts each 503 of the outage once, whichever layer answered it", async () => {
    const first = await scrape();
    expect(first.statusCode, first.body).toBe(200);
    const before = sample(first.body, "fh_database_errors_total") ?? 0;
    const calls = [
      // The REST shim, a kept public answer drawn through the cache, and one that is not kept.
      { method: "GET" as const, url: "/api/obituaries" },
      { method: "POST" as const, url: "/api/contact", payload: { name: "Counted", email: "outage@example.com", phone: "", message: "Written while the database is away." } },
      // The tRPC adapter: a kept query, a write, and a staff call whose session lookup fails.
      { method: "GET" as const, url: "/trpc/obituaries.search?input=%7B%22json%22%3A%7B%7D%7D" },
      { method: "POST" as const, url: "/trpc/contact.send", payload: { json: { name: "Counted", email: "outage@example.com", phone: "", message: "Written while the database is away." } } },
      { method: "GET" as const, url: "/trpc/auth.me", headers: { authorization: `Bearer ${"A".repeat(43)}` } },
      // A server-drawn page, and the readiness check.
      { method: "GET" as const, url: "/obituaries/1" },
      { method: "GET" as const, url: "/healthz" },
    ];
    for (const call of calls) {
      const res = await built.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(503);
    }
    const after = await scrape();
    expect(after.statusCode, after.body).toBe(200);
    expect(sample(after.body, "fh_database_errors_total")).toBe(before + calls.length);
  });
});
