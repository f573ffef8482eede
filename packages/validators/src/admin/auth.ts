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

/**
 * Answered (401) when a guessing attack has reached a sign-in ceiling and the right password came from an
 * address this account has not signed in from: the emailed one-time link is the second proof.
 */
export const SIGN_IN_LINK_SENT_MESSAGE =
  "Many failed sign-ins were tried on this account, so this new place needs one more step: we emailed you a link that finishes signing in (it works once, for 10 minutes).";
/** Answered (429) in the same case when the account has neither an authenticator nor an email address. */
export const NO_SECOND_PROOF_MESSAGE =
  "Many failed sign-ins were tried on this account. Sign in from a place you have used before, or ask an owner to add your email address.";
/** A sign-in or confirmation link that is unknown, used or past its time. */
export const INVALID_EMAIL_LINK_MESSAGE = "This link is not valid any more. Sign in again to get a new one.";

/** The token of an emailed staff link (43 base64url characters, as issued). */
export const emailLinkInput = z.strictObject({
  token: z.string({ error: "token is required" }).regex(/^[A-Za-z0-9_-]{43}$/, "token is not valid"),
});

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

