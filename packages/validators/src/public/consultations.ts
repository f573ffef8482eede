import { z } from "zod";
import { BUDGET_RANGES, CONSULTATION_TIME_SLOTS, CONSULTATION_TYPES, SERVICE_INTERESTS } from "../constants";
import { calendarDate, honeypot, optionalText, requiredEmail, requiredPhone, personName } from "../fields";

/** Optional choice: an unchosen select ("" or null) is null, like a blank optional text (see fields.ts). */
function optionalEnum<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((value) => (value === "" ? null : value), z.enum(values, { error: message }).nullish());
}

/**
 * consultations.book and POST /api/consultations (SPEC §5, §9). The date must
 * also not be before today in the funeral home's time zone: the API checks
 * that against its clock; forms set the date input's min to todayIn().
 */
export const consultationBookSchema = z.strictObject({
  firstName: personName(100),
  lastName: personName(100),
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

/** consultations.slots and GET /api/consultations/slots?date=yyyy-MM-dd: which times of one day are still free. */
export const consultationSlotsInput = z.strictObject({ date: calendarDate() });

/** The answer when the chosen time filled up meanwhile (a 409 naming appointmentTime). */
export const CONSULTATION_SLOT_TAKEN_MESSAGE = "This time has just been booked. Please choose another time.";
