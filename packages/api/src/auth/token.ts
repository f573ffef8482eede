import { createHash, randomBytes } from "node:crypto";

/** A new session token: 32 random bytes (256 bits), base64url. Only the browser ever holds it. */
export function generateSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the token: its SHA-256, hex. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Tokens we issue are exactly 43 base64url characters; anything else is not looked up. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
