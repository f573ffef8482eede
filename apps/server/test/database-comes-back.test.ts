import { randomBytes, randomUUID } from "node:crypto";
import { createDatabase, guestBookEntries, migrate, obituaries } from "@fh/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../src/app";
import { loadConfig } from "../src/config";
import { CuttableProxy } from "./cuttable-proxy";

/**
 * Visitors sign a guest book while PostgreSQL drops every connection
 * (pg_terminate_backend, as a restart or a failover does) or stops and
 * starts. Whatever the moment, a live memorial is never reported missing
 * (404), nothing answers 500, and a client that retries a 503 with the same
 * Idempotency-Key, as the site's forms do, ends with its message stored
 * exactly once.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const CLIENTS = 20;
const POSTS_EACH = 6;
/** A client gives up after this many answers for one post; far more than any outage here needs. */
const MAX_TRIES = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!databaseUrl)(
  databaseUrl ? "guest-book posts while PostgreSQL comes back" : "guest-book posts while PostgreSQL comes back (skipped: no PostgreSQL; set TEST_DATABASE_URL)",
  () => {
    const name = `fh_back_${Date.now()}_${randomBytes(4).toString("hex")}`;
    let admin: ReturnType<typeof createDatabase>;
    let direct: ReturnType<typeof createDatabase>;
    let proxy: CuttableProxy;
    let built: BuiltServer;
    let obituaryId: number;

    beforeAll(async () => {
      const target = new URL(databaseUrl!);
      admin = createDatabase({ databaseUrl: databaseUrl!, maxConnections: 1 });
      await admin.db.execute(sql`create database ${sql.identifier(name)}`);
      target.pathname = `/${name}`;
      direct = createDatabase({ databaseUrl: target.toString(), maxConnections: 2 });
      await migrate(direct);
      const [row] = await direct.db
        .insert(obituaries)
        .values({
          firstName: "Rosalind",
          lastName: "Pierre",
          dateOfBirth: "1941-03-02",
          dateOfDeath: "2026-11-20",
          biography: "She kept the church choir singing for forty years.",
          submitterName: "Anne Pierre",
          submitterEmail: "anne@example.com",
          status: "live",
        })
        .returning({ id: obituaries.id });
      obituaryId = row!.id;

      proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const proxied = new URL(target);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(await proxy.listen());
      const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: proxied.toString(), DATABASE_STATEMENT_TIMEOUT_MS: "1000" });
      const generous = { max: 100_000, windowMs: 60_000, maxRequests: 100_000, perTarget: { max: 100_000, windowMs: 60_000 } };
      built = await buildServer(config, { logger: false, rateLimits: { "guestBook.add": generous } });
      await built.app.ready();
    }, 60_000);

    afterAll(async () => {
      await built?.app.close();
      await proxy?.close();
      await direct?.close();
      await admin?.db.execute(sql`drop database if exists ${sql.identifier(name)} with (force)`);
      await admin?.close();
    });

    /**
     * Each client posts its messages one after another, retrying every answer
     * but 201 with the same key and body, as the site's guest-book form does.
     * Records every status seen.
     */
    function clientsPosting(label: string) {
      const statuses: number[] = [];
      const bodies: string[] = [];
      const client = async (c: number) => {
        for (let p = 0; p < POSTS_EACH; p++) {
          const key = randomUUID();
          const payload = { authorName: `${label} guest ${c}`, message: `${label}: message ${p} from guest ${c}, with our love.` };
          for (let tries = 1; ; tries++) {
            const res = await built.app.inject({ method: "POST", url: `/api/obituaries/${obituaryId}/guestbook`, payload, headers: { "idempotency-key": key } });
            statuses.push(res.statusCode);
            if (res.statusCode !== 201 && res.statusCode !== 503 && res.statusCode !== 409) bodies.push(`${res.statusCode} ${res.body}`);
            if (res.statusCode === 201) break;
            if (tries >= MAX_TRIES) throw new Error(`${payload.message} never stored: last ${res.statusCode} ${res.body}`);
            await sleep(res.statusCode === 503 ? 50 : 20);
          }
        }
      };
      return { statuses, bodies, done: Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c))) };
    }

    async function expectStoredOnce(label: string) {
      const rows = await direct.db.select({ authorName: guestBookEntries.authorName, message: guestBookEntries.message }).from(guestBookEntries).where(eq(guestBookEntries.obituaryId, obituaryId));
      const mine = rows.filter((r) => r.message.startsWith(`${label}:`));
      const seen = new Map<string, number>();
      for (const r of mine) seen.set(r.message, (seen.get(r.message) ?? 0) + 1);
      const duplicated = [...seen].filter(([, n]) => n > 1);
      expect(duplicated, "messages stored twice").toEqual([]);
      expect(seen.size).toBe(CLIENTS * POSTS_EACH);
    }

    function summary(statuses: number[]) {
      const counts: Record<number, number> = {};
      for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
      return counts;
    }

    it("PostgreSQL ends every connection again and again during the writes: no 404, no 500, each message once", async () => {
      const run = clientsPosting("terminated");
      // Every connection of the site's pool ended, again and again, while the writes go on.
      let terminated = 0;
      for (let round = 0; round < 25; round++) {
        await sleep(120);
        const rows = await admin.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`);
        terminated += (rows as unknown as unknown[]).length;
      }
      await run.done;
      process.stdout.write(`terminated backends: ${terminated}; answers: ${JSON.stringify(summary(run.statuses))}\n`);
      expect(terminated).toBeGreaterThan(0);
      expect(run.bodies, "answers other than 201, 409 and 503").toEqual([]);
      expect(run.statuses).not.toContain(404);
      expect(run.statuses).not.toContain(500);
      await expectStoredOnce("terminated");
    }, 240_000);

    it("PostgreSQL stops and starts again during the writes: no 404, no 500, each message once", async () => {
      const run = clientsPosting("restarted");
      const outage = (async () => {
        await sleep(300);
        proxy.cut("refused");
        await sleep(2000);
        proxy.restore();
        await sleep(400);
        proxy.cut("refused");
        await sleep(1000);
        proxy.restore();
      })();
      await Promise.all([run.done, outage]);
      process.stdout.write(`stopped and started; answers: ${JSON.stringify(summary(run.statuses))}\n`);
      expect(run.statuses).toContain(503);
      expect(run.bodies, "answers other than 201, 409 and 503").toEqual([]);
      expect(run.statuses).not.toContain(404);
      expect(run.statuses).not.toContain(500);
      await expectStoredOnce("restarted");
    }, 240_000);
  },
);
