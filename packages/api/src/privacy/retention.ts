import {
  chatMessages,
  chatSessions,
  contactMessages,
  idempotencyKeys,
  obituaries,
  obituaryFollowers,
  obituaryFollowerUnsubscribeTokens,
  outboxMessages,
  prePlanningRequests,
  type Database,
} from "@fh/db";
import { and, eq, gte, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { KEEP_MS as IDEMPOTENCY_KEEP_MS } from "../abuse/idempotency";
import { FOLLOW_CONFIRM_DAYS, FOLLOW_UNSUBSCRIBE_DAYS } from "../notifications/followers";
import type { RetentionPolicy } from "../context";

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long personal data is kept unless the environment says otherwise
 * (CHAT_RETENTION_DAYS, CONTACT_RETENTION_DAYS, DECLINED_OBITUARY_RETENTION_DAYS,
 * PRE_PLANNING_RETENTION_DAYS: three years, as long as a family's plans usually wait).
 * Why these numbers: docs/decisions/006-chat-privacy.md.
 */
export const defaultRetention: RetentionPolicy = {
  chatDays: 30,
  contactDays: 730,
  declinedObituaryDays: 90,
  prePlanningDays: 1095,
};

export interface RetentionPurge {
  /** Conversations whose last message is older than chatDays (their messages go with them). */
  chatSessions: number;
  contactMessages: number;
  /** Declined submissions declined (or last changed by staff) longer ago than declinedObituaryDays. */
  declinedObituaries: number;
  /** Kept answers of public writes older than their one-day replay window (they hold names). */
  idempotencyKeys: number;
  /** Sent or failed outbox emails older than OUTBOX_RETENTION_DAYS. */
  emails: number;
  /**
   * Followers of an obituary who never confirmed within
   * FOLLOW_CONFIRM_DAYS, or who unsubscribed that long ago: an address kept
   * for nothing. Confirmed followers stay while the obituary does (they go
   * with it).
   */
  followers: number;
  /** Unsubscribe links older than FOLLOW_UNSUBSCRIBE_DAYS (their hashes only). */
  followerLinks: number;
  /** Pre-planning requests sent, or last changed by staff, longer ago than prePlanningDays. */
  prePlanningRequests: number;
}

/**
 * Emails that are done (sent, or failed and not retried) are kept this long
 * for staff to look back on in the outbox, then removed: each holds a
 * family's words and address. Waiting ones are never removed.
 */
export const OUTBOX_RETENTION_DAYS = 90;

const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Removes the personal data past its retention, and answers how much went.
 * Each kind is one statement, so a failure part-way leaves the rest for the
 * next sweep and never half-deletes a conversation (its messages cascade).
 *
 * - A chat conversation is kept `chatDays` after its last message: one that is
 *   still going is never cut in half.
 * - A contact message is kept `contactDays` after it was sent, whatever its status.
 * - A declined obituary is kept `declinedObituaryDays` after it was declined
 *   (updatedAt: a staff edit restarts the count), with its guest book.
 *   Pending, live and unlisted obituaries are never purged: a family waits
 *   for them or reads them.
 * - A pre-planning request is kept `prePlanningDays` after it was sent or
 *   staff last changed its status.
 */
export async function purgeExpiredPersonalData(
  db: Database,
  policy: RetentionPolicy = defaultRetention,
  now: Date = new Date(),
): Promise<RetentionPurge> {
  const chatCutoff = cutoff(now, policy.chatDays);
  const recentMessage = db
    .select({ one: sql`1` })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, chatSessions.sessionId), gte(chatMessages.createdAt, chatCutoff)));
  const chats = await db
    .delete(chatSessions)
    .where(and(lt(chatSessions.createdAt, chatCutoff), notExists(recentMessage)))
    .returning({ id: chatSessions.id });

  const contacts = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff(now, policy.contactDays)))
    .returning({ id: contactMessages.id });

  const declined = await db
    .delete(obituaries)
    .where(and(eq(obituaries.status, "declined"), lt(obituaries.updatedAt, cutoff(now, policy.declinedObituaryDays))))
    .returning({ id: obituaries.id });

  const replays = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)))
    .returning({ key: idempotencyKeys.key });

  const emails = await db
    .delete(outboxMessages)
    .where(and(inArray(outboxMessages.status, ["sent", "failed"]), lt(outboxMessages.createdAt, cutoff(now, OUTBOX_RETENTION_DAYS))))
    .returning({ id: outboxMessages.id });

  const followCutoff = cutoff(now, FOLLOW_CONFIRM_DAYS);
  const followers = await db
    .delete(obituaryFollowers)
    .where(
      or(
        and(eq(obituaryFollowers.status, "pending"), lt(obituaryFollowers.createdAt, followCutoff), or(isNull(obituaryFollowers.confirmSentAt), lt(obituaryFollowers.confirmSentAt, followCutoff))),
        and(eq(obituaryFollowers.status, "unsubscribed"), lt(obituaryFollowers.unsubscribedAt, followCutoff)),
      ),
    )
    .returning({ id: obituaryFollowers.id });

  const followerLinks = await db
    .delete(obituaryFollowerUnsubscribeTokens)
    .where(lt(obituaryFollowerUnsubscribeTokens.createdAt, cutoff(now, FOLLOW_UNSUBSCRIBE_DAYS)))
    .returning({ id: obituaryFollowerUnsubscribeTokens.tokenHash });

  // Counted from staff's last change: a request staff are still working on is not cut off under them.
  const plans = await db
    .delete(prePlanningRequests)
    .where(lt(prePlanningRequests.updatedAt, cutoff(now, policy.prePlanningDays ?? defaultRetention.prePlanningDays ?? 1095)))
    .returning({ id: prePlanningRequests.id });

  return {
    chatSessions: chats.length,
    contactMessages: contacts.length,
    declinedObituaries: declined.length,
    idempotencyKeys: replays.length,
    emails: emails.length,
    followers: followers.length,
    followerLinks: followerLinks.length,
    prePlanningRequests: plans.length,
  };
}
