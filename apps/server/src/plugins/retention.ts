import { logSecurityEvent, purgeExpiredPersonalData, type RetentionPolicy } from "@fh/api";
import type { Database } from "@fh/db";
import type { FastifyPluginAsync } from "fastify";
import { periodicTask } from "../periodic-task";

export interface RetentionOptions {
  db: Database;
  policy: RetentionPolicy;
  /** How often the sweep runs; hourly unless a test asks for less. */
  intervalMs?: number;
  now?: () => Date;
}

/**
 * Personal data is kept only as long as the policy says (CHAT_RETENTION_DAYS,
 * CONTACT_RETENTION_DAYS, DECLINED_OBITUARY_RETENTION_DAYS): what has passed
 * its time is removed when the server is ready and then every hour, so a
 * server that restarts often still sweeps, and one that never restarts sweeps
 * on time (periodicTask: the timer never keeps the process alive, and it
 * stops, after a sweep in progress, before the database closes).
 * Encapsulated: it decorates nothing, and the onReady and preClose hooks of
 * an encapsulated plugin still run with the application's.
 */
export const retentionPlugin: FastifyPluginAsync<RetentionOptions> = async (app, options) => {
  const { db, policy } = options;
  periodicTask(app, {
    // On failure the next sweep tries again; nothing is half-removed (one statement per kind).
    name: "remove personal data past its retention",
    run: async () => {
      const purged = await purgeExpiredPersonalData(db, policy, options.now?.() ?? new Date());
      if (Object.values(purged).some((n) => n > 0)) logSecurityEvent(app.log, { event: "retention.purged", purged: { ...purged } });
    },
    intervalMs: options.intervalMs,
  });
};
