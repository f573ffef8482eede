import { obituaries, obituaryFollowers, obituaryFollowerUnsubscribeTokens, type services } from "@fh/db";
import { calendarPath, directionsUrl, isLocale, localizePath, obituaryPath } from "@fh/validators";
import { and, eq } from "drizzle-orm";
import type { Context } from "../context";
import { followUnsubscribeUrl, hashFollowToken, newFollowToken } from "./follow-links";
import { serviceUpdate, type NoticeService, type ServiceChange } from "./follower-messages";
import type { NoticedField } from "./follower-words";
import { enqueueEmail } from "./outbox";
import type { NotificationSettings } from "./settings";

type ServiceRow = typeof services.$inferSelect;

/**
 * What followers hear about, with the words the notice uses. The description
 * is left out on purpose: staff polish its wording, and a follower should not
 * get an email for a comma.
 */
const NOTICED_FIELDS: Array<[keyof ServiceRow, NoticedField]> = [
  ["serviceDate", "date"],
  ["serviceTime", "time"],
  ["location", "place"],
  ["serviceType", "type"],
  ["livestreamUrl", "livestream"],
  ["title", "name"],
];

/** The obituary whose page lists the service, or null: a private or unlinked service is on no page. */
const listedOn = (s: ServiceRow | null) => (s && s.isPublic && s.obituaryId !== null ? s.obituaryId : null);

/**
 * A staff change to a service, told to the confirmed followers of the
 * obituary whose page it is on (issue 14), in the staff mutation's
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
    if (fields.length > 0) await noticeToFollowers(ctx, settings, was, { kind: "changed", fields }, after);
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
  const pageIn = (locale: string) => ({
    ...obituary,
    pageUrl: `${settings.publicUrl}${localizePath(obituaryPath(obituaryId), isLocale(locale) ? locale : "en")}`,
  });
  const details: NoticeService | null = service && {
    title: service.title,
    serviceType: service.serviceType,
    serviceDate: service.serviceDate,
    serviceTime: service.serviceTime,
    location: service.location,
    description: service.description,
    hasLivestream: service.livestreamUrl !== null,
    directionsUrl: directionsUrl(ctx.business, service.location),
    calendarUrl: `${settings.publicUrl}${calendarPath({ kind: "service", id: service.id })}`,
  };
  const now = ctx.now();
  for (const follower of followers) {
    // A fresh link per email, kept only as its hash (follow-links.ts).
    const token = newFollowToken();
    await ctx.db.insert(obituaryFollowerUnsubscribeTokens).values({ tokenHash: hashFollowToken(token), followerId: follower.id, createdAt: now });
    const locale = isLocale(follower.locale) ? follower.locale : "en";
    const stop = followUnsubscribeUrl(settings, token, locale);
    await enqueueEmail(
      ctx.db,
      settings,
      {
        kind: "family.service_update",
        to: [follower.email],
        ...serviceUpdate(ctx.business, pageIn(follower.locale), change, details, stop, locale),
        headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
      now,
    );
  }
}
