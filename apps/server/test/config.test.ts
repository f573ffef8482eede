import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith(".data")).toBe(true);
    expect(config.ai).toBeNull();
    expect(config.business.phone).toMatch(/\d/);
  });

  it("stops on a bad value, naming the variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: "not a url" })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ BUSINESS_EMAIL: "nope" })).toThrow(/BUSINESS_EMAIL/);
    expect(() => loadConfig({ AI_MODEL: "m" })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ CALENDAR_UID_DOMAIN: "https://example.com" })).toThrow(/CALENDAR_UID_DOMAIN/);
  });

  it("reads the first staff account from ADMIN_USERNAME and ADMIN_PASSWORD, the password as written", () => {
    expect(loadConfig({}).admin).toEqual({ username: undefined, password: undefined });
    const config = loadConfig({ ADMIN_USERNAME: "director", ADMIN_PASSWORD: " spaces count too " });
    expect(config.admin).toEqual({ username: "director", password: " spaces count too " });
  });

  it("overrides business facts from the environment", () => {
    const config = loadConfig({ BUSINESS_PHONE: "(561) 555-0100", BUSINESS_NAME: "Test Home" });
    expect(config.business.phone).toBe("(561) 555-0100");
    expect(config.business.name).toBe("Test Home");
  });

  it("bounds how long clients, the database and a shutdown may take, by default and as set", () => {
    const config = loadConfig({});
    expect(config.http).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 72_000,
      connectionTimeoutMs: 60_000,
      maxConnections: 1000,
    });
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.databaseStatementTimeoutMs).toBe(10_000);
    const set = loadConfig({ REQUEST_TIMEOUT_MS: "5000", MAX_CONNECTIONS: "50", SHUTDOWN_TIMEOUT_MS: "3000", DATABASE_STATEMENT_TIMEOUT_MS: "2000" });
    expect(set.http.requestTimeoutMs).toBe(5000);
    // Node requires the headers to be due no later than the whole request.
    expect(set.http.headersTimeoutMs).toBe(5000);
    expect(set.http.maxConnections).toBe(50);
    expect(set.shutdownTimeoutMs).toBe(3000);
    expect(set.databaseStatementTimeoutMs).toBe(2000);
    // A silent connection outlasts the slowest answer, the assistant's wait for its endpoint.
    expect(loadConfig({ AI_TIMEOUT_MS: "90000" }).http.connectionTimeoutMs).toBe(105_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: "-1" })).toThrow(/MAX_CONNECTIONS/);
  });

  it("gives staff sessions a 7-day absolute lifetime, never shorter than the sliding one", () => {
    expect(loadConfig({}).sessionMaxHours).toBe(168);
    expect(loadConfig({ SESSION_MAX_HOURS: "24" }).sessionMaxHours).toBe(24);
    expect(() => loadConfig({ SESSION_TTL_HOURS: "12", SESSION_MAX_HOURS: "6" })).toThrow(/SESSION_MAX_HOURS/);
  });
});
