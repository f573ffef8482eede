import { z } from "zod";
import { parseClockTime, toTwelveHour } from "../clock";
import { BIOGRAPHY_MIN_ENHANCED } from "../constants";
import { isCalendarDate, readableDate } from "../dates";
import { calendarDate, honeypot, optionalPhone, optionalText, requiredEmail, requiredText, personName } from "../fields";

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

/**
 * An obituary's optional photo, on the public forms and the staff dialogs
 * alike: blank is null (no photo), absent stays absent (an update keeps it).
 */
export const obituaryPhotoUrl = optionalText(PHOTO_URL_MAX).refine((v) => v == null || isAcceptablePhotoUrl(v), {
  error: "Photo must be an uploaded photo or an https:// address",
});
const photoUrl = obituaryPhotoUrl;

/** Death cannot come before birth. */
function datesInOrder(value: { dateOfBirth: string; dateOfDeath: string }): boolean {
  return value.dateOfDeath >= value.dateOfBirth;
}

/** POST /api/obituaries and obituaries.submit: the simple form's fields (SPEC §7); any other key is refused, named. */
export const obituarySubmitSchema = z
  .strictObject({
    firstName: personName(NAME_MAX),
    lastName: personName(NAME_MAX),
    dateOfBirth: calendarDate(),
    dateOfDeath: calendarDate(),
    biography: requiredText(BIOGRAPHY_MAX),
    photoUrl,
    submitterName: personName(NAME_MAX),
    submitterEmail: requiredEmail(),
    submitterPhone: optionalPhone(),
    /** Not in SPEC §5: the submitter asks for a daily email of the guest-book messages on the page. */
    guestBookDigest: z.boolean({ error: "Expected true or false" }).optional(),
    /** "Send me letters of support in the year ahead": unticked unless the family ticks it. */
    familyLetters: z.boolean({ error: "Expected true or false" }).optional(),
    website: honeypot,
  })
  .refine(datesInOrder, { error: "Date of death cannot be before date of birth", path: ["dateOfDeath"] });

export type ObituarySubmitInput = z.input<typeof obituarySubmitSchema>;

const ENHANCED_BIOGRAPHY_MESSAGE = `Biography must be at least ${BIOGRAPHY_MIN_ENHANCED} characters`;

/**
 * The enhanced creator's form (SPEC §5 messages). Its extra fields are folded
 * into the biography with `foldEnhancedBiography` before sending the
 * obituarySubmitSchema payload.
 */
export const enhancedObituaryFormSchema = z
  .object({
    firstName: personName(NAME_MAX, { required: "First name is required" }),
    lastName: personName(NAME_MAX, { required: "Last name is required" }),
    nickname: optionalText(NAME_MAX),
    occupation: optionalText(200),
    dateOfBirth: calendarDate({ required: "Date of birth is required" }),
    dateOfDeath: calendarDate({ required: "Date of death is required" }),
    biography: requiredText(15_000, { required: ENHANCED_BIOGRAPHY_MESSAGE }).min(BIOGRAPHY_MIN_ENHANCED, {
      error: ENHANCED_BIOGRAPHY_MESSAGE,
    }),
    hobbies: optionalText(1000),
    favoriteQuote: optionalText(1000),
    memorialLocation: optionalText(300),
    // What <input type="date"> and <input type="time"> send; checked so the fold can write them out in words.
    memorialDate: optionalText(10).refine((v) => v == null || isCalendarDate(v), { error: "Enter a real date" }),
    memorialTime: optionalText(20).refine((v) => v == null || parseClockTime(v) !== null, { error: "Enter a time such as 2:30 PM" }),
    photoUrl,
    submitterName: personName(NAME_MAX, { required: "Submitter name is required" }),
    submitterRelationship: optionalText(100),
    // SPEC §5 words a missing and a malformed email the same way on this form.
    submitterEmail: requiredEmail({ required: "Valid email is required", invalid: "Valid email is required" }),
    submitterPhone: optionalPhone(),
    guestBookDigest: z.boolean({ error: "Expected true or false" }).optional(),
    familyLetters: z.boolean({ error: "Expected true or false" }).optional(),
    website: honeypot,
  })
  .refine(datesInOrder, { error: "Date of death cannot be before date of birth", path: ["dateOfDeath"] });

export type EnhancedObituaryForm = z.output<typeof enhancedObituaryFormSchema>;

export const ENHANCED_DEFAULT_DATE_OF_BIRTH = "1950-01-01";
export const ENHANCED_DEFAULT_DATE_OF_DEATH = "2025-01-24";

/** "Label: value" on one line; a longer answer's further lines follow as they were typed. */
function labelled(label: string, value: string): string {
  return `${label}: ${value}`;
}

/**
 * When the memorial service is, as people read it: "Saturday, December 5,
 * 2026 at 2:30 PM", or the date or the time alone; null when neither is given.
 */
export function memorialServiceWhen(date: string | null | undefined, time: string | null | undefined): string | null {
  const day = date ? (readableDate(date) ?? date) : null;
  const hour = time ? toTwelveHour(time) : null;
  if (day && hour) return `${day} at ${hour}`;
  return day ?? hour;
}

/**
 * SPEC §3: the creator's extra fields are folded into the biography: an
 * also-known-as line first; Profession, Hobbies & Interests, Favorite Quote and
 * Memorial Service sections appended; a last line naming the submitter and
 * their relationship. The page shows each line as a paragraph (SPEC §2), so
 * each label shares its line with its value ("Profession: Teacher"), and the
 * service's date and time are written in words, never as the inputs' raw
 * 2026-12-05 and 14:30.
 */
export function foldEnhancedBiography(form: EnhancedObituaryForm): string {
  const parts: string[] = [];
  if (form.nickname) parts.push(`Also known as "${form.nickname}"`);
  parts.push(form.biography);
  if (form.occupation) parts.push(labelled("Profession", form.occupation));
  if (form.hobbies) parts.push(labelled("Hobbies & Interests", form.hobbies));
  if (form.favoriteQuote) parts.push(labelled("Favorite Quote", `"${form.favoriteQuote}"`));
  const when = memorialServiceWhen(form.memorialDate, form.memorialTime);
  const service = [
    form.memorialLocation && labelled("Location", form.memorialLocation),
    when && labelled(form.memorialDate ? "Date" : "Time", when),
  ].filter((line): line is string => Boolean(line));
  if (service.length > 0) parts.push(["Memorial Service", ...service].join("\n"));
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
    guestBookDigest: form.guestBookDigest,
    familyLetters: form.familyLetters,
    website: form.website,
  };
}
