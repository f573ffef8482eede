import { familySessions, type Database } from "@fh/db";
import { FAMILY_SESSION_DAYS } from "@fh/validators";
import { eq, inArray, lt } from "drizzle-orm";
import { generateSessionToken, hashSessionToken, isWellFormedToken } from "../auth/token";

const DAY_MS = 24 * 60 * 60_000;

/** The cookie's name: `__Host-` prefixed and Secure over HTTPS, as the staff cookie is. */
export function familyCookieName(secure: boolean): string {
  return secure ? "__Host-fh_family" : "fh_family";
}

/** Who a family session belongs to: one address, and the session's own id (the token's hash). */
export interface FamilyMember {
  email: string;
  sessionId: string;
}

/**
 * Opens a family session for an address: the token goes to the browser in
 * the fh_family cookie, its SHA-256 to the database. 30 days, not slid:
 * after that the family asks for a new link.
 */
export async function createFamilySession(db: Database, email: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + FAMILY_SESSION_DAYS * DAY_MS);
  await db.insert(familySessions).values({ id: hashSessionToken(token), email: email.toLowerCase(), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The family member a cookie's token names, or null (unknown, ended or expired; an expired row is removed). */
export async function validateFamilySession(db: Database, token: string | null | undefined, now: Date): Promise<FamilyMember | null> {
  if (!token || !isWellFormedToken(token)) return null;
  const id = hashSessionToken(token);
  const [row] = await db.select().from(familySessions).where(eq(familySessions.id, id));
  if (!row) return null;
  if (row.expiresAt <= now) {
    await db.delete(familySessions).where(eq(familySessions.id, id));
    return null;
  }
  return { email: row.email, sessionId: id };
}

/** Sign out: this browser's session ends at once. */
export async function endFamilySession(db: Pick<Database, "delete">, sessionId: string): Promise<void> {
  await db.delete(familySessions).where(eq(familySessions.id, sessionId));
}

/** Staff's "End family access" and a privacy erasure: every session of these addresses ends. Answers how many. */
export async function endFamilySessionsOf(db: Pick<Database, "delete">, emails: string[]): Promise<number> {
  const addresses = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (addresses.length === 0) return 0;
  const ended = await db.delete(familySessions).where(inArray(familySessions.email, addresses)).returning({ id: familySessions.id });
  return ended.length;
}

/** The periodic sweep: sessions past their 30 days. */
export async function deleteExpiredFamilySessions(db: Database, now: Date): Promise<number> {
  const gone = await db.delete(familySessions).where(lt(familySessions.expiresAt, now)).returning({ id: familySessions.id });
  return gone.length;
}
