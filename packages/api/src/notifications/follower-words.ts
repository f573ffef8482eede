import { wordsIn } from "@fh/i18n/node";
import { LOCALES, SERVICE_TYPES, timeOfDayIn, type Locale } from "@fh/validators";

/**
 * Every word of the emails a follower of an obituary receives, in
 * the language they followed in, from the "followers" catalog of @fh/i18n: Spanish speaks as "usted",
 * Haitian Creole is in the standard orthography, the terms are the glossary's
 * (docs/i18n/GLOSSARY.md). Names, places and the family's own texts are as written.
 */
export type NoticedField = "date" | "time" | "place" | "type" | "livestream" | "name";

export interface FollowerWords {
  confirmSubject: (name: string) => string;
  confirmAsk: (name: string) => string;
  confirmButton: string;
  confirmExpiry: (days: number) => string;
  visitPage: (firstName: string) => string;
  service: string;
  type: string;
  date: string;
  time: string;
  timeValue: (time: string) => string;
  /** The time line of an attached calendar entry's description; a time in words gets its label. */
  calendarTime: (time: string) => string;
  calendarTimeInWords: (time: string) => string;
  place: string;
  livestream: string;
  livestreamValue: string;
  directions: string;
  addToCalendar: string;
  removedSubject: (name: string, title: string) => string;
  removed: (name: string, title: string) => string;
  callBeforeYouGo: (phone: string) => string;
  addedSubject: (name: string, title: string) => string;
  added: (name: string) => string;
  changedSubject: (name: string, title: string) => string;
  changed: (name: string, title: string, fields: string) => string;
  /** "5:00 PM → 6:30 PM": what a field was, then what it is. */
  fromTo: (from: string, to: string) => string;
  /** The livestream's line: whether one is offered, or that its link changed (the link itself is never emailed). */
  livestreamYes: string;
  livestreamNo: string;
  livestreamNewLink: string;
  detailsNow: string;
  calendarAttachedNew: string;
  calendarAttachedChanged: string;
  fields: Record<NoticedField, string>;
  serviceTypes: Record<(typeof SERVICE_TYPES)[number], string>;
  why: (name: string) => string;
  /** Why someone who said they would attend a service is written to about it. */
  rsvpWhy: (name: string, title: string) => string;
  stop: string;
}

const NOTICED_FIELDS = ["date", "time", "place", "type", "livestream", "name"] as const satisfies readonly NoticedField[];

function followerWordsIn(locale: Locale): FollowerWords {
  const t = wordsIn(locale, "followers");
  // A service's kind in the words the obituary page's badges use.
  const site = wordsIn(locale, "site");
  return {
    confirmSubject: (name) => t("confirmSubject", { name }),
    confirmAsk: (name) => t("confirmAsk", { name }),
    confirmButton: t("confirmButton"),
    confirmExpiry: (days) => t("confirmExpiry", { days }),
    visitPage: (firstName) => t("visitPage", { firstName }),
    service: t("service"),
    type: t("type"),
    date: t("date"),
    time: t("time"),
    timeValue: (time) => t("timeValue", { time: timeOfDayIn(time, locale) }),
    calendarTime: (time) => t("calendarTime", { time: timeOfDayIn(time, locale) }),
    calendarTimeInWords: (time) => t("calendarTimeInWords", { time }),
    place: t("place"),
    livestream: t("livestream"),
    livestreamValue: t("livestreamValue"),
    directions: t("directions"),
    addToCalendar: t("addToCalendar"),
    removedSubject: (name, title) => t("removedSubject", { name, title }),
    removed: (name, title) => t("removed", { name, title }),
    callBeforeYouGo: (phone) => t("callBeforeYouGo", { phone }),
    addedSubject: (name, title) => t("addedSubject", { name, title }),
    added: (name) => t("added", { name }),
    changedSubject: (name, title) => t("changedSubject", { name, title }),
    changed: (name, title, fields) => t("changed", { name, title, fields }),
    fromTo: (from, to) => t("fromTo", { from, to }),
    livestreamYes: t("livestreamYes"),
    livestreamNo: t("livestreamNo"),
    livestreamNewLink: t("livestreamNewLink"),
    detailsNow: t("detailsNow"),
    calendarAttachedNew: t("calendarAttachedNew"),
    calendarAttachedChanged: t("calendarAttachedChanged"),
    fields: Object.fromEntries(NOTICED_FIELDS.map((f) => [f, t(`fields.${f}`)])) as Record<NoticedField, string>,
    serviceTypes: Object.fromEntries(SERVICE_TYPES.map((type) => [type, site(`serviceType.${type}`)])) as FollowerWords["serviceTypes"],
    why: (name) => t("why", { name }),
    rsvpWhy: (name, title) => t("rsvpWhy", { name, title }),
    stop: t("stop"),
  };
}

export const FOLLOWER_WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, followerWordsIn(locale)])) as Record<Locale, FollowerWords>;
