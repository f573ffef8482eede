import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../src/client";
import { embeddedLocation, prepareEmbeddedDataDir } from "../src/embedded";
import { migrate } from "../src/migrate";
import { seedDemoContent } from "../src/seed";

// A first start on a fresh machine: the embedded database folder is created by a
// short-lived process (the server then never holds initdb's memory), and
// the server opens, migrates and fills it as before.
describe("the embedded database folder", () => {
  const made: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fh-embedded-"));
    made.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it("is created before the server opens it, and the server's database works on it", async () => {
    const dataDir = tempDir();
    const warnings: string[] = [];
    await prepareEmbeddedDataDir(dataDir, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(existsSync(path.join(embeddedLocation(dataDir), "PG_VERSION"))).toBe(true);

    const handle = createDatabase({ dataDir });
    try {
      await migrate(handle);
      const seeded = await seedDemoContent(handle.db);
      expect(seeded.seeded).toBe(true);
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("is left as it is when it exists already", async () => {
    const dataDir = tempDir();
    await prepareEmbeddedDataDir(dataDir);
    const version = path.join(embeddedLocation(dataDir), "PG_VERSION");
    const before = statSync(version).mtimeMs;
    await prepareEmbeddedDataDir(dataDir);
    expect(statSync(version).mtimeMs).toBe(before);
  }, 60_000);

  it("says why when it cannot be made apart, and does not throw (the server then makes it itself)", async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, "pglite"), "a file where the folder should be");
    const warnings: string[] = [];
    await expect(prepareEmbeddedDataDir(dataDir, (message) => warnings.push(message))).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/separate process failed/);
  }, 60_000);

  it("is not touched for an in-memory database", async () => {
    const warnings: string[] = [];
    await prepareEmbeddedDataDir("memory://", (message) => warnings.push(message));
    expect(warnings).toEqual([]);
  });
});
