import { z } from "zod";
import { OBITUARY_STATES } from "../constants";
import { calendarDate, emailField, optionalText, recordId, requiredText } from "./fields";

export type ObituaryState = (typeof OBITUARY_STATES)[number];
export const obituaryStateSchema = z.enum(OBITUARY_STATES);

/** admin.obituaries.update / PATCH /api/admin/obituaries/{id}: the edit dialog's fields (SPEC §2). */
export const obituaryEditFields = z
  .object({
    firstName: requiredText("First name", 100),
    lastName: requiredText("Last name", 100),
    dateOfBirth: calendarDate("Date of birth"),
    dateOfDeath: calendarDate("Date of death"),
    biography: requiredText("Biography", 20_000),
    submitterName: requiredText("Submitter name", 200),
    submitterEmail: emailField("Submitter email"),
    submitterPhone: optionalText("Submitter phone", 40),
  })
  .refine((o) => o.dateOfDeath >= o.dateOfBirth, {
    path: ["dateOfDeath"],
    message: "Date of death cannot be before date of birth",
  });

export const obituaryUpdateInput = z.intersection(z.object({ id: recordId }), obituaryEditFields);
export type ObituaryEditFields = z.input<typeof obituaryEditFields>;
export type ObituaryUpdateInput = z.input<typeof obituaryUpdateInput>;

/** One row of admin.obituaries.list. */
export interface AdminObituary {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  biography: string;
  photoUrl: string | null;
  submitterName: string;
  submitterEmail: string;
  submitterPhone: string | null;
  state: ObituaryState;
  /** Approved at some point and not declined: live or unlisted. */
  isApproved: boolean;
  /** Shown, or waiting to be shown: pending or live. */
  isListed: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The derived flags of SPEC §3 from the one stored state. */
export function obituaryFlags(state: ObituaryState): { isApproved: boolean; isListed: boolean } {
  return {
    isApproved: state === "live" || state === "unlisted",
    isListed: state === "live" || state === "pending",
  };
}
