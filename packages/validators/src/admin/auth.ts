import { z } from "zod";
import { hasNoNul } from "../fields";

/** SPEC §5: both must be non-blank after trimming, else this message. */
export const MISSING_LOGIN_MESSAGE = "Please enter both username and password";
/** The same answer for an unknown username and a wrong password. */
export const INVALID_LOGIN_MESSAGE = "Invalid username or password";

/** Answered (401) when the password was right and the account's authenticator code is still needed. */
export const TWO_FACTOR_REQUIRED_MESSAGE = "Enter the 6-digit code from your authenticator app";
/** A wrong or already used authenticator or recovery code. */
export const INVALID_CODE_MESSAGE = "That code is not valid";

export const loginInput = z.strictObject({
  username: z
    .string({ error: MISSING_LOGIN_MESSAGE })
    .trim()
    .min(1, MISSING_LOGIN_MESSAGE)
    .max(200, "Username is too long")
    .refine(hasNoNul, "Username contains a character that is not allowed"),
  // Not trimmed: spaces may be part of a password. Blank is still refused.
  password: z
    .string({ error: MISSING_LOGIN_MESSAGE })
    .refine((p) => p.trim().length > 0, MISSING_LOGIN_MESSAGE)
    .refine((p) => p.length <= 1024, "Password is too long")
    .refine(hasNoNul, "Password contains a character that is not allowed"),
  // The authenticator's 6 digits or a recovery code; only when the account uses it.
  code: z.string({ error: "code must be text" }).trim().max(20, "code is too long").optional(),
});
export type LoginInput = z.input<typeof loginInput>;

