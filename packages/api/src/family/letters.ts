import { familyLetterSubscriptions, familyLetterUnsubscribeTokens, familyInvites, obituaries, type Database } from "@fh/db";
import { FAMILY_LETTER_MONTHS, isLocale, langQuery, type Business, type Locale } from "@fh/validators";
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import { generateSessionToken, hashSessionToken, isWellFormedToken } from "../auth/token";
import { enqueueEmail } from "../notifications/outbox";
import type { NotificationSettings } from "../notifications/settings";
import { familyLetterEmail, type LetterMonth } from "./letter-email";

const DAY_MS = 24 * 60 * 60_000;
/** A letter is written only while it is timely: one that fell due more than this long ago is skipped, never sent late. */
export const LETTER_LATE_DAYS = 21;
/** GET shows a Stop button; POST is the one-click unsubscribe of RFC 8058. */
export const FAMILY_LETTERS_UNSUBSCRIBE_PATH = "/api/family/letters/unsubscribe/:token";

/**
 * The day a letter falls due: `months` after the date of death, at 14:00 UTC
 * (morning in Lake Worth). A day the month does not have (the 31st) is its last.
 */
export function letterDueAt(dateOfDeath: string, months: number): Date {
  const [y, m, d] = dateOfDeath.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay), 14));
}

/** The newest letter due by `now` and not yet written, if it is still timely. */
export function letterDue(dateOfDeath: string, lastMonthSent: number, now: Date): { month: LetterMonth; timely: boolean } | null {
  let due: LetterMonth | null = null;
  for (const month of FAMILY_LETTER_MONTHS) if (month > lastMonthSent && letterDueAt(dateOfDeath, month) <= now) due = month;
  if (due === null) return null;
  return { month: due, timely: now.getTime() - letterDueAt(dateOfDeath, due).getTime() <= LETTER_LATE_DAYS * DAY_MS };
}

/**
 * Ticks or unticks "Send me letters of support in the year ahead" for one
 * address on one obituary, in the caller's transaction. Ticking again after
 * unticking goes on from where it stopped (letters already past are not sent).
 */
export async function setFamilyLetters(tx: Pick<Database, "insert">, facts: { obituaryId: number; email: string; locale: Locale; on: boolean }, now: Date): Promise<void> {
  const email = facts.email.toLowerCase();
  await tx
    .insert(familyLetterSubscriptions)
    .values({ obituaryId: facts.obituaryId, email, locale: facts.locale, unsubscribedAt: facts.on ? null : now, createdAt: now })
    .onConflictDoUpdate({
      target: [familyLetterSubscriptions.obituaryId, familyLetterSubscriptions.email],
      set: { locale: facts.locale, unsubscribedAt: facts.on ? null : now },
    });
}

/** Whether an address receives letters about an obituary (the family page's box). */
export async function familyLettersOn(db: Pick<Database, "select">, obituaryId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ unsubscribedAt: familyLetterSubscriptions.unsubscribedAt })
    .from(familyLetterSubscriptions)
    .where(and(eq(familyLetterSubscriptions.obituaryId, obituaryId), eq(familyLetterSubscriptions.email, email.toLowerCase())));
  return Boolean(row && !row.unsubscribedAt);
}

/**
 * The periodic task's pass: writes to the outbox every letter that has
 * fallen due by `now`. Each subscription is claimed by a conditional update
 * of its lastMonthSent inside the letter's transaction, so two server
 * instances never write the same letter. A declined obituary gets no letters;
 * one whose family lost access (an erased submitter, a removed invitation)
 * neither. Answers how many letters were written.
 */
