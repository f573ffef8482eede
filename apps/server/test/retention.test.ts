import { chatSessions, contactMessages, type DatabaseHandle } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../src/app";
import { ConfigError, loadConfig } from "../src/config";

const noSites = { webDist: "/nonexistent", adminDist: "/nonexistent" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);

describe("retention settings", () => {
  it("default to 30 days of chat, two years of contact messages, 90 days of declined submissions and three years of pre-planning requests", () => {
    expect(loadConfig({}).retention).toEqual({ chatDays: 30, contactDays: 730, declinedObituaryDays: 90, prePlanningDays: 1095 });
  });

  it("are read from CHAT_RETENTION_DAYS, CONTACT_RETENTION_DAYS, DECLINED_OBITUARY_RETENTION_DAYS and PRE_PLANNING_RETENTION_DAYS", () => {
    const config = loadConfig({ CHAT_RETENTION_DAYS: "7", CONTACT_RETENTION_DAYS: "365", DECLINED_OBITUARY_RETENTION_DAYS: "30", PRE_PLANNING_RETENTION_DAYS: "400" });
    expect(config.retention).toEqual({ chatDays: 7, contactDays: 365, declinedObituaryDays: 30, prePlanningDays: 400 });
  });

  it("stop the server on a bad value, naming the variable", () => {
    const bad: Array<[string, string]> = [
      ["CHAT_RETENTION_DAYS", "0"],
      ["CONTACT_RETENTION_DAYS", "two years"],
      ["DECLINED_OBITUARY_RETENTION_DAYS", "1.5"],
      ["PRE_PLANNING_RETENTION_DAYS", "-1"],
    ];
    for (const [name, value] of bad) {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
    }
  });
});

describe("the server removes personal data past its retention", () => {
  let database: DatabaseHandle;
  let server: BuiltServer | undefined;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await server?.app.close();
    server = undefined;
    await database.close();
  });

  async function contactMessage(name: string, sentDaysAgo: number): Promise<number> {
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name, email: `${name.toLowerCase()}@example.com`, message: "Please call", createdAt: daysAgo(sentDaysAgo) })
      .returning({ id: contactMessages.id });
    return row!.id;
  }
  const exists = async (id: number) => (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id))).length > 0;

  it("when the server starts, by the configured numbers", async () => {
    const old = await contactMessage("Old", 11);
    const young = await contactMessage("Young", 9);
    await database.db.insert(chatSessions).values({ sessionId: "session-1-stale", createdAt: daysAgo(3) });
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", CONTACT_RETENTION_DAYS: "10", CHAT_RETENTION_DAYS: "2" });
    server = await buildServer(config, { database, logger: false, sites: noSites });
    await server.app.ready();
    expect(await exists(old)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await database.db.select().from(chatSessions)).toEqual([]);
  });

  it("on a timer while the server runs, and no more once it has closed", async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", CONTACT_RETENTION_DAYS: "10" });
    server = await buildServer(config, { database, logger: false, sites: noSites, retentionSweepIntervalMs: 50 });
    await server.app.ready();
    const first = await contactMessage("First", 12);
    const kept = await contactMessage("Kept", 1);
    await expect.poll(() => exists(first), { timeout: 5000, interval: 25 }).toBe(false);
    expect(await exists(kept)).toBe(true);

    await server.app.close();
    server = undefined;
    const after = await contactMessage("After", 12);
    await sleep(300);
    expect(await exists(after)).toBe(true);
  });
});
