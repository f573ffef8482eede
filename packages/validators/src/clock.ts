/**
 * Times of day as staff and families type them: "2:00 PM", "2:00pm", "14:00".
 * One reader for the server (sorting what is upcoming) and both apps (the
 * time inputs), so a time means the same everywhere.
 */
export interface ClockTime {
  hours: number; // 0-23
  minutes: number; // 0-59
}

/** The time in a text, or null when it is not one (e.g. "noon", "25:00", "13:00 PM"). */
export function parseClockTime(text: string | null | undefined): ClockTime | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(text ?? "");
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
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
  if (!t) return text;
  const h12 = t.hours % 12 === 0 ? 12 : t.hours % 12;
  return `${h12}:${String(t.minutes).padStart(2, "0")} ${t.hours < 12 ? "AM" : "PM"}`;
}
