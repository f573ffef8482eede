import { randomBytes } from "node:crypto";
import { guestBookDigestSubscriptions, guestBookEntries, notificationCursors, obituaries, type Database } from "@fh/db";
import { adminGuestBookPath, isLocale, langQuery, localizePath, obituaryPath, type Business, type Locale } from "@fh/validators";
import { and, asc, eq, gt, isNull, lte, max, or, sql } from "drizzle-orm";
import { familyGuestBookDigest } from "./family-messages";
import { enqueueEmail, enqueueStaffEmail, type OutboxWriter } from "./outbox";
import type { NotificationSettings } from "./settings";
import { staffGuestBookDigest } from "./staff-messages";

/** Staff hear of new guest-book messages at most this often, never one email per post. */
export const STAFF_DIGEST_INTERVAL_MS = 15 * 60_000;
/** A submitter's digest: at most daily. */
export const FAMILY_DIGEST_INTERVAL_MS = 24 * 60 * 60_000;
/** Entries in one digest; more wait for the next. */
const DIGEST_MAX_ENTRIES = 100;
const STAFF_CURSOR = "staff.guest_book_digest";

/** Where the one-click unsubscribe (RFC 8058) of a digest is: GET shows a button, POST unsubscribes. */
export function unsubscribeUrl(settings: NotificationSettings, token: string, locale: Locale = "en"): string {
  return `${settings.publicUrl}/api/notifications/unsubscribe/${token}${langQuery(locale)}`;
}

/** A new, unguessable unsubscribe token (256 bits, base64url: 43 characters). */
export const newUnsubscribeToken = () => randomBytes(32).toString("base64url");
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The submission form's "email me a daily digest": one subscription per obituary, written in the submission's transaction. */
export async function subscribeToGuestBookDigest(tx: OutboxWriter, obituaryId: number, email: string): Promise<void> {
  await tx
    .insert(guestBookDigestSubscriptions)
    .values({ obituaryId, email: email.toLowerCase(), unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoNothing();
}

/**
 * Staff's guest-book digest: every message since the last digest, when the
 * last one is at least 15 minutes old. One cursor row, locked for the whole
 * transaction, so two server instances never write the same digest; the
 * digest and the cursor's move commit together. The first run starts the
 * cursor at the newest entry (what was there before is not news).
 */
export async function writeStaffGuestBookDigest(db: Database, settings: NotificationSettings, business: Business, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [newest] = await tx.select({ id: max(guestBookEntries.id) }).from(guestBookEntries);
    await tx.insert(notificationCursors).values({ name: STAFF_CURSOR, lastEntryId: newest?.id ?? 0 }).onConflictDoNothing();
    const [cursor] = await tx.select().from(notificationCursors).where(eq(notificationCursors.name, STAFF_CURSOR)).for("update");
    if (!cursor) return 0;
    if (cursor.lastSentAt && now.getTime() - cursor.lastSentAt.getTime() < STAFF_DIGEST_INTERVAL_MS) return 0;
    const entries = await tx
      .select({
        id: guestBookEntries.id,
        obituaryId: guestBookEntries.obituaryId,
        firstName: obituaries.firstName,
        lastName: obituaries.lastName,
        authorName: guestBookEntries.authorName,
        message: guestBookEntries.message,
        // As it stands now: staff may already have approved, hidden or seen it reported.
        status: guestBookEntries.status,
        reportCount: guestBookEntries.reportCount,
        moderatedByFamily: guestBookEntries.moderatedByFamily,
      })
      .from(guestBookEntries)
      .innerJoin(obituaries, eq(obituaries.id, guestBookEntries.obituaryId))
      .where(gt(guestBookEntries.id, cursor.lastEntryId))
      .orderBy(asc(guestBookEntries.id))
      .limit(DIGEST_MAX_ENTRIES);
    const last = entries.at(-1);
    if (!last) return 0;
    await enqueueStaffEmail(
      tx,
      settings,
      "staff.guest_book_digest",
      staffGuestBookDigest(
        business,
        entries.map((e) => ({
          obituaryId: e.obituaryId,
          obituaryName: `${e.firstName} ${e.lastName}`,
          // Staff act in the staff app: a waiting message is not on the public page at all.
          reviewUrl: `${settings.adminUrl}${adminGuestBookPath(e.obituaryId)}`,
          authorName: e.authorName,
          message: e.message,
          status: e.status,
          reportCount: e.reportCount,
          moderatedByFamily: e.moderatedByFamily,
        })),
      ),
      now,
    );
    await tx.update(notificationCursors).set({ lastEntryId: last.id, lastSentAt: now }).where(eq(notificationCursors.name, STAFF_CURSOR));
    return entries.length;
  });
}

