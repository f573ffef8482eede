import { sweepUploads, type PhotoStorage } from "@fh/api";
import type { Database } from "@fh/db";
import type { FastifyPluginAsync } from "fastify";
import { periodicTask } from "../periodic-task";

export interface UploadSweepPluginOptions {
  db: Database;
  storage: PhotoStorage;
  /** How long a visitor's upload may wait for an obituary to use it (UPLOAD_ORPHAN_GRACE_HOURS). */
  graceHours: number;
  /** How often the sweep runs; hourly unless a test asks for less. */
  intervalMs?: number;
  /** The sweep's clock, read once a pass (tests move it, or count the passes). */
  now?: () => Date;
}

/**
 * Upload housekeeping on a timer (sweepUploads in @fh/api): visitors' photos
 * that no obituary uses are removed after the grace period, and uploaders'
 * addresses are forgotten once their day of the storage cap is over. It runs
 * when the server is ready (after migrations) and then hourly (periodicTask:
 * the timer never keeps the process alive, and a sweep in progress is awaited
 * before the database closes). Encapsulated: it decorates nothing, and the
 * onReady and preClose hooks of an encapsulated plugin still run with the
 * application's.
 */
export const uploadSweepPlugin: FastifyPluginAsync<UploadSweepPluginOptions> = async (app, options) => {
  periodicTask(app, {
    // On failure the next sweep tries again; nothing is half-removed (record first, then file).
    name: "sweep uploaded photos",
    run: async () => {
      const result = await sweepUploads({ db: options.db, storage: options.storage, graceHours: options.graceHours, now: options.now?.() });
      if (result.removed > 0) app.log.info({ removed: result.removed }, "removed uploaded photos no obituary uses");
      if (result.failedFiles.length > 0) {
        app.log.warn({ files: result.failedFiles }, "removed photo records whose files could not be deleted");
      }
    },
    intervalMs: options.intervalMs,
  });
};
