import { writeFamilyGuestBookDigests, writeStaffGuestBookDigest, type NotificationSettings } from "@fh/api";
import type { Database } from "@fh/db";
import type { Business } from "@fh/validators";
import type { FastifyPluginAsync } from "fastify";
import { periodicTask } from "../periodic-task";

export interface NotificationDigestOptions {
  db: Database;
  settings: NotificationSettings;
  business: Business;
  /** How often digests are looked for; every minute unless a test asks for less. */
  intervalMs?: number;
  /** The clock (tests move it on by hours). */
  now?: () => Date;
}

export const DIGEST_CHECK_INTERVAL_MS = 60_000;

/**
 * Writes the guest-book digests to the outbox (packages/api/src/notifications/digests.ts):
 * staff's at most every 15 minutes, each subscribed submitter's at most
 * daily. Checked every minute, so a digest leaves within a minute of being
 * due; the outbox sender does the sending. Same start and stop as the other
 * periodic tasks (periodicTask). Encapsulated: it decorates nothing.
 */
export const notificationDigestsPlugin: FastifyPluginAsync<NotificationDigestOptions> = async (app, options) => {
  const { db, settings, business } = options;
  periodicTask(app, {
    name: "write the guest-book digests",
    run: async () => {
      const now = options.now?.() ?? new Date();
      const staff = await writeStaffGuestBookDigest(db, settings, business, now);
      const families = await writeFamilyGuestBookDigests(db, settings, business, now);
      if (staff + families > 0) app.log.info({ event: "mail.digests", staffEntries: staff, familyDigests: families }, "guest-book digests written");
    },
    intervalMs: options.intervalMs ?? DIGEST_CHECK_INTERVAL_MS,
  });
};
