import { readableDateIn } from "@fh/i18n/node";
import { fullAddress, timeOfDayIn, type Business, type Locale } from "@fh/validators";
import { FOLLOWER_WORDS, type FollowerWords, type NoticedField } from "./follower-words";
import { renderEmail, type Block, type RenderedEmail } from "./layout";

/**
 * What a follower of an obituary is told: the service's public
 * facts only, as the memorial page shows them. Never who else follows, how
 * many do, or anything about a private service.
 */

export interface FollowedObituary {
  firstName: string;
  lastName: string;
  pageUrl: string;
}

/** The double opt-in email, in the language they followed in; `days` is how long its link works (FOLLOW_CONFIRM_DAYS). */
export function followConfirmation(business: Business, o: FollowedObituary, confirmUrl: string, days: number, locale: Locale = "en"): RenderedEmail {
  const w = FOLLOWER_WORDS[locale];
  const name = `${o.firstName} ${o.lastName}`;
  return renderEmail(business, w.confirmSubject(name), [
    { paragraph: w.confirmAsk(name) },
    { link: confirmUrl, label: w.confirmButton },
    { paragraph: w.confirmExpiry(days) },
    { link: o.pageUrl, label: w.visitPage(o.firstName) },
  ]);
}

/** A public service's details as a follower reads them. Date and time are Lake Worth's wall clock already. */
export interface NoticeService {
  title: string;
  serviceType: string;
  serviceDate: string;
  serviceTime: string;
  location: string | null;
  description: string | null;
  hasLivestream: boolean;
  directionsUrl: string;
  calendarUrl: string;
}

/** What happened to a listed service; a change carries the service as it was, to say what each field was and is. */
export type ServiceChange = { kind: "added" } | { kind: "changed"; fields: NoticedField[]; before: NoticeService } | { kind: "removed"; title: string };

const typeWords = (w: FollowerWords, type: string) => {
  const known = w.serviceTypes[type as keyof FollowerWords["serviceTypes"]];
  if (known) return known;
  const words = type.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The place a service is at: its own, else the funeral home (as the Services block says). */
export const servicePlace = (business: Business, location: string | null) => location ?? `${business.name}, ${fullAddress(business)}`;

const dateIn = (s: NoticeService, locale: Locale) => readableDateIn(s.serviceDate, locale) ?? s.serviceDate;

/**
 * Each changed field as it was and as it is now ("Time: 5:00 PM → 6:30 PM"),
 * in the follower's language and its way of writing dates and times: someone
 * who already planned around the old time needs to see which one is gone.
 */
function changeLines(business: Business, before: NoticeService, after: NoticeService, fields: NoticedField[], w: FollowerWords, locale: Locale): Array<[string, string]> {
  return fields.map((field): [string, string] => {
    switch (field) {
      case "date":
        return [w.date, w.fromTo(dateIn(before, locale), dateIn(after, locale))];
      case "time":
        return [w.time, w.fromTo(timeOfDayIn(before.serviceTime, locale), timeOfDayIn(after.serviceTime, locale))];
      case "place":
        return [w.place, w.fromTo(servicePlace(business, before.location), servicePlace(business, after.location))];
      case "type":
        return [w.type, w.fromTo(typeWords(w, before.serviceType), typeWords(w, after.serviceType))];
      case "name":
        return [w.service, w.fromTo(before.title, after.title)];
      case "livestream":
        // The address itself is never emailed (the page shows it from an hour before).
        return before.hasLivestream === after.hasLivestream
          ? [w.livestream, w.livestreamNewLink]
          : [w.livestream, w.fromTo(before.hasLivestream ? w.livestreamYes : w.livestreamNo, after.hasLivestream ? w.livestreamYes : w.livestreamNo)];
    }
  });
}

function detailBlocks(business: Business, s: NoticeService, w: FollowerWords, locale: Locale): Block[] {
  const fields: Array<[string, string]> = [
    [w.service, s.title],
    [w.type, typeWords(w, s.serviceType)],
    [w.date, dateIn(s, locale)],
    [w.time, w.timeValue(s.serviceTime)],
    [w.place, servicePlace(business, s.location)],
  ];
  if (s.hasLivestream) fields.push([w.livestream, w.livestreamValue]);
  const blocks: Block[] = [{ fields }];
  if (s.description) blocks.push({ paragraph: s.description });
  blocks.push({ link: s.directionsUrl, label: w.directions }, { link: s.calendarUrl, label: w.addToCalendar });
  return blocks;
}

/**
 * One notice of a service added, changed or taken off the memorial page. A
 * service staff made private or deleted reads the same as one unlinked:
 * "no longer listed", with the phone number, since we cannot say more in public.
 * A change says what each field was and is now, then the details now.
 * `calendarAttached`: the email carries the service's .ics (added or changed).
 * `why`: why this person is written to, when it is not that they follow the
 * services (someone who said they would attend).
 */
export function serviceUpdate(
  business: Business,
  o: FollowedObituary,
  change: ServiceChange,
  service: NoticeService | null,
  unsubscribeUrl: string,
  locale: Locale = "en",
  calendarAttached = false,
  why?: string,
): RenderedEmail {
  const w = FOLLOWER_WORDS[locale];
  const name = `${o.firstName} ${o.lastName}`;
  const blocks: Block[] = [];
  let subject: string;
  if (change.kind === "removed" || !service) {
    const title = change.kind === "removed" ? change.title : w.service;
    subject = w.removedSubject(name, title);
    blocks.push({ paragraph: w.removed(name, title) }, { paragraph: w.callBeforeYouGo(business.phone) });
  } else if (change.kind === "added") {
    subject = w.addedSubject(name, service.title);
    blocks.push({ paragraph: w.added(name) }, ...detailBlocks(business, service, w, locale));
    if (calendarAttached) blocks.push({ paragraph: w.calendarAttachedNew });
  } else {
    subject = w.changedSubject(name, service.title);
    const fields = change.fields.map((f) => w.fields[f]).join(", ");
    blocks.push({ paragraph: w.changed(name, service.title, fields) }, { fields: changeLines(business, change.before, service, change.fields, w, locale) });
    if (calendarAttached) blocks.push({ paragraph: w.calendarAttachedChanged });
    blocks.push({ paragraph: w.detailsNow }, ...detailBlocks(business, service, w, locale));
  }
  blocks.push({ link: o.pageUrl, label: w.visitPage(o.firstName) }, { paragraph: why ?? w.why(name) }, { link: unsubscribeUrl, label: w.stop });
  return renderEmail(business, subject, blocks, locale);
}
