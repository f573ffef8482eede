import { createHash, randomBytes } from "node:crypto";
import { prePlanningRequests } from "@fh/db";
import { BUSINESS_TIME_ZONE, computeEstimate, EstimateError, prePlanningSubmitSchema, todayIn } from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { withIdempotency } from "../abuse/idempotency";
import { publicWriteProcedure } from "../abuse/guard";
import { badInput } from "../errors";
import { priceListInEffect } from "../lib/price-list";
import { notifyPrePlanningRequest } from "../notifications/pre-planning";
import { publicProcedure } from "../trpc";

/** What the emailed estimate link carries: 256 random bits, kept only as their SHA-256. */
export function estimateTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The shape of a token as made below (43 base64url characters); anything else is refused before a lookup. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const prePlanningRouter = {
  /**
   * /plan-ahead's request: every line and the total priced here from the
   * version in effect today in Lake Worth (any price the client sent was
   * dropped by the schema), stored with that version and never repriced.
   * 409 while no version is in effect.
   */
  submit: publicWriteProcedure("prePlanning.submit")
    .input(prePlanningSubmitSchema)
    .mutation(async ({ ctx, input }) => {
      const version = await priceListInEffect(ctx.db, todayIn(BUSINESS_TIME_ZONE, ctx.now()));
      if (!version) throw new TRPCError({ code: "CONFLICT", message: "No price list is in effect; please call us for prices" });
      let estimate;
      try {
        estimate = computeEstimate(version, input.items);
      } catch (err) {
        if (err instanceof EstimateError) throw badInput(err.field, err.message);
        throw err;
      }
      const locale = ctx.request.locale ?? "en";
      // Urgent only when the family asked for it on the "a death has occurred" path.
      const isUrgent = input.isUrgent === true;
      return withIdempotency(ctx, "prePlanning.submit", input, (inner) =>
        inner.db.transaction(async (tx) => {
          const token = randomBytes(32).toString("base64url");
          const [row] = await tx
            .insert(prePlanningRequests)
            .values({
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email,
              phone: input.phone,
              preferredContactMethod: input.preferredContactMethod,
              preferredCallTime: input.preferredCallTime ?? null,
              budgetRange: input.budgetRange ?? null,
              additionalNotes: input.additionalNotes ?? null,
              serviceType: input.arrangement,
              isUrgent,
              deathOccurred: input.deathOccurred === true,
              forWhom: input.forWhom,
              arrangement: input.arrangement,
              locale,
              priceListVersionId: version.id,
              priceListEffectiveDate: version.effectiveDate,
              lines: estimate.lines,
              totalCents: estimate.totalCents,
              estimateTokenHash: estimateTokenHash(token),
              // On the procedure's clock, which retention counts from.
              createdAt: ctx.now(),
              updatedAt: ctx.now(),
            })
            .returning();
          if (!row) throw new Error("pre-planning insert returned nothing");
          // In the request's transaction: the request and its emails commit together or not at all.
          await notifyPrePlanningRequest(inner, tx, row, { token, alternativeContainers: version.alternativeContainers, isDemo: version.isDemo });
          return { id: row.id, total: row.totalCents };
        }),
      );
    }),

  /**
   * The estimate behind an emailed link, for its PDF: the token is the only
   * key (never an id). Null for a token that opens nothing.
   */
  estimateByToken: publicProcedure.input(z.strictObject({ token: z.string().max(100) })).query(async ({ ctx, input }) => {
    if (!TOKEN_PATTERN.test(input.token)) return null;
    const [row] = await ctx.db.select().from(prePlanningRequests).where(eq(prePlanningRequests.estimateTokenHash, estimateTokenHash(input.token)));
    if (!row) return null;
    // The hash stays in the database: with it, anyone could look the request up again.
    const { estimateTokenHash: _hash, ...estimate } = row;
    return estimate;
  }),
} satisfies TRPCRouterRecord;
