import { logSecurityEvent, purgeExpiredPersonalData, type RetentionPolicy } from "@fh/api";
import type { Database } from "@fh/db";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

export interface RetentionOptions {
  db: Database;
  policy: RetentionPolicy;
  /** How often the sweep runs; hourly unless a test asks for less. */
  intervalMs?: number;
  now?: () => Date;
}

export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Personal data is kept only as long as the policy says (CHAT_RETENTION_DAYS,
 * CONTACT_RETENTION_DAYS, DECLINED_OBITUARY_RETENTION_DAYS): what has passed
 * its time is removed when the server is ready and then every hour, so a
 * server that restarts often still sweeps, and one that never restarts sweeps
 * on time. Same shape as the staff-session sweep: the timer never keeps the
 * process alive (unref), and it stops, after a sweep in progress, before the
 * database closes. Not encapsulated (fastify-plugin) only so its hooks see
 * the app's lifecycle.
 */
const retention: FastifyPluginAsync<RetentionOptions> = async (app, options) => {
  const { db, policy } = options;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const purged = await purgeExpiredPersonalData(db, policy, options.now?.() ?? new Date());
      if (Object.values(purged).some((n) => n > 0)) logSecurityEvent(app.log, { event: "retention.purged", purged: { ...purged } });
    } catch (err) {
      // The next sweep tries again; nothing is half-removed (one statement per kind).
      app.log.warn({ err }, "could not remove personal data past its retention");
    }
  };
  const sweepOnce = () => (running ??= sweep().finally(() => (running = undefined)));

  let timer: NodeJS.Timeout | undefined;
  // On ready, not now: the server migrates its database between building and listening.
  app.addHook("onReady", async () => {
    await sweepOnce();
    timer = setInterval(() => void sweepOnce(), options.intervalMs ?? RETENTION_SWEEP_INTERVAL_MS).unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
};

export const retentionPlugin = fp(retention, { name: "retention" });
