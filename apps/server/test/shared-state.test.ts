import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createStaffAccount, invalidateObituary } from "@fh/api";
import { obituaries } from "@fh/db";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "@fh/db/testing";
import { defaultBusiness } from "@fh/validators";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../src/app";
import { loadConfig } from "../src/config";
import { makeFakeSites } from "./fake-sites";

/**
 * With REDIS_URL: two instances on one database and one Redis (in
 * this process; the multi-process test is multi-instance.test.ts) share write
 * limits, the sign-in throttle and cache invalidation, each with a page store
 * of its own on disk. Skipped, saying why,
 * when no Redis answers on REDIS_TEST_URL (default 127.0.0.1:6379).
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers();
const title = available ? "two instances sharing Redis" : `two instances sharing Redis (skipped: no Redis at ${REDIS_URL}; set REDIS_TEST_URL)`;

describe.skipIf(!available)(title, () => {
  const prefix = `fh-test-${randomBytes(6).toString("hex")}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: BuiltServer;
  let b: BuiltServer;
  let obituaryId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = () =>
      loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        PAGE_STORE_MB: "64",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "fh-instance-")),
      });
    const sites = makeFakeSites("draws");
    const options = { database, logger: false, sites, rateLimits: { "contact.send": { max: 3, windowMs: 60_000 } } };
    a = await buildServer(config(), options);
    b = await buildServer(config(), options);
    await Promise.all([a.app.ready(), b.app.ready()]);
    await createStaffAccount(database.db, defaultBusiness, { username: "director", password: "correct horse battery staple" });
    const [row] = await database.db
      .insert(obituaries)
      .values({
        firstName: "Shared",
        lastName: "Memorial",
        dateOfBirth: "1940-01-01",
        dateOfDeath: "2026-11-20",
        biography: "Read by many at once.",
        submitterName: "Family",
        submitterEmail: "family@example.com",
        status: "live",
      })
      .returning({ id: obituaries.id });
    obituaryId = row!.id;
  });
  afterAll(async () => {
    await Promise.all([a?.app.close(), b?.app.close()]);
    await database?.close();
    const cleanup = new Redis(REDIS_URL);
    const keys = await cleanup.keys(`${prefix}:*`);
    if (keys.length > 0) await cleanup.del(...keys);
    cleanup.disconnect();
  });

  it("counts a visitor's writes across both instances", async () => {
    const send = (server: BuiltServer) =>
      server.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "203.0.113.77",
        payload: { name: "Alternating", email: "alt@example.com", phone: "", message: "Sent to whichever instance answers." },
      });
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await send(server)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("throttles a guesser across both instances", async () => {
    const guess = (server: BuiltServer) =>
      server.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "203.0.113.99",
        headers: { origin: "http://localhost:3000" },
        payload: { username: "director", password: "wrong password entirely" },
      });
    const statuses = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await guess(server)).statusCode);
    // Five free failures between them, then a wait, whichever instance is asked.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("drops the other instance's cached page when a condolence is posted through one", async () => {
    const page = (server: BuiltServer) => server.app.inject({ method: "GET", url: `/api/obituaries/${obituaryId}/guestbook` });
    expect((await page(b)).json()).toEqual([]);
    expect((await page(b)).json()).toEqual([]); // kept by b now
    const posted = await a.app.inject({
      method: "POST",
      url: `/api/obituaries/${obituaryId}/guestbook`,
      remoteAddress: "203.0.113.5",
      payload: { authorName: "A friend", message: "Posted through the first instance." },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    // Pub/sub delivery is asynchronous: a few milliseconds at most on one machine.
    let seen: unknown = [];
    for (let i = 0; i < 50 && JSON.stringify(seen) === "[]"; i++) {
      seen = (await page(b)).json();
      if (JSON.stringify(seen) === "[]") await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(seen).toMatchObject([{ authorName: "A friend" }]);
  });

  it("drops the other instance's page, in memory and on disk, when a memorial changes through one", async () => {
    const url = `/obituaries/${obituaryId}`;
    const page = (server: BuiltServer) => server.app.inject({ method: "GET", url, headers: { host: "localhost" } });
    expect((await page(b)).body).toContain("Shared Memorial");
    await b.pageStore!.flush();
    expect(await b.pageStore!.hasCurrent(`http://localhost${url}`)).toBe(true);
    // What a staff edit does: the row changes, then its tags are invalidated through the instance that took it.
    await database.db.update(obituaries).set({ firstName: "Renamed" }).where(eq(obituaries.id, obituaryId));
    await invalidateObituary(a.deps, obituaryId);
    let body = "";
    for (let i = 0; i < 50 && !body.includes("Renamed Memorial"); i++) {
      body = (await page(b)).body;
      if (!body.includes("Renamed Memorial")) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(body).toContain("Renamed Memorial");
    await b.pageWarmer!.settled();
    await b.pageStore!.flush();
    // What b keeps on disk now is the new drawing.
    expect((await b.pageStore!.read(`http://localhost${url}`))?.hash).toBe(b.responseCache.get(`http://localhost${url}`)?.hash);
  });
});
