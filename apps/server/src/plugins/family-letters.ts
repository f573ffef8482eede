import { deleteExpiredFamilySessions, deleteSpentFamilyLinks, sendDueFamilyLetters, type NotificationSettings } from "@fh/api";
import type { Database } from "@fh/db";
import type { Business } from "@fh/validators";
import type { FastifyPluginAsync } from "fastify";
import { periodicTask } from "../periodic-task";

export interface FamilyLettersOptions {
  db: Database;
  settings: NotificationSettings;
  business: Business;
  /** How often due letters are looked for; hourly unless a test asks for less. */
  intervalMs?: number;
  /** The clock, read once a pass (tests move it on by months). */
  now?: () => Date;
}

/**
 * The family page's periodic work: the letters of support that have fallen
 * due are written to the outbox (packages/api/src/family/letters.ts; the
 * outbox sender sends them), and family sessions and sign-in links past
 * their time are removed. Hourly: a letter leaves within the hour it falls
 * due. Same start and stop as every periodic task (periodicTask).
 */
export const familyLettersPlugin: FastifyPluginAsync<FamilyLettersOptions> = async (app, options) => {
  const { db, settings, business } = options;
  periodicTask(app, {
    name: "write the family's letters of support",
    run: async () => {
      const now = options.now?.() ?? new Date();
      const letters = await sendDueFamilyLetters(db, settings, business, now);
      const sessions = await deleteExpiredFamilySessions(db, now);
      const links = await deleteSpentFamilyLinks(db, now);
      if (letters + sessions + links > 0) app.log.info({ event: "family.periodic", letters, sessions, links }, "family letters written, old sessions and links removed");
    },
    intervalMs: options.intervalMs,
  });
};
