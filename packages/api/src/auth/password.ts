import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";

/** argon2id with the library's defaults (m=19456, t=2, p=1: OWASP's recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real argon2id hash of a random password, made once: checked when the
// username is unknown, so that answer costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** Verifies against the account's hash, or against a dummy one when there is no account. Always false for no account. */
export async function verifyPasswordConstantTime(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash(randomBytes(24).toString("base64url"));
  const ok = await verifyPassword(passwordHash ?? (await dummyHash), password);
  return passwordHash !== null && ok;
}
