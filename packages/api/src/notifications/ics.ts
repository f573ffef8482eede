import { createEvent } from "ics";
import { BUSINESS_TIME_ZONE, CALENDAR_ITEM_MINUTES, fullAddress, minutesOfDay, type Business, type CalendarItem } from "@fh/validators";

/**
 * The instant a wall-clock time in `timeZone` is, e.g. 9:00 AM on
 * 2026-12-01 in America/New_York is 14:00 UTC (EST), and 13:00 UTC in
 * summer (EDT). Found by asking Intl for the zone's offset at a first guess
 * and correcting once (twice around a change of offset).
 */
export function zonedTimeToUtc(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute")) - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/**
 * America/New_York as a calendar writes it (RFC 5545 VTIMEZONE; the US rules
 * in force since 2007: daylight time from the second Sunday of March to the
 * first Sunday of November), so the entry names the funeral home's zone
 * itself instead of leaving a calendar to guess from UTC.
 */
const NEW_YORK_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** 2026-12-01 at 600 minutes: "20261201T100000", a wall-clock time as iCalendar writes it. */
function wallClock(date: string, minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${date.replaceAll("-", "")}T${hh}${mm}00`;
}

/**
 * The `ics` library writes times in UTC only: the start goes back to the
 * booked wall-clock time with TZID=America/New_York, and the zone's
 * definition goes in with it. The instant is the same either way.
 */
function inBusinessZone(ics: string, date: string, minutes: number): string {
  if (BUSINESS_TIME_ZONE !== "America/New_York") return ics;
  const lines = ics.split("\r\n");
  const start = lines.findIndex((line) => line.startsWith("DTSTART:"));
  const event = lines.indexOf("BEGIN:VEVENT");
  if (start === -1 || event === -1) return ics;
  lines[start] = `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${wallClock(date, minutes)}`;
  lines.splice(event, 0, ...NEW_YORK_VTIMEZONE);
  return lines.join("\r\n");
}

/** How long the calendar entry holds the time: the consultation's usual length. */
const CONSULTATION_MINUTES = 60;

/**
 * The booking as a calendar entry (.ics). The time is the family's booked
 * slot in the funeral home's zone, written with TZID=America/New_York and
 * the zone's definition, so every calendar shows it at the right hour
 * wherever the family's phone thinks it is; the description says the
 * Eastern time in words as well.
 */
export function consultationCalendar(
  business: Business,
  booking: {
    id: number;
    appointmentDate: string;
    appointmentTime: string;
    typeLabel: string;
    /** Where the family comes to us; else the entry's place is how we meet (video, phone). */
    inPerson?: boolean;
    /** The entry's title and description in the family's language; English when absent. */
    title?: string;
    description?: string;
  },
  uidDomain: string,
): string {
  const minutes = minutesOfDay(booking.appointmentTime);
  if (minutes === null) throw new Error(`not a time of day: ${booking.appointmentTime}`);
  const start = zonedTimeToUtc(booking.appointmentDate, minutes, BUSINESS_TIME_ZONE);
  const { error, value } = createEvent({
    uid: `consultation-${booking.id}@${uidDomain}`,
    productId: "lake-worth-funeral-home/notifications",
    method: "PUBLISH",
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: CONSULTATION_MINUTES },
    title: booking.title ?? `Consultation with ${business.name}`,
    description: booking.description ?? `${booking.typeLabel}, ${booking.appointmentTime} Eastern Time (${BUSINESS_TIME_ZONE}). To change it, call ${business.phone}.`,
    location: (booking.inPerson ?? booking.typeLabel.startsWith("In-Person")) ? `${business.name}, ${fullAddress(business)}` : booking.typeLabel,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: business.name, email: business.email },
  });
  if (error || !value) throw error ?? new Error("could not make the calendar entry");
  return inBusinessZone(value, booking.appointmentDate, minutes);
}

/** What the entry says of its time, in the reader's language: "10:00 AM Eastern Time" in English. */
export interface CalendarTimeWords {
  /** A time of day, as staff typed it ("10:00 AM"). */
  at: (time: string) => string;
  /** A time in words ("After the Mass"): the entry is all-day and says the time as written. */
  inWords: (time: string) => string;
}

const ENGLISH_TIME_WORDS: CalendarTimeWords = { at: (time) => `${time} Eastern Time`, inWords: (time) => `Time: ${time}` };

/** The UID of a service's or event's entry: the same in the public .ics and in every email, whatever address served it. */
export const announcementUid = (item: Pick<CalendarItem, "kind" | "id">, uidDomain: string) => `${item.kind}-${item.id}@${uidDomain}`;

/**
 * A public service or event as a calendar entry (/services/{id}.ics,
 * /events/{id}.ics, and the one attached to a follower's email): a UID that
 * never changes for the item and a SEQUENCE that grows with each staff edit
 * (so re-adding it updates the entry rather than adding another), its time in
 * America/New_York with the zone's definition, the place (the funeral home's
 * address when staff wrote none) and the page's address. A time in words
 * ("after the Mass") makes an all-day entry rather than a guessed hour.
 */
export function announcementCalendar(
  business: Business,
  item: CalendarItem & { sequence?: number },
  pageUrl: string,
  uidDomain: string,
  timeWords: CalendarTimeWords = ENGLISH_TIME_WORDS,
): string {
  const minutes = minutesOfDay(item.time);
  const [y, m, d] = item.date.split("-").map(Number) as [number, number, number];
  const timing =
    minutes === null
      ? { start: [y, m, d] as [number, number, number], duration: { days: 1 } }
      : {
          start: zonedTimeToUtc(item.date, minutes, BUSINESS_TIME_ZONE).getTime(),
          startInputType: "utc" as const,
          startOutputType: "utc" as const,
          duration: { minutes: CALENDAR_ITEM_MINUTES },
        };
  const description = [item.description, minutes === null ? timeWords.inWords(item.time) : timeWords.at(item.time), pageUrl]
    .filter(Boolean)
    .join("\n\n");
  const { error, value } = createEvent({
    uid: announcementUid(item, uidDomain),
    sequence: item.sequence ?? 0,
    productId: "lake-worth-funeral-home/announcements",
    method: "PUBLISH",
    ...timing,
    title: item.title,
    description,
    location: item.location ?? `${business.name}, ${fullAddress(business)}`,
    url: pageUrl,
    status: "CONFIRMED",
    organizer: { name: business.name, email: business.email },
  });
  if (error || !value) throw error ?? new Error("could not make the calendar entry");
  return minutes === null ? value : inBusinessZone(value, item.date, minutes);
}
