import { BUSINESS_TIME_ZONE, todayIn } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { priceListInEffect } from "../lib/price-list";
import { publicProcedure } from "../trpc";

export const priceListRouter = {
  /**
   * The General Price List in effect today in Lake Worth (America/New_York),
   * for /pricing and /pricing.pdf; null while none is. Who saved it stays
   * with staff.
   */
  current: publicProcedure.query(async ({ ctx }) => {
    const version = await priceListInEffect(ctx.db, todayIn(BUSINESS_TIME_ZONE, ctx.now()));
    if (!version) return null;
    const { savedBy: _savedBy, createdAt: _createdAt, ...shown } = version;
    return shown;
  }),
} satisfies TRPCRouterRecord;