export async function sendDueFamilyLetters(db: Database, settings: NotificationSettings, business: Business, now: Date): Promise<number> {
  const candidates = await db
    .select({
      id: familyLetterSubscriptions.id,
      email: familyLetterSubscriptions.email,
      locale: familyLetterSubscriptions.locale,
      lastMonthSent: familyLetterSubscriptions.lastMonthSent,
      obituaryId: obituaries.id,
      firstName: obituaries.firstName,
      lastName: obituaries.lastName,
      dateOfDeath: obituaries.dateOfDeath,
      submitterName: obituaries.submitterName,
      submitterEmail: obituaries.submitterEmail,
    })
    .from(familyLetterSubscriptions)
    .innerJoin(obituaries, eq(obituaries.id, familyLetterSubscriptions.obituaryId))
    .where(
      and(
        isNull(familyLetterSubscriptions.unsubscribedAt),
        lt(familyLetterSubscriptions.lastMonthSent, FAMILY_LETTER_MONTHS[FAMILY_LETTER_MONTHS.length - 1]!),
        ne(obituaries.status, "declined"),
      ),
    );
  let written = 0;
  for (const c of candidates) {
    const due = letterDue(c.dateOfDeath, c.lastMonthSent, now);
    if (!due) continue;
    const isSubmitter = c.email === c.submitterEmail.toLowerCase();
    const wrote = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(familyLetterSubscriptions)
        .set({ lastMonthSent: due.month })
        .where(and(eq(familyLetterSubscriptions.id, c.id), lt(familyLetterSubscriptions.lastMonthSent, due.month)))
        .returning({ id: familyLetterSubscriptions.id });
      if (!claimed || !due.timely) return false;
      if (!isSubmitter) {
        const [invite] = await tx
          .select({ id: familyInvites.id })
          .from(familyInvites)
          .where(and(eq(familyInvites.obituaryId, c.obituaryId), eq(familyInvites.email, c.email)));
        if (!invite) return false;
      }
      const token = generateSessionToken();
      await tx.insert(familyLetterUnsubscribeTokens).values({ tokenHash: hashSessionToken(token), subscriptionId: c.id, createdAt: now });
      const locale: Locale = isLocale(c.locale) ? c.locale : "en";
      const unsubscribeUrl = `${settings.publicUrl}${FAMILY_LETTERS_UNSUBSCRIBE_PATH.replace(":token", token)}${langQuery(locale)}`;
      const letter = familyLetterEmail(
        business,
        {
          month: due.month,
          // The submitter by the name they gave; an invited relative gave none.
          recipientName: isSubmitter ? c.submitterName : null,
          deceased: `${c.firstName} ${c.lastName}`,
          publicUrl: settings.publicUrl,
          unsubscribeUrl,
        },
        locale,
      );
      await enqueueEmail(
        tx,
        settings,
        {
          kind: "family.letter_of_support",
          to: [c.email],
          ...letter,
          // RFC 8058: the mail program's own Unsubscribe button stops them in one click.
          headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        },
        now,
      );
      return true;
    });
    if (wrote) written += 1;
  }
  return written;
}

/** Whose letters an unsubscribe link is about (the page names the person), or null for a token that names nothing. */
export async function letterSubscriptionMemorial(db: Database, token: string): Promise<{ firstName: string; lastName: string } | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({ firstName: obituaries.firstName, lastName: obituaries.lastName })
    .from(familyLetterUnsubscribeTokens)
    .innerJoin(familyLetterSubscriptions, eq(familyLetterSubscriptions.id, familyLetterUnsubscribeTokens.subscriptionId))
    .innerJoin(obituaries, eq(obituaries.id, familyLetterSubscriptions.obituaryId))
    .where(eq(familyLetterUnsubscribeTokens.tokenHash, hashSessionToken(token)));
  return row ?? null;
}

/** The one-click unsubscribe: no more letters for that subscription. A second click is fine. Answers whether the token named one. */
export async function unsubscribeFamilyLetters(db: Database, token: string, now: Date): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const [link] = await db
    .select({ subscriptionId: familyLetterUnsubscribeTokens.subscriptionId })
    .from(familyLetterUnsubscribeTokens)
    .where(eq(familyLetterUnsubscribeTokens.tokenHash, hashSessionToken(token)));
  if (!link) return false;
  await db
    .update(familyLetterSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${familyLetterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(familyLetterSubscriptions.id, link.subscriptionId));
  return true;
}
