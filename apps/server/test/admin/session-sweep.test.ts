import { spawn } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createStaffAccount, createStaffSession, hashSessionToken } from "@fh/api";
import { adminSessions, type DatabaseHandle } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { defaultBusiness } from "@fh/validators";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../../src/app";
import { loadConfig } from "../../src/config";

const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const noSites = { webDist: "/nonexistent", adminDist: "/nonexistent" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("expired staff sessions are swept", () => {
  let database: DatabaseHandle;
  let userId: number;
  let server: BuiltServer | undefined;
  beforeEach(async () => {
    database = await createTestDatabase();
    userId = (await createStaffAccount(database.db, defaultBusiness, { username: "director", password: "correct horse battery staple" })).id;
  });
  afterEach(async () => {
    await server?.app.close();
    server = undefined;
    await database.close();
  });

  /** A session row whose expiry has passed: one never presented again, so nothing else would remove it. */
  async function expiredSession(): Promise<string> {
    const id = `expired-${Math.random().toString(36).slice(2)}`;
    await database.db.insert(adminSessions).values({ id, userId, expiresAt: new Date(Date.now() - 60_000) });
    return id;
  }
  const exists = async (id: string) => (await database.db.select().from(adminSessions).where(eq(adminSessions.id, id))).length > 0;

  it("when the server starts, keeping live sessions", async () => {
    const expired = await expiredSession();
    const live = await createStaffSession(database.db, userId);
    server = await buildServer(config, { database, logger: false, sites: noSites });
    await server.app.ready();
    expect(await exists(expired)).toBe(false);
    expect(await exists(hashSessionToken(live.token))).toBe(true);
  });

  it("on a timer while the server runs, and no more once it has closed", async () => {
    server = await buildServer(config, { database, logger: false, sites: noSites, sessionSweepIntervalMs: 50 });
    await server.app.ready();
    const first = await expiredSession();
    await expect.poll(() => exists(first), { timeout: 5000, interval: 25 }).toBe(false);

    await server.app.close();
    server = undefined;
    const after = await expiredSession();
    await sleep(300);
    expect(await exists(after)).toBe(true);
  });

  it("without keeping the process alive", async () => {
    // A process that builds the server, makes it ready and then does nothing
    // must end on its own: the sweep's (hourly) timer does not hold it open.
    // (PGlite keeps the process up for some seconds after its last query.)
    const serverDir = fileURLToPath(new URL("../..", import.meta.url));
    const script = `
      const { createDatabase, migrate } = await import("@fh/db");
      const { buildServer } = await import(${JSON.stringify(pathToFileURL(`${serverDir}/src/app.ts`).href)});
      const { loadConfig } = await import(${JSON.stringify(pathToFileURL(`${serverDir}/src/config.ts`).href)});
      const database = createDatabase({ dataDir: "memory://" });
      await migrate(database);
      const { app } = await buildServer(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), {
        database, logger: false, sites: ${JSON.stringify(noSites)},
      });
      await app.ready();
      process.stdout.write("ready\\n");
    `;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: serverDir,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const killer = setTimeout(() => child.kill("SIGKILL"), 45_000);
      child.once("exit", (exitCode) => {
        clearTimeout(killer);
        resolve(exitCode);
      });
    });
    expect(out).toContain("ready");
    expect(code, out).toBe(0);
  }, 60_000);
});
