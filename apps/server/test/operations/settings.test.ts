import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";

describe("backup and metrics settings", () => {
  it("defaults: archives in DATA_DIR/backups, every 24 hours, the newest 14, no bucket, no metrics", () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/srv/home-data" });
    expect(config.backup).toEqual({ dir: path.join("/srv/home-data", "backups"), everyHours: 24, keep: 14, s3: null });
    expect(config.metricsToken).toBeUndefined();
  });

  it("reads BACKUP_DIR, BACKUP_EVERY_HOURS (0 turns the schedule off), BACKUP_KEEP and METRICS_TOKEN", () => {
    const config = loadConfig({ NODE_ENV: "test", BACKUP_DIR: "/backups", BACKUP_EVERY_HOURS: "0", BACKUP_KEEP: "30", METRICS_TOKEN: "a-long-enough-metrics-token" });
    expect(config.backup).toMatchObject({ dir: "/backups", everyHours: 0, keep: 30 });
    expect(config.metricsToken).toBe("a-long-enough-metrics-token");
    // A short token is taken (the server warns at start) rather than keeping the site from starting.
    expect(loadConfig({ NODE_ENV: "test", METRICS_TOKEN: "short" }).metricsToken).toBe("short");
  });

  it("stops on a bad value, naming it", () => {
    expect(() => loadConfig({ NODE_ENV: "test", BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ NODE_ENV: "test", BACKUP_EVERY_HOURS: "-1" })).toThrow(/BACKUP_EVERY_HOURS/);
  });
});
