import { z } from "zod";
import { BIOGRAPHY_MIN_ENHANCED } from "../constants";
import { calendarDate, honeypot, optionalPhone, optionalText, recordId, requiredEmail, requiredText } from "./fields";

export const NAME_MAX = 100;
export const BIOGRAPHY_MAX = 20_000;
export const PHOTO_URL_MAX = 2048;

/** Names of files we stored: /uploads/<name>. Keep in step with the API's storage filename pattern. */
export const UPLOADED_PHOTO_PATH = /^\/uploads\/photo-\d{13}-[a-f0-9]{16}\.(?:jpg|png|gif|webp)$/;

/** A photo is one of our uploads or an https address (never javascript:, data: or http:). */
export function isAcceptablePhotoUrl(value: string): boolean {
  if (UPLOADED_PHOTO_PATH.test(value)) return true;
  // https, a host without credentials, and no whitespace or control characters anywhere.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  return /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#]\S*)?$/.test(value);
}

const photoUrl = optionalText(PHOTO_URL_MAX).refine((v) => v === undefined || isAcceptablePhotoUrl(v), {
  error: "Photo must be an uploaded photo or an https:// address",
});

/** Death cannot come before birth. */
function datesInOrder(value: { dateOfBirth: string; dateOfDeath: string }): boolean {
  return value.dateOfDeath >= value.dateOfBirth;
}

/** POST /api/obituaries and obituaries.submit: the simple form's fields (SPEC §7). */
export const obituarySubmitSchema = z
  .object({
    firstName: requiredText(NAME_MAX),
    lastName: requiredText(NAME_MAX),
    dateOfBirth: calendarDate(),
    dateOfDeath: calendarDate(),
    biography: requiredText(BIOGRAPHY_MAX),
    photoUrl,
    submitterName: requiredText(NAME_MAX),
    submitterEmail: requiredEmail(),
    submitterPhone: optionalPhone(),
    website: honeypot,
  })
  .refine(datesInOrder, { error: "Date of death cannot be before date of birth", path: ["dateOfDeath"] });

export type ObituarySubmitInput = z.input<typeof obituarySubmitSchema>;
export type ObituarySubmit = z.output<typeof obituarySubmitSchema>;

export const obituaryByIdSchema = z.object({ id: recordId });

/**
 * The enhanced creator's form (SPEC §5 messages). Its extra fields are folded
 * into the biography with `foldEnhancedBiography` before sending the
 * obituarySubmitSchema payload.
 */
export const enhancedObituaryFormSchema = z
  .object({
    firstName: requiredText(NAME_MAX, "First name is required"),
    lastName: requiredText(NAME_MAX, "Last name is required"),
    nickname: optionalText(NAME_MAX),
    occupation: optionalText(200),
    dateOfBirth: calendarDate("Date of birth is required"),
    dateOfDeath: calendarDate("Date of death is required"),
    biography: z
      .string({ error: `Biography must be at least ${BIOGRAPHY_MIN_ENHANCED} characters` })
      .trim()
      .min(BIOGRAPHY_MIN_ENHANCED, { error: `Biography must be at least ${BIOGRAPHY_MIN_ENHANCED} characters` })
      .max(15_000, { error: "Must be at most 15000 characters" }),
    hobbies: optionalText(1000),
    favoriteQuote: optionalText(1000),
    memorialLocation: optionalText(300),
    memorialDate: optionalText(10),
    memorialTime: optionalText(20),
    photoUrl,
    submitterName: requiredText(NAME_MAX, "Submitter name is required"),
    submitterRelationship: optionalText(100),
    // SPEC §5 words a missing and a malformed email the same way on this form.
    submitterEmail: requiredEmail("Valid email is required", "Valid email is required"),
    submitterPhone: optionalPhone(),
    website: honeypot,
  })
  .refine(datesInOrder, { error: "Date of death cannot be before date of birth", path: ["dateOfDeath"] });

export type EnhancedObituaryForm = z.output<typeof enhancedObituaryFormSchema>;

export const ENHANCED_DEFAULT_DATE_OF_BIRTH = "1950-01-01";
export const ENHANCED_DEFAULT_DATE_OF_DEATH = "2025-01-24";

/**
 * SPEC §3: the creator's extra fields are folded into the biography: an
 * also-known-as line first; Profession, Hobbies & Interests, Favorite Quote and
 * Memorial Service sections appended; a last line naming the submitter and
 * their relationship.
 */
export function foldEnhancedBiography(form: EnhancedObituaryForm): string {
  const parts: string[] = [];
  if (form.nickname) parts.push(`Also known as "${form.nickname}"`);
  parts.push(form.biography);
  if (form.occupation) parts.push(`Profession:\n${form.occupation}`);
  if (form.hobbies) parts.push(`Hobbies & Interests:\n${form.hobbies}`);
  if (form.favoriteQuote) parts.push(`Favorite Quote:\n"${form.favoriteQuote}"`);
  const service = [
    form.memorialLocation && `Location: ${form.memorialLocation}`,
    form.memorialDate && `Date: ${form.memorialDate}`,
    form.memorialTime && `Time: ${form.memorialTime}`,
  ].filter(Boolean);
  if (service.length > 0) parts.push(`Memorial Service:\n${service.join("\n")}`);
  parts.push(
    form.submitterRelationship
      ? `Submitted by ${form.submitterName} (${form.submitterRelationship})`
      : `Submitted by ${form.submitterName}`,
  );
  return parts.join("\n\n");
}

/** The obituarySubmitSchema payload the enhanced creator sends. */
export function enhancedToSubmission(form: EnhancedObituaryForm): ObituarySubmitInput {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    dateOfBirth: form.dateOfBirth,
    dateOfDeath: form.dateOfDeath,
    biography: foldEnhancedBiography(form),
    photoUrl: form.photoUrl,
    submitterName: form.submitterName,
    submitterEmail: form.submitterEmail,
    submitterPhone: form.submitterPhone,
    website: form.website,
  };
}
