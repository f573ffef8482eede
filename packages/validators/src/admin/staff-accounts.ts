import { z } from "zod";
import { calendarDate, hasNoNul, optionalEmail, requiredEmail } from "../fields";
import { staffListInput } from "./lists";
import { MIN_STAFF_PASSWORD_LENGTH } from "./password-strength";

/** The two roles: owners also manage staff accounts, notification settings and prices. */
export const STAFF_ROLE_VALUES = ["owner", "staff"] as const;
export const STAFF_ROLE_LABELS: Record<(typeof STAFF_ROLE_VALUES)[number], string> = { owner: "Owner", staff: "Staff" };

const role = z.enum(STAFF_ROLE_VALUES, { error: "role must be owner or staff" });
const accountId = z.number({ error: "id must be a number" }).int({ error: "id must be a whole number" }).positive({ error: "id must be positive" });

/** Passwords are not trimmed (spaces may be part of one); judgeStaffPassword (password-strength.ts) checks the rest, in the form and on the server. */
const password = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(MIN_STAFF_PASSWORD_LENGTH, `${label} must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`)
    .max(1024, `${label} is too long`)
    .refine(hasNoNul, `${label} contains a character that is not allowed`);

export const staffAccountCreateInput = z.strictObject({
  username: z
    .string({ error: "username is required" })
    .trim()
    .regex(/^[A-Za-z0-9._@-]{3,64}$/, "Username must be 3 to 64 letters, digits, dots, dashes, underscores or @"),
  displayName: z.string({ error: "displayName is required" }).trim().min(1, "Display name is required").max(120, "Display name is too long").refine(hasNoNul, "Display name contains a character that is not allowed"),
  role,
});

export const staffAccountRoleInput = z.strictObject({ id: accountId, role });
export const staffAccountIdInput = z.strictObject({ id: accountId });

/** An owner sets (or, blank, clears) an account's email address, where its sign-in links go. */
export const staffAccountEmailInput = z.strictObject({ id: accountId, email: optionalEmail({ label: "Email" }) });

/** A staff member asks to change their own address: it takes effect once the link sent to it is opened. */
export const ownEmailInput = z.strictObject({
  email: requiredEmail({ label: "Email" }),
  // Where sign-in links go decides who can finish a sign-in: a stolen session alone must not move it.
  currentPassword: z.string({ error: "currentPassword is required" }).min(1, "Current password is required").max(1024, "Current password is too long"),
});

export const changePasswordInput = z.strictObject({
  // Only checked against the stored hash: any length.
  currentPassword: z.string({ error: "currentPassword is required" }).min(1, "Current password is required").max(1024, "Current password is too long"),
  newPassword: password("New password"),
});

/** One of your own sessions, by the id the sessions list gave (the token's hash, which opens nothing). */
export const sessionIdInput = z.strictObject({
  id: z.string({ error: "id is required" }).regex(/^[0-9a-f]{64}$/, "id is not a session id"),
});


/** The Audit screen's filters: person, kind, dates (inclusive, Lake Worth days), newest first, by page. */
export const auditSearchInput = z
  .strictObject({
    page: staffListInput.page,
    limit: staffListInput.limit,
    actorId: z.number({ error: "actorId must be a number" }).int({ error: "actorId must be a whole number" }).optional(),
    kind: z.string({ error: "kind must be text" }).trim().max(60, "kind is too long").optional(),
    // Real calendar days only: 2026-02-30 or 0000-01-01 would reach the database as an error.
    from: calendarDate({ label: "from" }).optional(),
    to: calendarDate({ label: "to" }).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: "from must not be after to", path: ["from"] });

/** The authenticator's code when enrolling (6 digits). */
export const totpCodeInput = z.strictObject({
  code: z.string({ error: "code is required" }).trim().regex(/^\d{6}$/, "Enter the 6 digits your app shows"),
});
const currentPassword = z.string({ error: "currentPassword is required" }).min(1, "Current password is required").max(1024, "Current password is too long");
export const totpDisableInput = z.strictObject({ currentPassword });
/** Starting enrolment: the current password, which a sign-in in the last ten minutes stands in for. */
export const totpBeginInput = z.strictObject({ currentPassword: currentPassword.optional() }).optional();
export const requireTwoFactorInput = z.strictObject({ required: z.boolean({ error: "required must be true or false" }) });
