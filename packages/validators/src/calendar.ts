import { minutesOfDay } from "./clock";
import { BUSINESS_TIME_ZONE } from "./constants";

/** A public service or event as a calendar sees it. */
export interface CalendarItem {
  kind: "service" | "event";
  id: number;
  title: string;
  date: string;
  time: string;
  location: string | null;
  description: string | null;
}

/** How long a calendar holds a service or event with a time of day. */
export const CALENDAR_ITEM_MINUTES = 60;

/** The stable address of an item's .ics: /services/{id}.ics or /events/{id}.ics. */
export function calendarPath(item: { kind: "service" | "event"; id: number }): string {
  return `/${item.kind === "service" ? "services" : "events"}/${item.id}.ics`;
}

const pad = (n: number) => String(n).padStart(2, "0");
const compactDate = (date: string) => date.replaceAll("-", "");

function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

/**
 * "Add to Google Calendar": Google's event template link, the time written as
 * Lake Worth's wall clock with ctz=America/New_York (so it is right wherever
 * the visitor is); a time in words ("after the Mass") makes an all-day entry.
 */
export function googleCalendarUrl(item: CalendarItem, pageUrl: string): string {
  const minutes = minutesOfDay(item.time);
  let dates: string;
  if (minutes === null) {
    dates = `${compactDate(item.date)}/${nextDay(item.date)}`;
  } else {
    const end = Math.min(minutes + CALENDAR_ITEM_MINUTES, 24 * 60 - 1);
    const wall = (m: number) => `${compactDate(item.date)}T${pad(Math.floor(m / 60))}${pad(m % 60)}00`;
    dates = `${wall(minutes)}/${wall(end)}`;
  }
  const details = [item.description, pageUrl].filter(Boolean).join("\n\n");
  const params: Array<[string, string]> = [
    ["action", "TEMPLATE"],
    ["text", item.title],
    ["dates", dates],
    ["ctz", BUSINESS_TIME_ZONE],
    ["details", details],
  ];
  if (item.location) params.push(["location", item.location]);
  return `https://calendar.google.com/calendar/render?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}
