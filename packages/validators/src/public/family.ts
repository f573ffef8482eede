import { z } from "zod";
import { calendarDate, honeypot, optionalPhone, personName, requiredEmail, requiredText } from "../fields";
import { recordId } from "../record-id";
import { BIOGRAPHY_MAX, NAME_MAX, obituaryPhotoUrl } from "./obituaries";

/** POST /api/family/link and family.requestLink: the address to send a sign-in link to. */
export const familyLinkSchema = z.strictObject({ email: requiredEmail(), website: honeypot });

/** How long a sign-in link works (minutes), and how long a family stays signed in (days). */
export const FAMILY_LINK_MINUTES = 30;
export const FAMILY_SESSION_DAYS = 30;
/** Addresses the submitter may invite to share the family page, per obituary. */
export const FAMILY_INVITES_MAX = 5;
/** Letters of support: months after the date of death. */
export const FAMILY_LETTER_MONTHS = [1, 3, 6, 11] as const;

/** One of the family's obituaries, by id (any other id is a 404). */
export const familyObituaryInput = z.strictObject({ obituaryId: recordId });

/**
 * The fields a family may change on their obituary: the submission form's,
 * with its rules and messages, except the submitter's address (it is how
 * they sign in; staff change it).
 */
export const familyObituaryFields = {
  firstName: personName(NAME_MAX),
  lastName: personName(NAME_MAX),
  dateOfBirth: calendarDate(),
  dateOfDeath: calendarDate(),
  biography: requiredText(BIOGRAPHY_MAX),
  photoUrl: obituaryPhotoUrl,
  submitterName: personName(NAME_MAX),
  submitterPhone: optionalPhone(),
};

export const FAMILY_EDITABLE_FIELDS = Object.keys(familyObituaryFields) as (keyof typeof familyObituaryFields)[];

/** family.edit (waiting for review) and family.propose (published): the whole form. */
export const familyObituaryEditSchema = z
  .strictObject({ obituaryId: recordId, ...familyObituaryFields })
  .refine((v) => v.dateOfDeath >= v.dateOfBirth, { error: "Date of death cannot be before date of birth", path: ["dateOfDeath"] });

export type FamilyObituaryEditInput = z.input<typeof familyObituaryEditSchema>;

/** family.invite and family.removeInvite: one address on one obituary. */
export const familyInviteSchema = z.strictObject({ obituaryId: recordId, email: requiredEmail() });

/** family.setLetters: "Send me letters of support in the year ahead". */
export const familyLettersSchema = z.strictObject({ obituaryId: recordId, letters: z.boolean({ error: "Expected true or false" }) });

/** Where an obituary stands, as its family reads it. */
export const FAMILY_OBITUARY_STATES = ["waiting", "published", "notPublished", "hidden"] as const;
export type FamilyObituaryState = (typeof FAMILY_OBITUARY_STATES)[number];
