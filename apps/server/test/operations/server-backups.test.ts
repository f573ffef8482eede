import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createLocalPhotoStorage, newPhotoName, type PhotoStorage } from "@fh/api";
import { migrate, outboxMessages, sqlOf } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../src/app";
import { loadConfig } from "../../src/config";
import { BackupManager } from "../../src/operations/backups";
import { CONTROL_PATH, controlFileOf, readControlFile } from "../../src/operations/control";
import { streamHomeExport } from "../../src/operations/home-export";
import { askServerToBackUp } from "../../src/operations/reach-server";
import { backupDue } from "../../src/plugins/backups";
import { makeFakeSites } from "../fake-sites";
import { openDatabase } from "./helpers";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "fh-server-backups-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const quiet = { info: () => {}, error: () => {} };
const notify = {
  settings: { from: { name: "Home", address: "home@example.com" }, staffRecipients: ["owner@example.com"], publicUrl: "https://example.com", adminUrl: "https://example.com" },
  business: loadConfig({ NODE_ENV: "test" }).business,
};

describe("the server's backups", () => {
  it("keeps the newest BACKUP_KEEP archives and remembers the last outcome", async () => {
    const database = await createTestDatabase();
    const dir = path.join(scratch, "keep");
    const backups = new BackupManager({
      settings: { dir, everyHours: 24, keep: 2, s3: null },
      database,
      databaseUrl: undefined,
      storage: createLocalPhotoStorage(path.join(scratch, "keep-uploads")),
      log: quiet,
    });
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const status = await backups.run("command");
      expect(status.ok, status.error ?? "").toBe(true);
      names.push(status.name!);
    }
    expect((await readdir(dir)).filter((n) => n.endsWith(".tar.gz")).sort()).toEqual(names.slice(1).sort());
    expect((await backups.list()).map((a) => a.name)).toEqual(names.slice(1).reverse());
    expect((await stat(path.join(dir, names[2]!))).mode & 0o777).toBe(0o600);
    const again = new BackupManager({ settings: { dir, everyHours: 24, keep: 2, s3: null }, database, databaseUrl: undefined, storage: createLocalPhotoStorage(scratch), log: quiet });
    expect((await again.status())?.name).toBe(names[2]);
    await database.close();
  }, 120_000);

  it("emails staff through the outbox when a backup fails", async () => {
    const database = await createTestDatabase();
    const broken: PhotoStorage = {
      ...createLocalPhotoStorage(path.join(scratch, "broken")),
      // eslint-disable-next-line require-yield
      async *list() {
        throw new Error("the photo store cannot be read");
      },
    };
    const backups = new BackupManager({ settings: { dir: path.join(scratch, "fails"), everyHours: 24, keep: 2, s3: null }, database, databaseUrl: undefined, storage: broken, notify, log: quiet });
    const status = await backups.run("schedule");
    expect(status.ok).toBe(false);
    expect(status.error).toContain("the photo store cannot be read");
    const emails = await database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "staff.backup_failed"));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.recipient).toBe("owner@example.com");
    expect(emails[0]!.subject).toMatch(/^Backup failed/);
    expect(await readdir(path.join(scratch, "fails"))).toEqual(["last-backup.json"]);
    await database.close();
  }, 120_000);

  it("is due on schedule, again an hour after a failure, never with BACKUP_EVERY_HOURS=0", () => {
    const now = Date.parse("2026-06-01T12:00:00Z");
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
    const outcome = (hoursAgo: number, ok: boolean) => ({ at: at(hoursAgo), ok, name: null, location: null, size: null, durationMs: 1, error: null, trigger: "schedule" as const });
    expect(backupDue(null, 24, now)).toBe(true);
    expect(backupDue(outcome(23, true), 24, now)).toBe(false);
    expect(backupDue(outcome(24, true), 24, now)).toBe(true);
    expect(backupDue(outcome(0.5, false), 24, now)).toBe(false);
    expect(backupDue(outcome(1, false), 24, now)).toBe(true);
    expect(backupDue(null, 0, now)).toBe(false);
  });

  it("on the embedded database, the command asks the running server through DATA_DIR/control.json, which only the token opens", async () => {
    const dataDir = path.join(scratch, "running");
    const seeded = openDatabase({ dataDir });
    await migrate(seeded);
    await seeded.close();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, BACKUP_EVERY_HOURS: "0" });
    const { app } = await buildServer(config, { logger: false, sites: makeFakeSites() });
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      // Written by an onListen hook, which Fastify runs without holding up listen(): wait for it.
      await expect.poll(() => readControlFile(controlFileOf(dataDir)), { timeout: 10_000 }).not.toBeNull();
      const control = await readControlFile(controlFileOf(dataDir));
      expect(control?.pid).toBe(process.pid);
      expect((await stat(controlFileOf(dataDir))).mode & 0o777).toBe(0o600);
      const refused = await fetch(new URL(CONTROL_PATH, control!.url), { method: "POST", headers: { authorization: "Bearer not-the-token" } });
      expect(refused.status).toBe(404);
      const made = await askServerToBackUp(dataDir);
      expect(made?.ok, made?.error ?? "").toBe(true);
      expect(made?.trigger).toBe("command");
      expect(await readdir(config.backup.dir)).toContain(made!.name);
    } finally {
      await app.close();
    }
    // Closed: the file is gone, and the command would open the folder itself.
    expect(await readControlFile(controlFileOf(dataDir))).toBeNull();
    expect(await askServerToBackUp(dataDir)).toBeNull();
  }, 120_000);
});

