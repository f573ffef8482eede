import { sweepUploads, type PhotoStorage } from "@fh/api";
import type { Database } from "@fh/db";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

export interface UploadSweepPluginOptions {
  db: Database;
  storage: PhotoStorage;
  /** How long a visitor's upload may wait for an obituary to use it (UPLOAD_ORPHAN_GRACE_HOURS). */
  graceHours: number;
  /** How often the sweep runs; hourly unless a test asks for less. */
  intervalMs?: number;
}

export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Upload housekeeping on a timer (sweepUploads in @fh/api): visitors' photos
 * that no obituary uses are removed after the grace period, and uploaders'
 * addresses are forgotten once their day of the storage cap is over. It runs
 * when the server is ready (after migrations) and then hourly; the timer never
 * keeps the process alive, and a sweep in progress is awaited before the
 * database closes. Not encapsulated (fastify-plugin), like the session sweep:
 * its hooks belong to the application.
 */
const uploadSweep: FastifyPluginAsync<UploadSweepPluginOptions> = async (app, options) => {
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const result = await sweepUploads({ db: options.db, storage: options.storage, graceHours: options.graceHours });
      if (result.removed > 0) app.log.info({ removed: result.removed }, "removed uploaded photos no obituary uses");
      if (result.failedFiles.length > 0) {
        app.log.warn({ files: result.failedFiles }, "removed photo records whose files could not be deleted");
      }
    } catch (err) {
      // The next sweep tries again; nothing is half-removed (record first, then file).
      app.log.warn({ err }, "could not sweep uploaded photos");
    }
  };
  const sweepOnce = () => (running ??= sweep().finally(() => (running = undefined)));

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await sweepOnce();
    timer = setInterval(() => void sweepOnce(), options.intervalMs ?? UPLOAD_SWEEP_INTERVAL_MS).unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
};

export const uploadSweepPlugin = fp(uploadSweep, { name: "upload-sweep" });
