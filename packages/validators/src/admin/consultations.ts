import { z } from "zod";
import { CONSULTATION_SERVICE_TYPES, CONSULTATION_STATUSES, STORED_CONSULTATION_STATUSES } from "../constants";
import { calendarDate, optionalText, requiredEmail, requiredText, timeText } from "../fields";
import { recordId } from "../record-id";
import { staffListInput, statusFilter } from "./lists";

export const consultationStatusSchema = z.enum(CONSULTATION_STATUSES, {
  error: `status must be one of ${CONSULTATION_STATUSES.join(", ")}`,
});
export const consultationServiceTypeSchema = z.enum(CONSULTATION_SERVICE_TYPES, {
  error: `Service type must be one of ${CONSULTATION_SERVICE_TYPES.join(", ")}`,
});

/**
 * The staff "Create New Consultation" dialog (SPEC §5): created confirmed.
 * Strict (an unknown key is a 400 naming it); the documented REST call sends
 * `status: confirmed` along (SPEC §7), so that one status is taken, and only it.
 */
export const consultationCreateInput = z.strictObject({
  firstName: requiredText(100, { label: "First name" }),
  lastName: requiredText(100, { label: "Last name" }),
  email: requiredEmail({ label: "Email" }),
  // Free text on the staff form: staff write what the family gave them.
  phone: requiredText(40, { label: "Phone" }),
  appointmentDate: calendarDate({ label: "Date", acceptDateTime: true }),
  preferredTime: timeText({ label: "Time" }),
  serviceType: consultationServiceTypeSchema.default("funeral"),
  message: optionalText(5000, { label: "Message" }),
  status: z.literal("confirmed", { error: "A new consultation is always confirmed" }).optional(),
});
export type ConsultationCreateInput = z.input<typeof consultationCreateInput>;

export const consultationSetStatusInput = z.strictObject({ id: recordId, status: consultationStatusSchema });
export type ConsultationSetStatusInput = z.input<typeof consultationSetStatusInput>;

/** admin.consultations.search: one page, by stored status (booking-page "scheduled" included) and by name, email or phone. */
export const consultationSearchInput = z.strictObject({
  ...staffListInput,
  status: statusFilter(STORED_CONSULTATION_STATUSES),
});
