import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { createStaffAccount } from "@fh/api";
import { obituaries } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { defaultBusiness } from "@fh/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../src/app";
import { loadConfig } from "../src/config";
import { makeFakeSites } from "./fake-sites";

/**
 * With REDIS_URL set and Redis gone away: public writes and sign-in answer at
 * once on this instance's own counts, a correct password is never refused for
 * Redis's sake, /healthz says Redis is degraded while the site stays ready,
 * and all comes back when Redis does. The test starts a Redis of its own
 * (redis-server on a free port) so that it can stop and start it; skipped,
 * saying why, where the redis-server program is not installed.
 */
const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;
const title = hasRedisServer ? "Redis away" : "Redis away (skipped: no redis-server program on this machine)";

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "ignore"] });
  let seen = "";
  for await (const chunk of child.stdout!) {
    seen += String(chunk);
    if (seen.includes("Ready to accept connections")) break;
  }
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGKILL");
  await once(child, "exit");
}

describe.skipIf(!hasRedisServer)(title, () => {
  let redis: ChildProcess;
  let port: number;
  let server: BuiltServer;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let obituaryId: number;
  const logLines: Array<{ msg?: string; redis?: string }> = [];

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", REDIS_URL: `redis://127.0.0.1:${port}` });
    const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as { msg?: string; redis?: string }) };
    server = await buildServer(config, { database, logStream, sites: makeFakeSites("draws") });
    await server.app.ready();
    await createStaffAccount(database.db, defaultBusiness, { username: "director", password: "correct horse battery staple" });
    const [row] = await database.db
      .insert(obituaries)
      .values({ firstName: "Kept", lastName: "Memorial", dateOfBirth: "1940-01-01", dateOfDeath: "2026-11-20", biography: "Remembered.", submitterName: "Family", submitterEmail: "family@example.com", status: "live" })
      .returning({ id: obituaries.id });
    obituaryId = row!.id;
  });
  afterAll(async () => {
    await server?.app.close();
    await database?.close();
    if (redis) await stopRedis(redis);
  });

  const health = async () => (await server.app.inject({ method: "GET", url: "/healthz" })).json() as { status: string; redis?: string };
  const signIn = (password: string) =>
    server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "203.0.113.40",
      headers: { origin: "http://localhost:3000" },
      payload: { username: "director", password },
    });

  it("serves writes and sign-in on its own counts while Redis is away, says so in /healthz, and recovers", async () => {
    expect(await health()).toMatchObject({ status: "ok", redis: "ok" });
    expect((await signIn("correct horse battery staple")).statusCode).toBe(200);

    await stopRedis(redis);
    await expect.poll(async () => (await health()).redis).toBe("degraded");
    expect((await server.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

    // A condolence is taken at once, not when Redis returns.
    const posted = await server.app.inject({
      method: "POST",
      url: `/api/obituaries/${obituaryId}/guestbook`,
      remoteAddress: "203.0.113.5",
      payload: { authorName: "A friend", message: "Written while the shared store was away." },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    // The real person signs in, again and again; a guesser is still slowed, on this instance's count.
    for (let i = 0; i < 3; i++) expect((await signIn("correct horse battery staple")).statusCode).toBe(200);
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await signIn("a wrong guess entirely")).statusCode);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);

    // ioredis tried to reconnect all along; the log says so once a connection, not once a try.
    // Each connection logs when its own first try fails, which on a busy machine may come after the calls above.
    const connectionErrors = () => logLines.filter((l) => l.msg === "redis connection error").map((l) => l.redis).sort();
    await expect.poll(connectionErrors, { timeout: 15_000 }).toEqual(["commands", "subscriber"]);
    expect(logLines.filter((l) => l.msg?.startsWith("redis unavailable"))).toHaveLength(1);

    redis = await startRedis(port);
    await expect.poll(async () => (await health()).redis, { timeout: 15_000 }).toBe("ok");
    const page = await server.app.inject({ method: "GET", url: `/api/obituaries/${obituaryId}/guestbook` });
    expect(page.json()).toMatchObject([{ authorName: "A friend" }]);
  }, 60_000);
});
