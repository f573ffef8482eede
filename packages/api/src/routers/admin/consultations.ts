import { consultations } from "@fh/db";
import { byIdInput, consultationCreateInput, consultationSetStatusInput, type AdminConsultation } from "@fh/validators";
import { desc, eq } from "drizzle-orm";
import { createTRPCRouter, staffProcedure } from "../../trpc";
import { found } from "./not-found";

const columns = {
  id: consultations.id,
  source: consultations.source,
  firstName: consultations.firstName,
  lastName: consultations.lastName,
  email: consultations.email,
  phone: consultations.phone,
  appointmentDate: consultations.appointmentDate,
  appointmentTime: consultations.appointmentTime,
  consultationType: consultations.consultationType,
  serviceInterest: consultations.serviceInterest,
  budgetRange: consultations.budgetRange,
  additionalNotes: consultations.additionalNotes,
  reminderSent: consultations.reminderSent,
  preferredTime: consultations.preferredTime,
  serviceType: consultations.serviceType,
  message: consultations.message,
  status: consultations.status,
  createdAt: consultations.createdAt,
  updatedAt: consultations.updatedAt,
};

export const adminConsultationsRouter = createTRPCRouter({
  /** Booking-page appointments and staff-created consultations together, newest first. */
  list: staffProcedure.query(
    ({ ctx }): Promise<AdminConsultation[]> =>
      ctx.db.select(columns).from(consultations).orderBy(desc(consultations.createdAt), desc(consultations.id)),
  ),

  /** Staff-created consultations start confirmed (SPEC §4). */
  create: staffProcedure.input(consultationCreateInput).mutation(async ({ ctx, input }): Promise<AdminConsultation> => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(consultations)
      .values({ ...input, source: "staff", status: "confirmed", createdAt: now, updatedAt: now })
      .returning(columns);
    return found(row, "Consultation");
  }),

  /** Any status from any status. */
  setStatus: staffProcedure.input(consultationSetStatusInput).mutation(async ({ ctx, input }): Promise<AdminConsultation> => {
    const [row] = await ctx.db
      .update(consultations)
      .set({ status: input.status, updatedAt: ctx.now() })
      .where(eq(consultations.id, input.id))
      .returning(columns);
    return found(row, "Consultation");
  }),

  delete: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db.delete(consultations).where(eq(consultations.id, input.id)).returning({ id: consultations.id });
    found(row, "Consultation");
    return { success: true as const };
  }),
});
