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
  });

  it("overrides business facts from the environment", () => {
    const config = loadConfig({ BUSINESS_PHONE: "(561) 555-0100", BUSINESS_NAME: "Test Home" });
    expect(config.business.phone).toBe("(561) 555-0100");
    expect(config.business.name).toBe("Test Home");
  });
});
