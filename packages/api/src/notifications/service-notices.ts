import { obituaries, obituaryFollowers, obituaryFollowerUnsubscribeTokens, type services } from "@fh/db";
import { calendarPath, directionsUrl, isLocale, localizePath, obituaryPath, slugify, type Business, type Locale } from "@fh/validators";
import { and, eq } from "drizzle-orm";
import type { Context } from "../context";
import { followUnsubscribeUrl, hashFollowToken, newFollowToken } from "./follow-links";
import { serviceUpdate, type NoticeService, type ServiceChange } from "./follower-messages";
import { FOLLOWER_WORDS, type NoticedField } from "./follower-words";
import { announcementCalendar } from "./ics";
import { enqueueEmail } from "./outbox";
import { calendarUidDomain, type NotificationSettings } from "./settings";

type ServiceRow = typeof services.$inferSelect;

/**
 * What followers hear about, with the words the notice uses. The description
 * is left out on purpose: staff polish its wording, and a follower should not
 * get an email for a comma.
 */
export const NOTICED_FIELDS: Array<[keyof ServiceRow, NoticedField]> = [
  ["serviceDate", "date"],
  ["serviceTime", "time"],
  ["location", "place"],
  ["serviceType", "type"],
  ["livestreamUrl", "livestream"],
  ["title", "name"],
];

/** A service's public facts as a notice tells them. */
export function noticeServiceOf(business: Business, settings: NotificationSettings, s: ServiceRow): NoticeService {
  return {
    title: s.title,
    serviceType: s.serviceType,
    serviceDate: s.serviceDate,
    serviceTime: s.serviceTime,
    location: s.location,
    description: s.description,
    hasLivestream: s.livestreamUrl !== null,
    directionsUrl: directionsUrl(business, s.location),
    calendarUrl: `${settings.publicUrl}${calendarPath({ kind: "service", id: s.id })}`,
  };
}

/**
 * The service's calendar entry as the email's attachment: the same UID and
 * SEQUENCE as /services/{id}.ics, so opening it updates the entry a follower
 * already added (from the page or an earlier email) instead of adding a
 * second; its words in the follower's language, pointing at their page.
 */
export function calendarAttachment(business: Business, settings: NotificationSettings, s: ServiceRow, pageUrl: string, locale: Locale) {
  const w = FOLLOWER_WORDS[locale];
  const content = announcementCalendar(
    business,
    { kind: "service", id: s.id, title: s.title, date: s.serviceDate, time: s.serviceTime, location: s.location, description: s.description, sequence: s.calendarSequence },
    pageUrl,
    calendarUidDomain(settings),
    { at: w.calendarTime, inWords: w.calendarTimeInWords },
  );
  return { filename: `${slugify("service", s.id)}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content };
}

/** The obituary whose page lists the service, or null: a private or unlinked service is on no page. */
const listedOn = (s: ServiceRow | null) => (s && s.isPublic && s.obituaryId !== null ? s.obituaryId : null);

/**
 * A staff change to a service, told to the confirmed followers of the
 * obituary whose page it is on, in the staff mutation's
 * transaction (ctx.db is that transaction). `before` is null for a new
 * service, `after` null for a deleted one. Going from listed to not listed
 * (deleted, made private, unlinked, moved to another obituary) is "no longer
 * listed"; the reverse is "added". Nothing is written when nothing a follower
 * sees changed.
 */
export async function notifyFollowersOfServiceChange(ctx: Context, before: ServiceRow | null, after: ServiceRow | null): Promise<void> {
  const settings = ctx.notifications;
  if (!settings) return;
  const was = listedOn(before);
  const is = listedOn(after);
  if (was !== null && was === is && before && after) {
    const fields = NOTICED_FIELDS.filter(([key]) => before[key] !== after[key]).map(([, words]) => words);
    if (fields.length > 0) {
      await noticeToFollowers(ctx, settings, was, { kind: "changed", fields, before: noticeServiceOf(ctx.business, settings, before) }, after);
    }
    return;
  }
  if (was !== null && before) await noticeToFollowers(ctx, settings, was, { kind: "removed", title: before.title }, null);
  if (is !== null && after) await noticeToFollowers(ctx, settings, is, { kind: "added" }, after);
}

async function noticeToFollowers(ctx: Context, settings: NotificationSettings, obituaryId: number, change: ServiceChange, service: ServiceRow | null) {
  // Only a live obituary's followers: an unlisted page has no services to tell of.
  const [obituary] = await ctx.db
    .select({ firstName: obituaries.firstName, lastName: obituaries.lastName })
    .from(obituaries)
    .where(and(eq(obituaries.id, obituaryId), eq(obituaries.status, "live")));
  if (!obituary) return;
  const followers = await ctx.db
    .select({ id: obituaryFollowers.id, email: obituaryFollowers.email, locale: obituaryFollowers.locale })
    .from(obituaryFollowers)
    .where(and(eq(obituaryFollowers.obituaryId, obituaryId), eq(obituaryFollowers.status, "confirmed")));
  const pageIn = (locale: Locale) => ({ ...obituary, pageUrl: `${settings.publicUrl}${localizePath(obituaryPath(obituaryId), locale)}` });
  const details = service && noticeServiceOf(ctx.business, settings, service);
  const now = ctx.now();
  for (const follower of followers) {
    // A fresh link per email, kept only as its hash (follow-links.ts).
    const token = newFollowToken();
    await ctx.db.insert(obituaryFollowerUnsubscribeTokens).values({ tokenHash: hashFollowToken(token), followerId: follower.id, createdAt: now });
    const locale = isLocale(follower.locale) ? follower.locale : "en";
    const stop = followUnsubscribeUrl(settings, token, locale);
    const page = pageIn(locale);
    // Added or changed: the entry goes with the email. Not for one no longer listed: we cannot say it was cancelled.
    const attachments = service ? [calendarAttachment(ctx.business, settings, service, page.pageUrl, locale)] : [];
    await enqueueEmail(
      ctx.db,
      settings,
      {
        kind: "family.service_update",
        to: [follower.email],
        ...serviceUpdate(ctx.business, page, change, details, stop, locale, attachments.length > 0),
        headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        attachments,
      },
      now,
    );
  }
}
