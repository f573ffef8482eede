import { fullAddress, readableDateIn, type Business, type Locale } from "@fh/validators";
import { FOLLOWER_WORDS, type FollowerWords, type NoticedField } from "./follower-words";
import { renderEmail, type Block, type RenderedEmail } from "./layout";

/**
 * What a follower of an obituary is told (issue 14): the service's public
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

export type ServiceChange = { kind: "added" } | { kind: "changed"; fields: NoticedField[] } | { kind: "removed"; title: string };

const typeWords = (w: FollowerWords, type: string) => {
  const known = w.serviceTypes[type as keyof FollowerWords["serviceTypes"]];
  if (known) return known;
  const words = type.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The place a service is at: its own, else the funeral home (as the Services block says). */
export const servicePlace = (business: Business, location: string | null) => location ?? `${business.name}, ${fullAddress(business)}`;

function detailBlocks(business: Business, s: NoticeService, w: FollowerWords, locale: Locale): Block[] {
  const fields: Array<[string, string]> = [
    [w.service, s.title],
    [w.type, typeWords(w, s.serviceType)],
    [w.date, readableDateIn(s.serviceDate, locale) ?? s.serviceDate],
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
 */
export function serviceUpdate(
  business: Business,
  o: FollowedObituary,
  change: ServiceChange,
  service: NoticeService | null,
  unsubscribeUrl: string,
  locale: Locale = "en",
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
  } else {
    subject = w.changedSubject(name, service.title);
    const fields = change.fields.map((f) => w.fields[f]).join(", ");
    blocks.push({ paragraph: w.changed(name, service.title, fields) }, ...detailBlocks(business, service, w, locale));
  }
  blocks.push({ link: o.pageUrl, label: w.visitPage(o.firstName) }, { paragraph: w.why(name) }, { link: unsubscribeUrl, label: w.stop });
  return renderEmail(business, subject, blocks);
}
