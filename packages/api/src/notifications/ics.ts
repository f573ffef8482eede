import { createEvent } from "ics";
import { BUSINESS_TIME_ZONE, fullAddress, minutesOfDay, type Business } from "@fh/validators";

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

/** How long the calendar entry holds the time: the consultation's usual length. */
const CONSULTATION_MINUTES = 60;

/**
 * The booking as a calendar entry (.ics). The time is the family's booked
 * slot in the funeral home's zone (BUSINESS_TIME_ZONE, America/New_York),
 * converted explicitly and written in UTC, so every calendar shows it at the
 * right hour wherever the family's phone thinks it is; the description says
 * the Eastern time in words as well.
 */
export function consultationCalendar(
  business: Business,
  booking: { id: number; appointmentDate: string; appointmentTime: string; typeLabel: string },
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
    title: `Consultation with ${business.name}`,
    description: `${booking.typeLabel}, ${booking.appointmentTime} Eastern Time (${BUSINESS_TIME_ZONE}). To change it, call ${business.phone}.`,
    location: booking.typeLabel.startsWith("In-Person") ? `${business.name}, ${fullAddress(business)}` : booking.typeLabel,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: business.name, email: business.email },
  });
  if (error || !value) throw error ?? new Error("could not make the calendar entry");
  return value;
}
