import { z } from "zod";
import { hasNoNul } from "../fields";

/** SPEC §5: both must be non-blank after trimming, else this message. */
export const MISSING_LOGIN_MESSAGE = "Please enter both username and password";
/** The same answer for an unknown username and a wrong password. */
export const INVALID_LOGIN_MESSAGE = "Invalid username or password";

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
});
export type LoginInput = z.input<typeof loginInput>;