describe("the home's own export", () => {
  it("holds every memorial at scale with its guest book, services and photos, in the documented shape", async () => {
    const database = await createTestDatabase();
    const storage = createLocalPhotoStorage(path.join(scratch, "export-uploads"));
    const portrait = newPhotoName("jpg");
    await storage.save(portrait, Buffer.from("portrait bytes"));
    const sql = sqlOf(database);
    const memorials = 10_000;
    await sql(
      `insert into obituaries (first_name, last_name, date_of_birth, date_of_death, biography, submitter_name, submitter_email, status, photo_url)
       select 'First' || n, 'Last' || n, '1940-01-01', '2026-01-01', 'A life remembered.', 'Family', 'family@example.com', 'live',
              case when n = 1 then '/uploads/${portrait}' end
         from generate_series(1, ${memorials}) n`,
    );
    const [first] = await sql(`select id from obituaries order by id limit 1`);
    await sql(`insert into guest_book_entries (obituary_id, author_name, message) select id, 'A friend', 'With sympathy' from obituaries`);
    await sql(`insert into services (title, service_date, service_time, deceased_name, obituary_id) values ('Funeral', '2026-01-08', '10:00 AM', 'First1 Last1', $1)`, [first?.id]);

    const zipFile = path.join(scratch, "export.zip");
    const chunks: Buffer[] = [];
    for await (const chunk of await streamHomeExport(database, storage)) {
      // Once the first bytes are out, every biography changes: a memorial the ZIP had already
      // read (buffered ahead) would keep the old words, one read as the ZIP reaches it has the new.
      if (chunks.length === 0) await sql(`update obituaries set biography = 'Read as the ZIP reached it.'`);
      chunks.push(chunk as Buffer);
    }
    await writeFile(zipFile, Buffer.concat(chunks));

    const listing = execFileSync("zipinfo", ["-1", zipFile], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).trim().split("\n");
    expect(listing.filter((n) => /^memorials\/\d+\.json$/.test(n))).toHaveLength(memorials);
    expect(listing).toContain(`photos/${portrait}`);
    expect(listing.at(-1)).toBe("index.json");
    const index = JSON.parse(execFileSync("unzip", ["-p", zipFile, "index.json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })) as { format: number; memorials: unknown[] };
    expect(index.format).toBe(1);
    expect(index.memorials).toHaveLength(memorials);
    const one = JSON.parse(execFileSync("unzip", ["-p", zipFile, `memorials/${first?.id}.json`], { encoding: "utf8" })) as Record<string, unknown> & {
      memorial: Record<string, unknown>;
      guestBook: unknown[];
      services: unknown[];
    };
    expect(Object.keys(one)).toEqual(["format", "memorial", "guestBook", "services", "gallery", "photos"]);
    expect(one.memorial.first_name).toBe("First1");
    expect(one.guestBook).toHaveLength(1);
    expect(one.services).toHaveLength(1);
    expect(one.photos).toEqual([`photos/${portrait}`]);
    expect(execFileSync("unzip", ["-p", zipFile, `photos/${portrait}`], { encoding: "utf8" })).toBe("portrait bytes");
    // Streamed: the last memorial was read after the first bytes were sent, not held in memory beforehand.
    const [last] = await sqlOf(database)(`select max(id) as id from obituaries`);
    const lastOne = JSON.parse(execFileSync("unzip", ["-p", zipFile, `memorials/${last?.id}.json`], { encoding: "utf8" })) as { memorial: { biography: string } };
    expect(lastOne.memorial.biography).toBe("Read as the ZIP reached it.");
    await database.close();
  }, 300_000);
});
