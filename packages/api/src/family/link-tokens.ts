import { familyLinkTokens, type Database } from "@fh/db";
import { FAMILY_LINK_MINUTES } from "@fh/validators";
import { and, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import { generateSessionToken, hashSessionToken, isWellFormedToken } from "../auth/token";

/** Where a sign-in link points: this path, then the token. GET draws a Continue button; only POST signs in. */
export const FAMILY_SIGN_IN_PATH = "/family/sign-in/:token";

export function familySignInPath(token: string): string {
  return FAMILY_SIGN_IN_PATH.replace(":token", token);
}

/** A new sign-in link's token for an address; only its hash is stored. Written in the caller's transaction, with its email. */
export async function issueFamilyLinkToken(tx: Pick<Database, "insert">, email: string, now: Date): Promise<string> {
  const token = generateSessionToken();
  await tx.insert(familyLinkTokens).values({
    tokenHash: hashSessionToken(token),
    email: email.toLowerCase(),
    expiresAt: new Date(now.getTime() + FAMILY_LINK_MINUTES * 60_000),
    createdAt: now,
  });
  return token;
}

const usable = (token: string, now: Date) =>
  and(eq(familyLinkTokens.tokenHash, hashSessionToken(token)), isNull(familyLinkTokens.usedAt), gt(familyLinkTokens.expiresAt, now));

/** Whether a link would still sign in, without using it (the GET that draws the Continue button). */
export async function familyLinkIsUsable(db: Database, token: string, now: Date): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const [row] = await db.select({ email: familyLinkTokens.email }).from(familyLinkTokens).where(usable(token, now));
  return Boolean(row);
}

/**
 * Uses a link: marks it used and answers its address, or null when it is
 * unknown, used or expired. One update with the conditions in it, so two
 * POSTs at once sign in at most once.
 */
export async function consumeFamilyLinkToken(db: Database, token: string, now: Date): Promise<string | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db.update(familyLinkTokens).set({ usedAt: now }).where(usable(token, now)).returning({ email: familyLinkTokens.email });
  return row?.email ?? null;
}

/** Staff's "End family access": links already sent to these addresses stop working too. */
export async function withdrawFamilyLinks(db: Pick<Database, "delete">, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.delete(familyLinkTokens).where(inArray(familyLinkTokens.email, emails.map((e) => e.toLowerCase())));
}

/** The periodic sweep: links used, or expired for a day (kept that long so a late click is told the link expired, not that it never was). */
export async function deleteSpentFamilyLinks(db: Database, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const gone = await db
    .delete(familyLinkTokens)
    .where(or(lt(familyLinkTokens.expiresAt, dayAgo), lt(familyLinkTokens.usedAt, dayAgo)))
    .returning({ tokenHash: familyLinkTokens.tokenHash });
  return gone.length;
}
