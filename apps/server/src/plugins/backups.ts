import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import type { PhotoStorage } from "@fh/api";
import type { DatabaseHandle } from "@fh/db";
import type { FastifyPluginAsync } from "fastify";
import type { ContextFactory } from "../context";
import { CONTROL_PATH, localUrl, newControlToken, removeControlFile, writeControlFile } from "../operations/control";
import type { BackupManager, BackupStatus } from "../operations/backups";
import { streamHomeExport } from "../operations/home-export";
import { shim } from "../rest/shim";

export interface BackupsPluginOptions {
  backups: BackupManager;
  createContext: ContextFactory;
  database: DatabaseHandle;
  storage: PhotoStorage;
  /** DATA_DIR/control.json when this server opened the embedded database itself; null otherwise. */
  controlFile: string | null;
  /** How often the schedule looks whether a backup is due (tests shorten it); every 10 minutes by default. */
  checkIntervalMs?: number;
}

const HOUR_MS = 3_600_000;
/** After a failed backup the schedule tries again this much later, not at every check (each failure emails staff). */
const RETRY_AFTER_FAILURE_MS = HOUR_MS;

/** Whether the schedule owes a backup, from the last attempt's outcome. */
export function backupDue(last: BackupStatus | null, everyHours: number, now: number): boolean {
  if (everyHours <= 0) return false;
  if (!last) return true;
  const since = now - Date.parse(last.at);
  return since >= (last.ok ? everyHours * HOUR_MS : Math.min(RETRY_AFTER_FAILURE_MS, everyHours * HOUR_MS));
}

const isLoopback = (address: string | undefined) => address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1" || (isIP(address ?? "") === 4 && address!.startsWith("127."));

/**
 * Backups in the running server: the schedule (BACKUP_EVERY_HOURS), the
 * command's request on the embedded database (operations/control.ts), and
 * the owners' downloads from the System page: a kept archive, and the
 * home's own export as one ZIP. Each download asks an owner procedure first,
 * so no session is 401 and a staff account 403, as every staff route.
 */
export const backupsPlugin: FastifyPluginAsync<BackupsPluginOptions> = async (app, options) => {
  const { backups } = options;

  // The schedule's first look comes one interval after start, never during it.
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    if (backups.settings.everyHours <= 0) return;
    timer = setInterval(() => {
      void (async () => {
        if (backups.inProgress || !backupDue(await backups.status(), backups.settings.everyHours, Date.now())) return;
        await backups.run("schedule");
      })().catch((err: unknown) => app.log.warn({ err }, "could not look whether a backup is due"));
    }, options.checkIntervalMs ?? 10 * 60_000).unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await backups.close();
  });

  if (options.controlFile) {
    const file = options.controlFile;
    const token = newControlToken();
    const expected = Buffer.from(`Bearer ${token}`);
    app.addHook("onListen", async () => {
      const address = app.server.address();
      if (!address || typeof address === "string") return;
      await writeControlFile(file, { url: localUrl(address.address, address.port), token, pid: process.pid });
    });
    app.addHook("onClose", async () => removeControlFile(file, token));
    app.post(CONTROL_PATH, async (req, reply) => {
      const given = Buffer.from(req.headers.authorization ?? "");
      if (!isLoopback(req.socket.remoteAddress) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.status(404).send({ error: "Not found" });
      }
      return reply.header("cache-control", "no-store").send(await backups.run("command"));
    });
  }

  app.get(
    "/api/admin/system/backups/:name",
    shim(options.createContext, async ({ caller, params, reply }) => {
      await caller.admin.system.backups();
      const archive = await backups.open(String(params.name ?? ""));
      if (!archive) return reply.status(404).send({ error: "No such backup" });
      return reply
        .type("application/gzip")
        .header("content-length", String(archive.size))
        .header("content-disposition", `attachment; filename="${String(params.name)}"`)
        .send(archive.stream);
    }),
  );

  app.get(
    "/api/admin/system/export.zip",
    shim(options.createContext, async ({ caller, reply }) => {
      await caller.admin.system.backups();
      const now = new Date();
      const stream = await streamHomeExport(options.database, options.storage, now);
      const name = `memorials-${now.toISOString().slice(0, 10)}.zip`;
      return reply.type("application/zip").header("content-disposition", `attachment; filename="${name}"`).send(stream);
    }),
  );
};
