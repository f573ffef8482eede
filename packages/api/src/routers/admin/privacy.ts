import { privacyRequestInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { invalidateAllPublic } from "../../cache/invalidate";
import { logSecurityEvent } from "../../lib/security-events";
import { erasePersonalData, findPersonalData } from "../../privacy/erasure";
import { staffProcedure } from "../../trpc";

/**
 * A person's request to see or erase what we hold about them, by email
 * address (the staff app's Privacy page). Both are
 * mutations on purpose: a query's input travels in the URL, and an email
 * address has no place in request logs, browser history or a cache.
 */
export const adminPrivacyRouter = {
  /** What is stored for the address, counted, and what erasure would do to each obituary. Changes nothing. */
  lookup: staffProcedure.input(privacyRequestInput).mutation(({ ctx, input }) => findPersonalData(ctx.db, input.email)),

  /**
   * Erases it all in one transaction; a live or unlisted obituary stays
   * published with its submitter's contact removed (privacy/erasure.ts).
   * Answers what was erased. The log records who erased how much, never the address.
   */
  erase: staffProcedure.input(privacyRequestInput).mutation(async ({ ctx, input }) => {
    const report = await erasePersonalData(ctx.db, input.email, { placeholderEmail: ctx.business.email, now: ctx.now() });
    // Guest-book entries and obituaries anywhere may be gone: every public answer is drawn afresh.
    await invalidateAllPublic(ctx);
    logSecurityEvent(ctx.log, {
      event: "privacy.erased",
      username: ctx.staff.username,
      ip: ctx.request.ip,
      erased: {
        ...report.counts,
        obituariesDeleted: report.obituaries.filter((o) => o.outcome === "deleted").length,
        obituariesKept: report.obituaries.filter((o) => o.outcome === "contact removed").length,
      },
    });
    return report;
  }),
} satisfies TRPCRouterRecord;
