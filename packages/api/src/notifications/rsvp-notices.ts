import { obituaries, serviceRsvps, serviceRsvpUnsubscribeTokens, services, type Database } from "@fh/db";
import { isLocale, localizePath, obituaryPath, type Locale } from "@fh/validators";
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Context } from "../context";
import { FOLLOW_TOKEN, hashFollowToken, newFollowToken } from "./follow-links";
import { serviceUpdate } from "./follower-messages";
import { FOLLOWER_WORDS } from "./follower-words";
import { enqueueEmail } from "./outbox";
import { RSVP_UNSUBSCRIBE_DAYS, rsvpUnsubscribeUrl } from "./rsvp-links";
import { calendarAttachment, NOTICED_FIELDS, noticeServiceOf } from "./service-notices";

type ServiceRow = typeof services.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

/**
 * A staff change to a service, told to everyone who said they would attend
 * it and gave an address, in the staff mutation's transaction (ctx.db). A
 * change of what they planned around (date, time, place, type, livestream,
 * name) is "changed", with the calendar entry; a service deleted or made
 * private is cancelled for them ("no longer listed", with the phone number).
 * Called before a deleted row goes: its answers go with it. One email per
 * address, whatever the number of answers it gave; none after an unsubscribe.
 */
export async function notifyRsvpsOfServiceChange(ctx: Context, before: ServiceRow | null, after: ServiceRow | null): Promise<void> {
  const settings = ctx.notifications;
  if (!settings || !before || !before.isPublic) return;
  const cancelled = !after || !after.isPublic;
  const fields = after ? NOTICED_FIELDS.filter(([key]) => before[key] !== after[key]).map(([, words]) => words) : [];
  if (!cancelled && fields.length === 0) return;

  const answers = await ctx.db
    .select({ id: serviceRsvps.id, email: serviceRsvps.email, locale: serviceRsvps.locale })
    .from(serviceRsvps)
    .where(and(eq(serviceRsvps.serviceId, before.id), isNotNull(serviceRsvps.email), isNull(serviceRsvps.unsubscribedAt)))
    .orderBy(desc(serviceRsvps.createdAt), desc(serviceRsvps.id));
  if (answers.length === 0) return;

  const shown = after ?? before;
  const [obituary] =
    shown.obituaryId === null
      ? []
      : await ctx.db
          .select({ firstName: obituaries.firstName, lastName: obituaries.lastName })
          .from(obituaries)
          .where(and(eq(obituaries.id, shown.obituaryId), eq(obituaries.status, "live")));
  const pageIn = (locale: Locale) => {
    // A service on no live memorial still has its person's name; the link then goes to the site.
    if (!obituary || shown.obituaryId === null) return { firstName: shown.deceasedName, lastName: "", pageUrl: `${settings.publicUrl}${localizePath("/", locale)}` };
    return { ...obituary, pageUrl: `${settings.publicUrl}${localizePath(obituaryPath(shown.obituaryId), locale)}` };
  };
  const now = ctx.now();
  const told = new Set<string>();
  for (const answer of answers) {
    if (!answer.email || told.has(answer.email)) continue;
    told.add(answer.email);
    const token = newFollowToken();
    await ctx.db.insert(serviceRsvpUnsubscribeTokens).values({ tokenHash: hashFollowToken(token), rsvpId: answer.id, createdAt: now });
    const locale = isLocale(answer.locale) ? answer.locale : "en";
    const w = FOLLOWER_WORDS[locale];
    const page = pageIn(locale);
    const name = `${page.firstName} ${page.lastName}`.trim();
    const stop = rsvpUnsubscribeUrl(settings, token, locale);
    const attachments = cancelled || !after ? [] : [calendarAttachment(ctx.business, settings, after, page.pageUrl, locale)];
    const email = cancelled
      ? serviceUpdate(ctx.business, page, { kind: "removed", title: before.title }, null, stop, locale, false, w.rsvpWhy(name, before.title))
      : serviceUpdate(
          ctx.business,
          page,
          { kind: "changed", fields, before: noticeServiceOf(ctx.business, settings, before) },
          noticeServiceOf(ctx.business, settings, after!),
          stop,
          locale,
          true,
          w.rsvpWhy(name, before.title),
        );
    await enqueueEmail(
      ctx.db,
      settings,
      {
        kind: "family.service_update",
        to: [answer.email],
        ...email,
        headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        attachments,
      },
      now,
    );
  }
}

const unexpired = (token: string, now: Date) =>
  and(
    eq(serviceRsvpUnsubscribeTokens.tokenHash, hashFollowToken(token)),
    gt(serviceRsvpUnsubscribeTokens.createdAt, new Date(now.getTime() - RSVP_UNSUBSCRIBE_DAYS * DAY_MS)),
  );

/** The service an unsubscribe link is about, read without acting (the GET before the button); null when the link would not work. */
export async function rsvpLinkService(db: Database, token: string, now: Date): Promise<{ title: string; deceasedName: string } | null> {
  if (!FOLLOW_TOKEN.test(token)) return null;
  const [row] = await db
    .select({ title: services.title, deceasedName: services.deceasedName })
    .from(serviceRsvpUnsubscribeTokens)
    .innerJoin(serviceRsvps, eq(serviceRsvps.id, serviceRsvpUnsubscribeTokens.rsvpId))
    .innerJoin(services, eq(services.id, serviceRsvps.serviceId))
    .where(unexpired(token, now));
  return row ?? null;
}

/**
 * The one-click unsubscribe (RFC 8058): that address hears nothing more about
 * this service, whichever of its answers the link was sent for. A second click is fine.
 */
export async function unsubscribeRsvp(db: Database, token: string, now: Date): Promise<boolean> {
  if (!FOLLOW_TOKEN.test(token)) return false;
  const [link] = await db
    .select({ serviceId: serviceRsvps.serviceId, email: serviceRsvps.email })
    .from(serviceRsvpUnsubscribeTokens)
    .innerJoin(serviceRsvps, eq(serviceRsvps.id, serviceRsvpUnsubscribeTokens.rsvpId))
    .where(unexpired(token, now));
  if (!link || !link.email) return false;
  await db
    .update(serviceRsvps)
    .set({ unsubscribedAt: sql`coalesce(${serviceRsvps.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(serviceRsvps.serviceId, link.serviceId), eq(serviceRsvps.email, link.email)));
  return true;
}
