import { randomBytes } from "node:crypto";
import { createStaffAccount } from "@fh/api";
import { contactMessages, createDatabase, migrate } from "@fh/db";
import { defaultBusiness } from "@fh/validators";
import { sql } from "drizzle-orm";
import { freePort } from "./free-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../src/app";
import { loadConfig } from "../src/config";
import { CuttableProxy } from "./cuttable-proxy";
import { makeFakeSites } from "./fake-sites";

/**
 * The database goes away while the site is in use. Requests must fail fast
 * with 503 and Retry-After (never a 500, never hang, never the driver's
 * text), the readiness check must say so within about a second, the server
 * must recover by itself when the database is back, and a write the server
 * acknowledged must still be there.
 */

const MESSAGE = "The service is briefly unavailable. Please try again in a moment.";


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

const contact = (name: string) => ({ name, email: "outage@example.com", phone: "", message: "Written while the database may be away." });

/** What every answer during an outage must look like. */
function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; body: string }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
  expect(Number(res.headers["retry-after"]), what).toBeGreaterThan(0);
  expect(res.body, what).toContain(MESSAGE);
  expect(res.body, what).not.toMatch(/ECONN|CONNECT_TIMEOUT|CONNECTION_|select|insert|postgres/i);
}

describe("a database that cannot be reached at all", () => {
  let built: BuiltServer;
  beforeAll(async () => {
    // A port nobody listens on: every connection attempt is refused.
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/none` });
    built = await buildServer(config, { logger: false, sites: makeFakeSites() });
    await built.app.ready();
  });
  afterAll(() => built.app.close());

  it("answers an obituary page with 503, never a 404 a crawler or cache would keep", async () => {
    const res = await built.app.inject({ method: "GET", url: "/obituaries/1" });
    expect(res.statusCode, res.body).toBe(503);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/ECONN|CONNECT_TIMEOUT|select|postgres/i);
  });

  it("answers public reads and writes, REST and tRPC, with 503 and Retry-After at once", async () => {
    const calls = [
      { method: "GET" as const, url: "/api/obituaries" },
      { method: "POST" as const, url: "/api/contact", payload: contact("Refused") },
      { method: "GET" as const, url: "/trpc/obituaries.search?input=%7B%22json%22%3A%7B%7D%7D" },
    ];
    for (const call of calls) {
      const { value: res, ms } = await timed(() => built.app.inject(call));
      expectUnavailable(res, `${call.method} ${call.url}`);
      expect(ms, call.url).toBeLessThan(3000);
    }
  });

  it("answers a staff request (its session lookup needs the database) with 503, not 401 or 500", async () => {
    const res = await built.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: { authorization: `Bearer ${"A".repeat(43)}` } });
    expectUnavailable(res, "staff REST");
    const trpc = await built.app.inject({ method: "GET", url: "/trpc/auth.me", headers: { authorization: `Bearer ${"A".repeat(43)}` } });
    expectUnavailable(trpc, "staff tRPC");
  });

  it("says not ready within a second, while the process still answers as live", async () => {
    for (const url of ["/healthz", "/healthz/ready"]) {
      const { value: res, ms } = await timed(() => built.app.inject({ method: "GET", url }));
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable" });
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(ms, url).toBeLessThan(1500);
    }
    const live = await built.app.inject({ method: "GET", url: "/healthz/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)(
  databaseUrl ? "PostgreSQL going away and coming back" : "PostgreSQL going away and coming back (skipped: no PostgreSQL; set TEST_DATABASE_URL)",
  () => {
    const name = `fh_outage_${Date.now()}_${randomBytes(4).toString("hex")}`;
    let admin: ReturnType<typeof createDatabase>;
    let proxy: CuttableProxy;
    let built: BuiltServer;
    let direct: ReturnType<typeof createDatabase>;
    let staffToken: string;

    beforeAll(async () => {
      const target = new URL(databaseUrl!);
      admin = createDatabase({ databaseUrl: databaseUrl!, maxConnections: 1 });
      await admin.db.execute(sql`create database ${sql.identifier(name)}`);
      target.pathname = `/${name}`;
      direct = createDatabase({ databaseUrl: target.toString(), maxConnections: 2 });
      await migrate(direct);
      await createStaffAccount(direct.db, defaultBusiness, { username: "director", password: "correct horse battery staple" });

      proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const proxied = new URL(target);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(await proxy.listen());
      // The server opens the database itself, through the proxy, with its own timeouts.
      const config = loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATABASE_URL: proxied.toString(),
        DATABASE_STATEMENT_TIMEOUT_MS: "1000",
      });
      built = await buildServer(config, { logger: false, rateLimits: { "contact.send": { max: 100_000, windowMs: 60_000, maxRequests: 100_000 } } });
      await built.app.ready();
      const login = await built.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "director", password: "correct horse battery staple" } });
      staffToken = (login.json() as { sessionToken: string }).sessionToken;
    });

    afterAll(async () => {
      await built?.app.close();
      await proxy?.close();
      await direct?.close();
      await admin?.db.execute(sql`drop database if exists ${sql.identifier(name)} with (force)`);
      await admin?.close();
    });

    /** Writes a contact message every few milliseconds until stopped; records what each answer was. */
    function keepWriting(label: string) {
      const answers: Array<{ name: string; status: number; ms: number }> = [];
      let running = true;
      const done = (async () => {
        for (let i = 0; running; i++) {
          const who = `${label} ${i}`;
          const { value: res, ms } = await timed(() => built.app.inject({ method: "POST", url: "/api/contact", payload: contact(who) }));
          answers.push({ name: who, status: res.statusCode, ms });
          await sleep(20);
        }
      })();
      return {
        answers,
        stop: async () => {
          running = false;
          await done;
          return answers;
        },
      };
    }

    async function waitUntilReady(withinMs: number): Promise<number> {
      const started = Date.now();
      while (Date.now() - started < withinMs) {
        const res = await built.app.inject({ method: "GET", url: "/healthz/ready" });
        if (res.statusCode === 200) return Date.now() - started;
        await sleep(100);
      }
      throw new Error(`not ready again within ${withinMs} ms`);
    }

    async function expectAcknowledgedWritesKept(answers: Array<{ name: string; status: number }>) {
      const stored = new Set((await direct.db.select({ name: contactMessages.name }).from(contactMessages)).map((r) => r.name));
      const acknowledged = answers.filter((a) => a.status === 201);
      expect(acknowledged.length).toBeGreaterThan(0);
      for (const a of acknowledged) expect(stored.has(a.name), `acknowledged "${a.name}" was lost`).toBe(true);
    }

    /**
     * Cuts the database off under a steady stream of writes, checks how the
     * server answers meanwhile, restores it, and checks it recovered. Each
     * answer comes within `singleMs` when the server is otherwise idle, and
     * within `loadedMs` under a burst or at the moment of the cut (client.ts:
     * no query waits more than 5 s for a connection, nor, once sent, longer
     * than the statement timeout, 1 s here, and 6 s more).
     */
    async function outage(mode: "refused" | "silent", { singleMs, loadedMs }: { singleMs: number; loadedMs: number }) {
      expect((await built.app.inject({ method: "GET", url: "/healthz/ready" })).statusCode).toBe(200);
      const writer = keepWriting(mode);
      let answers: Awaited<ReturnType<typeof writer.stop>> = [];
      try {
        try {
          await sleep(300);
          proxy.cut(mode);
          // A request at the very moment the connections drop can be sent on one already reset:
          // postgres.js never answers it, so the pool gives up on it (client.ts), within loadedMs.
          const atTheCut = timed(() => built.app.inject({ method: "GET", url: "/api/obituaries" }));
          await sleep(200);

          // While it is away: the readiness check says so within about a second, every call fails fast.
          const ready = await timed(() => built.app.inject({ method: "GET", url: "/healthz/ready" }));
          expect(ready.value.statusCode).toBe(503);
          expect(ready.ms).toBeLessThan(1500);
          expect((await built.app.inject({ method: "GET", url: "/healthz/live" })).statusCode).toBe(200);
          for (const call of [
            { method: "GET" as const, url: "/api/obituaries" },
            { method: "GET" as const, url: "/trpc/obituaries.search?input=%7B%22json%22%3A%7B%7D%7D" },
            { method: "GET" as const, url: "/api/admin/obituaries", headers: { authorization: `Bearer ${staffToken}` } },
          ]) {
            const { value: res, ms } = await timed(() => built.app.inject(call));
            expectUnavailable(res, `${mode}: ${call.url}`);
            expect(ms, call.url).toBeLessThan(singleMs);
          }
          // Under load: three times as many requests at once as the pool has connections; none queues for long.
          const burst = await Promise.all(
            Array.from({ length: 30 }, (_, i) =>
              timed(() =>
                i % 2 === 0
                  ? built.app.inject({ method: "GET", url: "/api/obituaries" })
                  : built.app.inject({ method: "POST", url: "/api/contact", payload: contact(`${mode} burst ${i}`) }),
              ),
            ),
          );
          for (const { value: res, ms } of burst) {
            expectUnavailable(res, `${mode}: burst`);
            expect(ms, `${mode}: burst`).toBeLessThan(loadedMs);
          }
          const instant = await atTheCut;
          expectUnavailable(instant.value, `${mode}: at the cut`);
          expect(instant.ms, `${mode}: at the cut`).toBeLessThan(loadedMs);
        } finally {
          // Back: the server finds it again without a restart.
          proxy.restore();
        }
        await waitUntilReady(loadedMs + 5000);
        const after = await built.app.inject({ method: "POST", url: "/api/contact", payload: contact(`${mode} after`) });
        expect(after.statusCode).toBe(201);
        const staff = await built.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: { authorization: `Bearer ${staffToken}` } });
        expect(staff.statusCode).toBe(200);
        await sleep(200);
      } finally {
        answers = await writer.stop();
      }

      // Every write was either acknowledged and kept, or refused with a 503 the visitor can retry.
      for (const a of answers) {
        expect([201, 503], `${a.name} answered ${a.status}`).toContain(a.status);
        expect(a.ms, `${a.name} waited`).toBeLessThan(loadedMs);
      }
      expect(answers.some((a) => a.status === 503)).toBe(true);
      await expectAcknowledgedWritesKept([...answers, { name: `${mode} after`, status: 201 }]);
    }

    it("when PostgreSQL stops: 503 at once, ready within a second, recovers by itself, loses no acknowledged write", async () => {
      await outage("refused", { singleMs: 3000, loadedMs: 8500 });
    }, 60_000);

    it("when PostgreSQL's host stops answering: 503 within the connect timeout, ready within a second, recovers", async () => {
      // New connections hang until the 5 s connect timeout, and no query waits longer for one (client.ts).
      await outage("silent", { singleMs: 8000, loadedMs: 8500 });
    }, 60_000);

    it("cuts off a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS with a 503, and writes nothing", async () => {
      const blocked = `blocked ${randomBytes(3).toString("hex")}`;
      const lock = direct.db.transaction(async (tx) => {
        await tx.execute(sql`lock table contact_messages in access exclusive mode`);
        const res = await timed(() => built.app.inject({ method: "POST", url: "/api/contact", payload: contact(blocked) }));
        expectUnavailable(res.value, "statement timeout");
        expect(res.ms).toBeLessThan(3000);
      });
      await lock;
      const rows = await direct.db.select({ name: contactMessages.name }).from(contactMessages);
      expect(rows.map((r) => r.name)).not.toContain(blocked);
    });
  },
);
