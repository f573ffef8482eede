import { outboxMessages, type Database } from "@fh/db";
import { and, asc, eq, gte, inArray, isNull, lte, lt, or, sql } from "drizzle-orm";
import type { ApiLogger } from "../context";

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** What sends one email: SMTP in the server (transport.ts), a fake in tests. */
export interface MailTransport {
  send(message: OutboxRow): Promise<void>;
}

/** How failures are retried (defaults below; tests shorten them). */
export interface RetryPolicy {
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** The first wait; each later one doubles, up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How long a claim holds: longer than any send may take (sendTimeoutMs). */
  leaseMs: number;
  /**
   * The longest one send may take (at most half the lease). A mail server
   * that greets and then stops answering (at DATA, say) fails that message,
   * retried later, and the round goes on to the others; the transport's own
   * timeouts end the connection.
   */
  sendTimeoutMs: number;
  /** Messages claimed at once. */
  batchSize: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  sendTimeoutMs: 60_000,
  batchSize: 20,
};

/** Sends `message`, or fails once `ms` have passed (the send may still end later; its outcome is then ignored). */
async function sendWithin(transport: MailTransport, message: OutboxRow, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The mail server did not finish taking the message within ${Math.ceil(ms / 1000)} s`)), ms);
  });
  try {
    await Promise.race([transport.send(message), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The wait before the next attempt: exponential (30 s, 1 min, 2 min … capped
 * at an hour) with full jitter in its upper half, so after an outage the
 * waiting messages, and several server instances, do not all retry at once.
 */
export function backoffMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/** An SMTP answer in the 5xx range is permanent: trying again would get the same answer. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The error as staff may read it on the Notifications page: its message, bounded, never a password. */
export function describeSendError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^@\s/]*@/g, "//").slice(0, 500);
}

export interface SendResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * One round of the sender: claims the due messages, sends each, records the
 * result.
 *
 * The claim is one statement: `update … where id in (select … for update
 * skip locked)`, so several server instances each take different rows and
 * never the same one. A claimed row is `sending` with a lease; a server
 * killed mid-send leaves the lease to expire and the row is claimed again
 * (the attempt counted at the claim, so a message that kills its sender
 * cannot loop for ever). A sent row is `sent` and never claimed again; the
 * Message-ID made with the row is sent every time, so in the one window
 * where a repeat is possible (the SMTP server took it, then we died before
 * recording it) the receiver sees the same message. A row held by
 * `notBefore` is not due until then, whatever its nextAttemptAt: the time is
 * this sender's `now`, so a test moves it and every instance reads the same
 * rule; a row taken back meanwhile (a decline undone) is simply gone.
 */
export async function sendDueMessages(
  db: Database,
  transport: MailTransport,
  options: { now?: () => Date; policy?: RetryPolicy; random?: () => number; log?: ApiLogger } = {},
): Promise<SendResult> {
  const policy = options.policy ?? defaultRetryPolicy;
  const now = options.now?.() ?? new Date();
  const result: SendResult = { sent: 0, retrying: 0, failed: 0 };
  const sendTimeoutMs = Math.min(policy.sendTimeoutMs, policy.leaseMs / 2);

  // A sender that died holding a message too often: give up on it, saying so.
  await db
    .update(outboxMessages)
    .set({ status: "failed", leaseUntil: null, lastError: "Sending stopped part-way too many times" })
    .where(and(eq(outboxMessages.status, "sending"), lte(outboxMessages.leaseUntil, now), gte(outboxMessages.attempts, policy.maxAttempts)));

  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      or(
        and(
          eq(outboxMessages.status, "waiting"),
          lte(outboxMessages.nextAttemptAt, now),
          or(isNull(outboxMessages.notBefore), lte(outboxMessages.notBefore, now)),
        ),
        and(eq(outboxMessages.status, "sending"), lte(outboxMessages.leaseUntil, now), lt(outboxMessages.attempts, policy.maxAttempts)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(policy.batchSize)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ status: "sending", attempts: sql`${outboxMessages.attempts} + 1`, leaseUntil: new Date(now.getTime() + policy.leaseMs) })
    .where(inArray(outboxMessages.id, due))
    .returning();

  for (const message of claimed.sort((a, b) => a.id - b.id)) {
    // Only while the claim is still ours: the same row, the same attempt.
    const ours = and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, "sending"), eq(outboxMessages.attempts, message.attempts));
    const startAt = options.now?.() ?? new Date();
    if (message.leaseUntil && startAt.getTime() + sendTimeoutMs > message.leaseUntil.getTime()) {
      // Slow sends earlier in the round used up this claim: a send now could outlive it and another
      // instance send the message too. It goes back, untried, to the next round's claim.
      await db
        .update(outboxMessages)
        .set({ status: "waiting", leaseUntil: null, attempts: sql`${outboxMessages.attempts} - 1` })
        .where(ours);
      continue;
    }
    try {
      await sendWithin(transport, message, sendTimeoutMs);
      await db.update(outboxMessages).set({ status: "sent", sentAt: options.now?.() ?? new Date(), leaseUntil: null, lastError: null }).where(ours);
      result.sent++;
    } catch (error) {
      const lastError = describeSendError(error);
      const giveUp = isPermanent(error) || message.attempts >= policy.maxAttempts;
      const at = options.now?.() ?? new Date();
      await db
        .update(outboxMessages)
        .set(
          giveUp
            ? { status: "failed", leaseUntil: null, lastError }
            : { status: "waiting", leaseUntil: null, lastError, nextAttemptAt: new Date(at.getTime() + backoffMs(message.attempts, policy, options.random)) },
        )
        .where(ours);
      if (giveUp) result.failed++;
      else result.retrying++;
      options.log?.warn({ event: "mail.send_failed", outboxId: message.id, kind: message.kind, attempts: message.attempts, gaveUp: giveUp, error: lastError }, "could not send an email");
    }
  }
  return result;
}