/**
 * Each submitter's daily digest of the guest book on their loved one's
 * (live) page: the messages since their last digest, at most one a day, with
 * the one-click unsubscribe headers (List-Unsubscribe, List-Unsubscribe-Post,
 * RFC 8058). Each subscription is its own transaction, taken with SKIP
 * LOCKED so two instances share the work without sending one twice.
 * Answers how many digests were written.
 */
export async function writeFamilyGuestBookDigests(db: Database, settings: NotificationSettings, business: Business, now: Date): Promise<number> {
  const dueBefore = new Date(now.getTime() - FAMILY_DIGEST_INTERVAL_MS);
  const candidates = await db
    .select({ id: guestBookDigestSubscriptions.id })
    .from(guestBookDigestSubscriptions)
    .innerJoin(obituaries, eq(obituaries.id, guestBookDigestSubscriptions.obituaryId))
    .where(
      and(
        isNull(guestBookDigestSubscriptions.unsubscribedAt),
        eq(obituaries.status, "live"),
        or(isNull(guestBookDigestSubscriptions.lastSentAt), lte(guestBookDigestSubscriptions.lastSentAt, dueBefore)),
        sql`exists (select 1 from ${guestBookEntries} where ${guestBookEntries.obituaryId} = ${guestBookDigestSubscriptions.obituaryId} and ${guestBookEntries.id} > ${guestBookDigestSubscriptions.lastEntryId} and ${guestBookEntries.status} = 'shown')`,
      ),
    );
  let written = 0;
  for (const { id } of candidates) {
    written += await db.transaction(async (tx) => {
      const [sub] = await tx
        .select()
        .from(guestBookDigestSubscriptions)
        .where(
          and(
            eq(guestBookDigestSubscriptions.id, id),
            isNull(guestBookDigestSubscriptions.unsubscribedAt),
            or(isNull(guestBookDigestSubscriptions.lastSentAt), lte(guestBookDigestSubscriptions.lastSentAt, dueBefore)),
          ),
        )
        .for("update", { skipLocked: true });
      if (!sub) return 0;
      const [obituary] = await tx
        .select({ firstName: obituaries.firstName, lastName: obituaries.lastName, submitterLocale: obituaries.submitterLocale })
        .from(obituaries).where(eq(obituaries.id, sub.obituaryId));
      const entries = await tx
        .select({ id: guestBookEntries.id, authorName: guestBookEntries.authorName, message: guestBookEntries.message })
        .from(guestBookEntries)
        // Only what the page shows: a waiting or hidden message is not the family's to read by email.
        .where(and(eq(guestBookEntries.obituaryId, sub.obituaryId), gt(guestBookEntries.id, sub.lastEntryId), eq(guestBookEntries.status, "shown")))
        .orderBy(asc(guestBookEntries.id))
        .limit(DIGEST_MAX_ENTRIES);
      const last = entries.at(-1);
      if (!obituary || !last) return 0;
      // The submitter asked for the digest on the form, so it is in the form's language.
      const locale = isLocale(obituary.submitterLocale) ? obituary.submitterLocale : "en";
      const stop = unsubscribeUrl(settings, sub.unsubscribeToken, locale);
      await enqueueEmail(
        tx,
        settings,
        {
          kind: "family.guest_book_digest",
          to: [sub.email],
          ...familyGuestBookDigest(business, obituary, entries, `${settings.publicUrl}${localizePath(obituaryPath(sub.obituaryId), locale)}`, stop, locale),
          headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        },
        now,
      );
      await tx
        .update(guestBookDigestSubscriptions)
        .set({ lastEntryId: last.id, lastSentAt: now })
        .where(eq(guestBookDigestSubscriptions.id, sub.id));
      return 1;
    });
  }
  return written;
}

/** Whose guest book a digest's unsubscribe link is about (read without acting, for the page the link opens); null when the token names none. */
export async function digestSubscriptionMemorial(db: Database, token: string): Promise<{ obituaryId: number; firstName: string; lastName: string } | null> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return null;
  const [row] = await db
    .select({ obituaryId: obituaries.id, firstName: obituaries.firstName, lastName: obituaries.lastName })
    .from(guestBookDigestSubscriptions)
    .innerJoin(obituaries, eq(obituaries.id, guestBookDigestSubscriptions.obituaryId))
    .where(eq(guestBookDigestSubscriptions.unsubscribeToken, token));
  return row ?? null;
}

/** One-click unsubscribe: answers whether the token named a subscription (already stopped ones too: a second click is fine). */
export async function unsubscribeFromDigest(db: Database, token: string, now: Date): Promise<boolean> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return false;
  const [row] = await db
    .update(guestBookDigestSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${guestBookDigestSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(guestBookDigestSubscriptions.unsubscribeToken, token))
    .returning({ id: guestBookDigestSubscriptions.id });
  return Boolean(row);
}
