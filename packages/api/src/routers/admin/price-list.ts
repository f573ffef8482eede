import { priceListVersions } from "@fh/db";
import { BUSINESS_TIME_ZONE, priceListSaveInput, todayIn } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { desc } from "drizzle-orm";
import { badInput, found } from "../../errors";
import { priceListInEffect } from "../../lib/price-list";
import { ownerProcedure } from "../../trpc";

/**
 * The General Price List's versions (FTC Funeral Rule, 16 CFR 453.2(b)(4)).
 * There is no update and no delete: a saved version is what families were
 * shown from its effective date, so a change is always a new version.
 *
 * Owner-only: prices are the owner's decision.
 */
export const adminPriceListRouter = {
  /** Every version, newest effective date first, and which one is in effect today. */
  versions: ownerProcedure.query(async ({ ctx }) => {
    const today = todayIn(BUSINESS_TIME_ZONE, ctx.now());
    const [versions, inEffect] = await Promise.all([
      ctx.db.select().from(priceListVersions).orderBy(desc(priceListVersions.effectiveDate), desc(priceListVersions.id)),
      priceListInEffect(ctx.db, today),
    ]);
    return { today, inEffectId: inEffect?.id ?? null, versions };
  }),

  /**
   * Saves a new version, in effect from its date (today or later, in Lake
   * Worth: a list cannot say it was in effect before it existed).
   */
  save: ownerProcedure.input(priceListSaveInput).mutation(async ({ ctx, input }) => {
    const today = todayIn(BUSINESS_TIME_ZONE, ctx.now());
    if (input.effectiveDate < today) throw badInput("effectiveDate", "Effective date must be today or later");
    const [row] = await ctx.db
      .insert(priceListVersions)
      .values({
        effectiveDate: input.effectiveDate,
        alternativeContainers: input.alternativeContainers,
        items: input.items,
        isDemo: false,
        savedBy: ctx.staff.username,
      })
      .returning();
    return found(row, "Price list version");
  }),
} satisfies TRPCRouterRecord;
