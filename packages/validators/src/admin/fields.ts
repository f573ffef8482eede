import { z } from "zod";
import { isCalendarDate } from "../dates";

/**
 * Building blocks of the staff forms' schemas. Every text has bounds; optional
 * texts accept "" from an empty input and store it as null.
 */

/** A required text: trimmed, not blank, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional text: "" or only spaces becomes null. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((s) => (s ? s : null));
}

/**
 * A calendar date, answered as yyyy-MM-dd. An ISO date-time is accepted too
 * (the documented REST client sends `appointmentDate` as a JSON Date); its
 * calendar part is kept.
 */
export function calendarDate(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((s) => (/^\d{4}-\d{2}-\d{2}T/.test(s) ? s.slice(0, 10) : s))
    .pipe(z.string().refine(isCalendarDate, `${label} must be a valid date (YYYY-MM-DD)`));
}

export const emailField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .pipe(z.email("Invalid email"));

/** A record id: a positive whole number within the database's integer range. */
export const recordId = z
  .number({ error: "id must be a number" })
  .int("id must be a whole number")
  .positive("id must be positive")
  .max(2_147_483_647, "id is too large");

export const byIdInput = z.object({ id: recordId });
export type ByIdInput = z.infer<typeof byIdInput>;

/** Trimmed free-text time such as "2:00 PM" or "14:00". */
export function timeText(label: string) {
  return requiredText(label, 40);
}
