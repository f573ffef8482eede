import { z } from "zod";
import { isCalendarDate } from "../dates";

/**
 * Building blocks of the public forms' schemas. Every text is trimmed and
 * bounded; optional texts accept "" or null from a form and read as absent.
 */

/** NUL cannot be stored in a PostgreSQL text column, and no person types it. */
export const hasNoNul = (s: string): boolean => !s.includes("\u0000");
const NUL_MESSAGE = "Contains a character that is not allowed";

/** A required, trimmed text of at most `max` characters ("Required" when blank). */
export function requiredText(max: number, requiredMessage = "Required") {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : "Expected text") })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `Must be at most ${max} characters` })
    .refine(hasNoNul, { error: NUL_MESSAGE });
}

/** An optional, trimmed text: "", whitespace and null all become undefined. */
export function optionalText(max: number) {
  return z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    z
      .string({ error: "Expected text" })
      .trim()
      .max(max, { error: `Must be at most ${max} characters` })
      .refine(hasNoNul, { error: NUL_MESSAGE })
      .optional(),
  );
}

export const EMAIL_MAX = 254;

/** A required email ('Invalid email' per SPEC §5). */
export function requiredEmail(message = "Invalid email", requiredMessage = "Required") {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : "Expected text") })
    .trim()
    .min(1, { error: requiredMessage })
    .max(EMAIL_MAX, { error: `Must be at most ${EMAIL_MAX} characters` })
    .pipe(z.email({ error: message }));
}

/** An optional email: blank means absent; anything else must be valid ('Invalid email'). */
export function optionalEmail() {
  return z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    z
      .string({ error: "Expected text" })
      .trim()
      .max(EMAIL_MAX, { error: `Must be at most ${EMAIL_MAX} characters` })
      .pipe(z.email({ error: "Invalid email" }))
      .optional(),
  );
}

/** A phone number as people type it: digits with spaces, dashes, dots, parentheses, a leading +. */
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,25}$/;

export function requiredPhone() {
  return requiredText(30).pipe(
    z.string().refine((s) => PHONE_PATTERN.test(s) && (s.match(/\d/g)?.length ?? 0) >= 7, {
      error: "Enter a valid phone number",
    }),
  );
}

export function optionalPhone() {
  return optionalText(30).refine((s) => s === undefined || (PHONE_PATTERN.test(s) && (s.match(/\d/g)?.length ?? 0) >= 7), {
    error: "Enter a valid phone number",
  });
}

/** A calendar date written yyyy-MM-dd (what <input type="date"> sends). */
export function calendarDate(requiredMessage = "Required") {
  return requiredText(10, requiredMessage).refine(isCalendarDate, { error: "Enter a date as yyyy-MM-dd" });
}

/**
 * The honeypot: a field real visitors never see or fill. The server refuses a
 * submission that fills it (see the API's public-write guard).
 */
export const honeypot = z.string({ error: "Expected text" }).max(500).optional().nullable();

/** A database id: a positive 32-bit integer. */
export const recordId = z.number({ error: "Expected a number" }).int().positive().max(2_147_483_647);
