import { z } from "zod";
import { isCalendarDate } from "./dates";

/**
 * The building blocks of every form's schema, public and staff, with one
 * meaning each:
 * - every text is trimmed and bounded, and refuses NUL (PostgreSQL text cannot
 *   hold it, and no person types it), so bad input is a 400 naming the field,
 *   never a failed insert;
 * - a blank optional text ("", spaces or null) reads as null, so it is stored
 *   as NULL whichever form sent it; a field not sent at all stays absent, so an
 *   update leaves it as it is.
 *
 * What really differs between the two kinds of form is their wording, chosen
 * with `Wording`: public forms use SPEC §5's words ("Required", "Invalid
 * email"); staff forms name the field in every message ("Title is required").
 */
export interface Wording {
  /** The field as staff see it ("Title"); every message names it. Left out on public forms. */
  label?: string;
  /** The message for a missing or blank value, for a form with its own words (the enhanced creator's). */
  required?: string;
}

/** True when the text has no NUL character. */
export const hasNoNul = (s: string): boolean => !s.includes("\u0000");

/** The messages of one field, worded for its form. */
function messagesFor({ label, required }: Wording, max: number) {
  return {
    required: required ?? (label ? `${label} is required` : "Required"),
    notText: label ? `${label} must be text` : "Expected text",
    tooLong: label ? `${label} must be at most ${max} characters` : `Must be at most ${max} characters`,
    nul: label ? `${label} contains a character that is not allowed` : "Contains a character that is not allowed",
  };
}

/** A trimmed text of at most `max` characters, without NUL; blank allowed (the callers decide what blank means). */
function text(max: number, wording: Wording, min: 0 | 1) {
  const m = messagesFor(wording, max);
  const base = z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required : m.notText) })
    .trim();
  return (min === 1 ? base.min(1, { error: m.required }) : base)
    .max(max, { error: m.tooLong })
    .refine(hasNoNul, { error: m.nul });
}

/** A required text: trimmed, not blank, at most `max` characters. */
export function requiredText(max: number, wording: Wording = {}) {
  return text(max, wording, 1);
}

/** True when the text is one line: no CR or LF (names go into email subjects). */
export const isOneLine = (s: string): boolean => !/[\r\n]/.test(s);

/**
 * A person's name: a required text on one line. Names go into email subjects
 * and headers, where a line break would start a header of the writer's own.
 */
export function personName(max: number, wording: Wording = {}) {
  return requiredText(max, wording).refine(isOneLine, {
    error: wording.label ? `${wording.label} must be on one line` : "Must be on one line",
  });
}

/** An optional text: blank ("", spaces, null) is null; absent stays absent. */
export function optionalText(max: number, wording: Omit<Wording, "required"> = {}) {
  return text(max, wording, 0)
    .nullish()
    .transform((s) => (s === "" ? null : s));
}

export const EMAIL_MAX = 254;
const INVALID_EMAIL = "Invalid email";

/** A required email. `invalid` is the message for a malformed one ('Invalid email', SPEC §5). */
export function requiredEmail(wording: Wording & { invalid?: string } = {}) {
  return requiredText(EMAIL_MAX, wording).pipe(z.email({ error: wording.invalid ?? INVALID_EMAIL }));
}

/** An optional email: blank is null; anything else must be valid ('Invalid email'). */
export function optionalEmail(wording: Omit<Wording, "required"> = {}) {
  return optionalText(EMAIL_MAX, wording).pipe(z.email({ error: INVALID_EMAIL }).nullish());
}

/** A phone number as people type it: digits with spaces, dashes, dots, parentheses, a leading +. */
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,25}$/;
const PHONE_MAX = 30;
const INVALID_PHONE = "Enter a valid phone number";

function isPhone(s: string): boolean {
  return PHONE_PATTERN.test(s) && (s.match(/\d/g)?.length ?? 0) >= 7;
}

/** A required phone number in a shape people write (the public forms; staff phones are free text). */
export function requiredPhone(wording: Wording = {}) {
  return requiredText(PHONE_MAX, wording).pipe(z.string().refine(isPhone, { error: INVALID_PHONE }));
}

/** An optional phone number: blank is null; anything else must look like one. */
export function optionalPhone(wording: Omit<Wording, "required"> = {}) {
  return optionalText(PHONE_MAX, wording).refine((s) => s == null || isPhone(s), { error: INVALID_PHONE });
}

const DATE_TEXT_MAX = 10;
/** An ISO date-time is at most this long ("2025-03-04T00:00:00.000+05:30" is 29). */
const DATE_TIME_TEXT_MAX = 40;

/**
 * A calendar date, answered as yyyy-MM-dd (what <input type="date"> sends).
 * `acceptDateTime`: an ISO date-time is taken too, keeping its calendar part;
 * the staff REST contract sends `appointmentDate` as a JSON Date (SPEC §7),
 * while the public forms only ever send the date.
 */
export function calendarDate(wording: Wording & { acceptDateTime?: boolean } = {}) {
  const invalid = wording.label ? `${wording.label} must be a valid date (YYYY-MM-DD)` : "Enter a date as yyyy-MM-dd";
  const date = z.string().refine(isCalendarDate, { error: invalid });
  if (!wording.acceptDateTime) return requiredText(DATE_TEXT_MAX, wording).pipe(date);
  return requiredText(DATE_TIME_TEXT_MAX, wording)
    .transform((s) => (/^\d{4}-\d{2}-\d{2}T/.test(s) ? s.slice(0, 10) : s))
    .pipe(date);
}

/** A time of day as staff type it ("2:00 PM", "14:00"): free text (SPEC §3), required. */
export function timeText(wording: Wording = {}) {
  return requiredText(40, wording);
}

/**
 * The honeypot: a field real visitors never see or fill. The server refuses a
 * submission that fills it (see the API's public-write guard).
 */
export const honeypot = z.string({ error: "Expected text" }).max(500).optional().nullable();
