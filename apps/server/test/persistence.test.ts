import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "@fh/db";
import { seedDemoContent } from "@fh/db/seed";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer } from "../src/app";
import { loadConfig } from "../src/config";

/** The embedded database on disk, as `pnpm start` uses it: what is written survives a restart. */
describe("data on the embedded database survives a restart", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fh-persist-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start() {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: "" });
    const built = await buildServer(config, { logger: false });
    await migrate(built.database);
    await built.app.ready();
    return built;
  }

  it("keeps a guest-book message and a submitted obituary after the server stops and starts again", async () => {
    const first = await start();
    await seedDemoContent(first.database.db);
    const list = (await first.app.inject({ method: "GET", url: "/api/obituaries" })).json() as Array<{ id: number }>;
    const id = list[0]!.id;
    const post = await first.app.inject({
      method: "POST",
      url: `/api/obituaries/${id}/guestbook`,
      payload: { authorName: "Restart Tester", message: "Still here after a restart." },
    });
    expect(post.statusCode).toBe(201);
    await first.app.close();

    const second = await start();
    const entries = (await second.app.inject({ method: "GET", url: `/api/obituaries/${id}/guestbook` })).json() as Array<{
      authorName: string;
      message: string;
    }>;
    expect(entries.some((e) => e.authorName === "Restart Tester" && e.message === "Still here after a restart.")).toBe(true);
    const again = (await second.app.inject({ method: "GET", url: "/api/obituaries" })).json() as unknown[];
    expect(again).toHaveLength(list.length);
    await second.app.close();
  });
});
