import type { Locale } from "./locale";

/**
 * Times of day as staff and families type them: "2:00 PM", "2:00pm", "14:00",
 * and the Spanish "2:00 p. m.". One reader for the server (sorting what is
 * upcoming) and both apps (the time inputs), so a time means the same
 * everywhere; and one writer per language (clockTimeIn), so a time reads the
 * same on a page, in its emails and in its printed documents.
 */
export interface ClockTime {
  hours: number; // 0-23
  minutes: number; // 0-59
}

/** The time in a text, or null when it is not one (e.g. "noon", "25:00", "13:00 PM"). */
export function parseClockTime(text: string | null | undefined): ClockTime | null {
  // "PM", "pm", "p.m." and "p. m." alike: the last is how Spanish writes it, and the site shows it so.
  const match = /^\s*(\d{1,2}):(\d{2})\s*(?:([AaPp])\.?\s?[Mm]\.?)?\s*$/.exec(text ?? "");
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3] ? `${match[3].toUpperCase()}M` : undefined;
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    if (meridiem === "PM" && hours < 12) hours += 12;
    if (meridiem === "AM" && hours === 12) hours = 0;
  } else if (hours > 23) {
    return null;
  }
  return { hours, minutes };
}

/** Minutes after midnight, or null when the text is not a time. */
export function minutesOfDay(text: string | null | undefined): number | null {
  const t = parseClockTime(text);
  return t ? t.hours * 60 + t.minutes : null;
}

/** "14:30" (what <input type="time"> takes), or "" when the text is not a time. */
export function toTwentyFourHour(text: string | null | undefined): string {
  const t = parseClockTime(text);
  return t ? `${String(t.hours).padStart(2, "0")}:${String(t.minutes).padStart(2, "0")}` : "";
}

/** "2:30 PM", the way times are stored and shown; the text itself when it is not a time. */
export function toTwelveHour(text: string): string {
  const t = parseClockTime(text);
  return t ? clockTimeIn(t, "en") : text;
}

/**
 * A time of day the way each language of the site writes it, the one form
 * used wherever a time shows (pages, emails, calendar entries, printed
 * documents): English "2:30 PM"; Spanish "2:30 p. m." (the Academia's
 * abbreviation, spaced, lower case); Haitian Creole on a 24-hour clock,
 * "14:30", as its guest-book stamps have always been written
 * (docs/i18n/GLOSSARY.md).
 */
export function clockTimeIn(t: ClockTime, locale: Locale): string {
  const minutes = String(t.minutes).padStart(2, "0");
  if (locale === "ht") return `${String(t.hours).padStart(2, "0")}:${minutes}`;
  const h12 = t.hours % 12 === 0 ? 12 : t.hours % 12;
  const morning = t.hours < 12;
  if (locale === "es") return `${h12}:${minutes} ${morning ? "a. m." : "p. m."}`;
  return `${h12}:${minutes} ${morning ? "AM" : "PM"}`;
}

/**
 * A time staff or a family typed ("10:00 AM", "14:00"), written the page's
 * way (clockTimeIn); a time in words ("after the Mass") is shown as written,
 * trimmed.
 */
export function timeOfDayIn(text: string, locale: Locale): string {
  const t = parseClockTime(text);
  return t ? clockTimeIn(t, locale) : text.trim();
}

/**
 * From one time to another, for a group's weekly meeting, read after the
 * day ("Mondays, 6:30 – 8:00 PM"). English "6:30 – 8:00 PM", the shared half
 * of the day said once, at the end ("10:30 AM – 12:00 PM" across noon);
 * Spanish as it is said, "de 6:30 a 8:00 p. m." ("de 10:30 a. m. a 12:00
 * p. m."); Haitian Creole "18:30 – 20:00". Either end not a time: both as
 * written, between a dash.
 */
export function clockRangeIn(from: string, to: string, locale: Locale): string {
  const a = parseClockTime(from);
  const b = parseClockTime(to);
  if (!a || !b) return `${from.trim()} – ${to.trim()}`;
  const end = clockTimeIn(b, locale);
  const start =
    locale !== "ht" && a.hours < 12 === b.hours < 12
      ? `${a.hours % 12 === 0 ? 12 : a.hours % 12}:${String(a.minutes).padStart(2, "0")}`
      : clockTimeIn(a, locale);
  return locale === "es" ? `de ${start} a ${end}` : `${start} – ${end}`;
}
