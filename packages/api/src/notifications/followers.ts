import { obituaries, obituaryFollowers, obituaryFollowerUnsubscribeTokens, type Database } from "@fh/db";
import { localizePath, obituaryPath } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Context } from "../context";
import { followConfirmUrl, FOLLOW_TOKEN, hashFollowToken, newFollowToken } from "./follow-links";
import { followConfirmation } from "./follower-messages";
import { enqueueEmail } from "./outbox";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** A confirmation link works this long; the retention sweep removes a follower still pending after it. */
export const FOLLOW_CONFIRM_DAYS = 7;
/** A pending address asking again gets a new link at most this often: the form cannot be used to flood someone's inbox. */
export const FOLLOW_RESEND_MS = HOUR_MS;
/** An unsubscribe link works this long after its email (the sweep then removes it). */
export const FOLLOW_UNSUBSCRIBE_DAYS = 365;

/** The one answer to every accepted follow: it never says whether the address already followed, nor how many do. */
export const FOLLOW_ANSWER = { received: true } as const;

/**
 * "Follow this obituary": records the address as pending and writes the
 * confirmation email, in one transaction. Only a live obituary can be
 * followed (others: 404, as if absent). An address already confirmed gets
 * nothing new; a pending or unsubscribed one gets a fresh link, at most once
 * an hour. The caller answers FOLLOW_ANSWER whatever happened here.
 */
export async function followObituary(ctx: Context, obituaryId: number, email: string): Promise<void> {
  const address = email.toLowerCase();
  const now = ctx.now();
  const locale = ctx.request.locale ?? "en";
  await ctx.db.transaction(async (tx) => {
    const [obituary] = await tx
      .select({ firstName: obituaries.firstName, lastName: obituaries.lastName })
      .from(obituaries)
      .where(and(eq(obituaries.id, obituaryId), eq(obituaries.status, "live")));
    if (!obituary) throw new TRPCError({ code: "NOT_FOUND", message: "Obituary not found" });
    await tx.insert(obituaryFollowers).values({ obituaryId, email: address, createdAt: now }).onConflictDoNothing();
    // Locked: two requests at once for one address write one confirmation, not two.
    const [row] = await tx
      .select()
      .from(obituaryFollowers)
      .where(and(eq(obituaryFollowers.obituaryId, obituaryId), eq(obituaryFollowers.email, address)))
      .for("update");
    if (!row || row.status === "confirmed") return;
    if (row.confirmSentAt && now.getTime() - row.confirmSentAt.getTime() < FOLLOW_RESEND_MS) return;
    const token = newFollowToken();
    await tx
      .update(obituaryFollowers)
      .set({ status: "pending", confirmTokenHash: hashFollowToken(token), confirmSentAt: now, unsubscribedAt: null, locale })
      .where(eq(obituaryFollowers.id, row.id));
    const settings = ctx.notifications;
    if (!settings) return;
    const pageUrl = `${settings.publicUrl}${localizePath(obituaryPath(obituaryId), locale)}`;
    await enqueueEmail(
      tx,
      settings,
      { kind: "family.follow_confirmation", to: [address], ...followConfirmation(ctx.business, { ...obituary, pageUrl }, followConfirmUrl(settings, token, locale), FOLLOW_CONFIRM_DAYS, locale) },
      now,
    );
  });
}

/**
 * The confirmation link's POST: a pending follower becomes confirmed (a
 * second click is fine). An expired link, or one for an address that has
 * since unsubscribed, confirms nothing. Answers the followed obituary's id,
 * or null when the link is not (or no longer) valid.
 */
export async function confirmFollow(db: Database, token: string, now: Date): Promise<number | null> {
  if (!FOLLOW_TOKEN.test(token)) return null;
  const [row] = await db
    .update(obituaryFollowers)
    .set({ status: "confirmed", confirmedAt: sql`coalesce(${obituaryFollowers.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(confirmable(token, now))
    .returning({ obituaryId: obituaryFollowers.obituaryId });
  return row?.obituaryId ?? null;
}

/** The memorial a link is about: named on the page the link opens, so the person knows whose services the emails are for. */
export interface FollowedMemorial {
  obituaryId: number;
  firstName: string;
  lastName: string;
}

const confirmable = (token: string, now: Date) =>
  and(
    eq(obituaryFollowers.confirmTokenHash, hashFollowToken(token)),
    inArray(obituaryFollowers.status, ["pending", "confirmed"]),
    gt(obituaryFollowers.confirmSentAt, new Date(now.getTime() - FOLLOW_CONFIRM_DAYS * DAY_MS)),
  );

const unexpiredUnsubscribe = (token: string, now: Date) =>
  and(
    eq(obituaryFollowerUnsubscribeTokens.tokenHash, hashFollowToken(token)),
    gt(obituaryFollowerUnsubscribeTokens.createdAt, new Date(now.getTime() - FOLLOW_UNSUBSCRIBE_DAYS * DAY_MS)),
  );

/**
 * Whose services a link is about, read without acting (the GET before the
 * button): a confirmation link that would still confirm, or an unsubscribe
 * link that would still stop. Null for any other token, so the page can say
 * the link is not valid instead of offering a button that cannot work. The
 * name is the obituary's whatever its state: the person was emailed it.
 */
export async function followLinkMemorial(db: Database, link: "confirm" | "unsubscribe", token: string, now: Date): Promise<FollowedMemorial | null> {
  if (!FOLLOW_TOKEN.test(token)) return null;
  const columns = { obituaryId: obituaries.id, firstName: obituaries.firstName, lastName: obituaries.lastName };
  const [row] =
    link === "confirm"
      ? await db
          .select(columns)
          .from(obituaryFollowers)
          .innerJoin(obituaries, eq(obituaries.id, obituaryFollowers.obituaryId))
          .where(confirmable(token, now))
      : await db
          .select(columns)
          .from(obituaryFollowerUnsubscribeTokens)
          .innerJoin(obituaryFollowers, eq(obituaryFollowers.id, obituaryFollowerUnsubscribeTokens.followerId))
          .innerJoin(obituaries, eq(obituaries.id, obituaryFollowers.obituaryId))
          .where(unexpiredUnsubscribe(token, now));
  return row ?? null;
}

/** The one-click unsubscribe of a notice (RFC 8058): answers whether the token named a follower; a second click is fine. */
export async function unsubscribeFollower(db: Database, token: string, now: Date): Promise<boolean> {
  if (!FOLLOW_TOKEN.test(token)) return false;
  const [link] = await db
    .select({ followerId: obituaryFollowerUnsubscribeTokens.followerId })
    .from(obituaryFollowerUnsubscribeTokens)
    .where(unexpiredUnsubscribe(token, now));
  if (!link) return false;
  await db
    .update(obituaryFollowers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${obituaryFollowers.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(obituaryFollowers.id, link.followerId));
  return true;
}
