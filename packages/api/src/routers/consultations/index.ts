import { consultations } from "@fh/db";
import { BUSINESS_TIME_ZONE, consultationBookSchema, todayIn } from "@fh/validators";
import { withIdempotency } from "../../abuse/idempotency";
import { publicWriteProcedure } from "../../abuse/guard";
import { createTRPCRouter } from "../../trpc";
import { badInput } from "../input-error";

/** How far ahead a family may book. */
const MAX_DAYS_AHEAD = 366;

export const consultationsRouter = createTRPCRouter({
  /** The booking page: stored `scheduled` in the one table staff work from. */
  book: publicWriteProcedure("consultations.book")
    .input(consultationBookSchema)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      if (input.appointmentDate < todayIn(BUSINESS_TIME_ZONE, now)) {
        throw badInput("appointmentDate", "Choose today or a later date");
      }
      const latest = todayIn(BUSINESS_TIME_ZONE, new Date(now.getTime() + MAX_DAYS_AHEAD * 86_400_000));
      if (input.appointmentDate > latest) throw badInput("appointmentDate", "Choose a date within the next year");
      return withIdempotency(ctx, "consultations.book", input, async () => {
        const [row] = await ctx.db
          .insert(consultations)
          .values({
            source: "booking",
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            appointmentDate: input.appointmentDate,
            appointmentTime: input.appointmentTime,
            consultationType: input.consultationType,
            serviceInterest: input.serviceInterest,
            budgetRange: input.budgetRange ?? null,
            additionalNotes: input.additionalNotes ?? null,
            status: "scheduled",
          })
          .returning({
            id: consultations.id,
            firstName: consultations.firstName,
            lastName: consultations.lastName,
            appointmentDate: consultations.appointmentDate,
            appointmentTime: consultations.appointmentTime,
            consultationType: consultations.consultationType,
            serviceInterest: consultations.serviceInterest,
            budgetRange: consultations.budgetRange,
            status: consultations.status,
            createdAt: consultations.createdAt,
          });
        if (!row) throw new Error("consultation insert returned nothing");
        return row;
      });
    }),
});
