import { auditEvents, staffEmailLinks, users, type Database, type StaffEmailLinkPurpose } from "@fh/db";
import { adminPages } from "@fh/validators";
import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import type { Context } from "../context";
import { enqueueEmail } from "../notifications/outbox";
import { staffConfirmEmailEmail, staffSignInLinkEmail } from "../notifications/staff-account-messages";
import { generateSessionToken, hashSessionToken } from "./token";

/** A sign-in link works once, this long (the second proof at a throttle ceiling). */
export const SIGN_IN_LINK_MS = 10 * 60_000;
/** A new address's confirmation link works once, this long. */
export const CONFIRM_EMAIL_LINK_MS = 24 * 60 * 60_000;
/** One sign-in link a minute at most: a right password sent again and again does not fill the inbox. */
const SIGN_IN_LINK_RESEND_MS = 60_000;

/** How long a spent or expired link is kept (its hash only) before the next link for the account removes it. */
const SPENT_LINK_KEEP_MS = 24 * 60 * 60_000;

/** The account's links that expired more than a day ago: nothing is kept that can no longer be used or looked into. */
async function forgetOldLinks(db: Database, userId: number, now: Date): Promise<void> {
  await db.delete(staffEmailLinks).where(and(eq(staffEmailLinks.userId, userId), lt(staffEmailLinks.expiresAt, new Date(now.getTime() - SPENT_LINK_KEEP_MS))));
}

/** Where each link lands: the sign-in page, which reads the token from the fragment (never sent to a server log). */
const linkUrl = (adminUrl: string, purpose: StaffEmailLinkPurpose, token: string) =>
  `${adminUrl}${adminPages.login}#${purpose === "sign_in" ? "sign-in" : "confirm-email"}=${token}`;

/**
 * Whether this account has signed in from this address within `withinMs`,
 * by the audit trail (it outlives a restart and is the same for every
 * instance, unlike the throttle's memory).
 */
export async function signedInFromBefore(db: Database, userId: number, ip: string, now: Date, withinMs: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorId, userId), eq(auditEvents.action, "auth.login"), eq(auditEvents.ip, ip), gt(auditEvents.at, new Date(now.getTime() - withinMs))))
    .orderBy(desc(auditEvents.at))
    .limit(1);
  return row !== undefined;
}

/**
 * Emails the account a one-time sign-in link, through the outbox. Answers
 * false when there is nowhere to send it (no address, or email not set up).
 * A link sent in the last minute is not sent again (the answer is the same).
 */
export async function sendSignInLink(ctx: Context, user: { id: number; username: string; email: string | null }): Promise<boolean> {
  const settings = ctx.notifications;
  if (!user.email || !settings) return false;
  const now = ctx.now();
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [recent] = await tx
      .select({ id: staffEmailLinks.id })
      .from(staffEmailLinks)
      .where(
        and(
          eq(staffEmailLinks.userId, user.id),
          eq(staffEmailLinks.purpose, "sign_in"),
          isNull(staffEmailLinks.usedAt),
          gt(staffEmailLinks.createdAt, new Date(now.getTime() - SIGN_IN_LINK_RESEND_MS)),
        ),
      )
      .limit(1);
    if (recent) return;
    await forgetOldLinks(tx, user.id, now);
    const token = generateSessionToken();
    await tx.insert(staffEmailLinks).values({
      userId: user.id,
      purpose: "sign_in",
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MS),
      createdAt: now,
    });
    const email = staffSignInLinkEmail(ctx.business, user.username, linkUrl(settings.adminUrl, "sign_in", token), SIGN_IN_LINK_MS / 60_000);
    await enqueueEmail(tx, settings, { kind: "staff.sign_in_link", to: [user.email!], ...email }, now);
  });
  return true;
}

/**
 * Uses a link once: answers its row (the account, and for a confirmation the
 * address) when the token is one we sent for this purpose, unused and in
 * time; null otherwise. Marked used in the same statement, so two clicks at
 * once cannot both pass.
 */
export async function useEmailLink(db: Database, purpose: StaffEmailLinkPurpose, token: string, now: Date): Promise<{ userId: number; email: string | null } | null> {
  const [row] = await db
    .update(staffEmailLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffEmailLinks.tokenHash, hashSessionToken(token)),
        eq(staffEmailLinks.purpose, purpose),
        isNull(staffEmailLinks.usedAt),
        gt(staffEmailLinks.expiresAt, now),
      ),
    )
    .returning({ userId: staffEmailLinks.userId, email: staffEmailLinks.email });
  return row ?? null;
}

/** Sends a confirmation link to a new address for the account; the address is the account's once it is opened. */
export async function sendEmailConfirmation(ctx: Context, user: { id: number; username: string }, email: string): Promise<void> {
  const settings = ctx.notifications;
  if (!settings) throw new Error("email is not set up on this server");
  const now = ctx.now();
  await forgetOldLinks(ctx.db, user.id, now);
  const token = generateSessionToken();
  await ctx.db.insert(staffEmailLinks).values({
    userId: user.id,
    purpose: "confirm_email",
    tokenHash: hashSessionToken(token),
    email,
    expiresAt: new Date(now.getTime() + CONFIRM_EMAIL_LINK_MS),
    createdAt: now,
  });
  const message = staffConfirmEmailEmail(ctx.business, user.username, linkUrl(settings.adminUrl, "confirm_email", token), CONFIRM_EMAIL_LINK_MS / 3_600_000);
  await enqueueEmail(ctx.db, settings, { kind: "staff.confirm_email", to: [email], ...message }, now);
}

/** Opens a confirmation link: the address becomes the account's. Answers false for a link that is not valid. */
export async function confirmEmail(db: Database, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const link = await useEmailLink(tx, "confirm_email", token, now);
    if (!link?.email) return false;
    await tx.update(users).set({ email: link.email }).where(and(eq(users.id, link.userId), isNull(users.deactivatedAt)));
    return true;
  });
}
