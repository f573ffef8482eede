import { hash, verify } from "@node-rs/argon2";

/** Staff passwords shorter than this are refused (`pnpm admin:create`, `pnpm admin:password`). */
export const MIN_PASSWORD_LENGTH = 12;

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
