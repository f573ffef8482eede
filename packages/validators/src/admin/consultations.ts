import { z } from "zod";
import { CONSULTATION_SERVICE_TYPES, CONSULTATION_STATUSES } from "../constants";
import { calendarDate, emailField, optionalText, recordId, requiredText, timeText } from "./fields";

export const consultationStatusSchema = z.enum(CONSULTATION_STATUSES, {
  error: `status must be one of ${CONSULTATION_STATUSES.join(", ")}`,
});
export const consultationServiceTypeSchema = z.enum(CONSULTATION_SERVICE_TYPES, {
  error: `Service type must be one of ${CONSULTATION_SERVICE_TYPES.join(", ")}`,
});

/** The staff "Create New Consultation" dialog (SPEC §5): created confirmed. */
export const consultationCreateInput = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: emailField("Email"),
  phone: requiredText("Phone", 40),
  appointmentDate: calendarDate("Date"),
  preferredTime: timeText("Time"),
  serviceType: consultationServiceTypeSchema.default("funeral"),
  message: optionalText("Message", 5000),
});
export type ConsultationCreateInput = z.input<typeof consultationCreateInput>;

export const consultationSetStatusInput = z.object({ id: recordId, status: consultationStatusSchema });
export type ConsultationSetStatusInput = z.input<typeof consultationSetStatusInput>;

/**
 * One row of admin.consultations.list. Both shapes of SPEC §3 share it:
 * `source` says which; the other shape's fields are null.
 */
export interface AdminConsultation {
  id: number;
  source: "booking" | "staff";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  appointmentDate: string;
  // Booking-page appointment
  appointmentTime: string | null;
  consultationType: string | null;
  serviceInterest: string | null;
  budgetRange: string | null;
  additionalNotes: string | null;
  reminderSent: boolean;
  // Staff-created consultation
  preferredTime: string | null;
  serviceType: string | null;
  message: string | null;
  /** Booking-page appointments start "scheduled" until staff set another status. */
  status: "scheduled" | (typeof CONSULTATION_STATUSES)[number];
  createdAt: Date;
  updatedAt: Date;
}
