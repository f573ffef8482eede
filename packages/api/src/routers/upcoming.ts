/** Minutes after midnight of "2:00 PM" or "14:00"; unknown times sort last. */
export function minutesOfDay(time: string): number {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(time);
  if (!match) return 24 * 60;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
  if (meridiem === "PM" && hours < 12) hours += 12;
  if (meridiem === "AM" && hours === 12) hours = 0;
  return hours * 60 + minutes;
}

/** Soonest first: by date, then by the time of day. */
export function bySoonest<T>(date: (item: T) => string, time: (item: T) => string) {
  return (a: T, b: T): number => {
    const byDate = date(a).localeCompare(date(b));
    return byDate !== 0 ? byDate : minutesOfDay(time(a)) - minutesOfDay(time(b));
  };
}

/** The public lists are short; a bound keeps a busy calendar from becoming a huge answer. */
export const UPCOMING_LIMIT = 100;
