import { consultations } from "@fh/db";
import { BUSINESS_TIME_ZONE, consultationBookSchema, consultationSlotsInput, todayIn } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { withIdempotency } from "../abuse/idempotency";
import { publicWriteProcedure } from "../abuse/guard";
import { badInput } from "../errors";
import { bookSlot, slotsOn } from "../lib/consultation-slots";
import { notifyConsultationBooked } from "../notifications";
import { publicProcedure } from "../trpc";

/** How far ahead a family may book. */
const MAX_DAYS_AHEAD = 366;

export const consultationsRouter = {
  /** A day's booking slots, free or taken (CONSULTATION_SLOT_CAPACITY each), with nobody's details. */
  slots: publicProcedure.input(consultationSlotsInput).query(({ ctx, input }) => slotsOn(ctx, input.date)),

  /** The booking page: stored `scheduled` in the one table staff work from, while the slot has room. */
  book: publicWriteProcedure("consultations.book")
    .input(consultationBookSchema)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      if (input.appointmentDate < todayIn(BUSINESS_TIME_ZONE, now)) {
        throw badInput("appointmentDate", "Choose today or a later date");
      }
      const latest = todayIn(BUSINESS_TIME_ZONE, new Date(now.getTime() + MAX_DAYS_AHEAD * 86_400_000));
      if (input.appointmentDate > latest) throw badInput("appointmentDate", "Choose a date within the next year");
      // The page's language, kept with the booking as the obituary keeps its submitter's.
      const locale = ctx.request.locale ?? "en";
      return withIdempotency(ctx, "consultations.book", input, (inner) =>
        bookSlot(inner, input, async (tx) => {
          const [row] = await tx
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
              locale,
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
          // In the booking's transaction: the booking and its notices commit together or not at all.
          await notifyConsultationBooked(inner, tx, { ...input, id: row.id, locale });
          return row;
        }),
      );
    }),
} satisfies TRPCRouterRecord;
