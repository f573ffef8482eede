import { z } from "zod";
import { BUDGET_RANGES, CONSULTATION_TIME_SLOTS, CONSULTATION_TYPES, SERVICE_INTERESTS } from "../constants";
import { calendarDate, honeypot, optionalText, requiredEmail, requiredPhone, requiredText } from "./fields";

/** Optional enum: "" and null from a select read as absent. */
function optionalEnum<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    z.enum(values, { error: message }).optional(),
  );
}

/**
 * consultations.book and POST /api/consultations (SPEC §5, §9). The date must
 * also not be before today in the funeral home's time zone: the API checks
 * that against its clock; forms set the date input's min to todayIn().
 */
export const consultationBookSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredEmail(),
  phone: requiredPhone(),
  appointmentDate: calendarDate(),
  appointmentTime: z.enum(CONSULTATION_TIME_SLOTS, { error: "Choose one of the available times" }),
  consultationType: z.enum(CONSULTATION_TYPES, { error: "Choose in-person, virtual or phone" }),
  serviceInterest: z.enum(SERVICE_INTERESTS, { error: "Choose a service" }),
  budgetRange: optionalEnum(BUDGET_RANGES, "Choose a budget range"),
  additionalNotes: optionalText(2000),
  website: honeypot,
});

export type ConsultationBookInput = z.input<typeof consultationBookSchema>;

export const CONSULTATION_DEFAULT_TYPE = "in-person" as const;
