import { toDate } from "@fh/i18n";
import { englishDateWords } from "@fh/i18n/english";

/**
 * The staff app's one date style, SPEC §5's rule for events and services
 * ("MMM dd, yyyy" then " at " and the time: "Dec 01, 2026 at 11:00 AM"),
 * used for every date a staff page shows, so no list writes "Dec 01" beside
 * another's "Dec 1". Events, services and calendar days are written by the
 * public site's own functions in English (@fh/i18n), which this style copies.
 */
export const NOT_AVAILABLE = englishDateWords().notAvailable;

/** An event or a service: "Dec 01, 2026 at 11:00 AM"; a time in words as staff wrote it. */
export function formatEventStamp(date: string | Date | null | undefined, time: string | null | undefined): string {
  return englishDateWords().eventStamp(date, time);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A calendar day (a birth, a death, an appointment, an effective date):
 * "Dec 01, 2026", or N/A. Read in UTC, since "2026-12-01" is a day and not an
 * instant: read in Lake Worth's evening clock it would become Nov 30.
 */
export function formatDay(value: string | Date | null | undefined): string {
  return englishDateWords().eventStamp(value, null);
}

/**
 * An instant something happened (received, sent, signed in, uploaded), on the
 * reader's own clock: "Nov 05, 2026 at 3:04 PM", or N/A.
 */
export function formatStamp(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return NOT_AVAILABLE;
  const hours = d.getHours();
  const time = `${hours % 12 || 12}:${pad(d.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
  return `${MONTHS[d.getMonth()]} ${pad(d.getDate())}, ${d.getFullYear()} at ${time}`;
}

/** Staff-only labels and sizes. */

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return NOT_AVAILABLE;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'grand_opening' / 'pre-planning' -> 'Grand Opening' / 'Pre Planning'. */
export function labelOf(value: string | null | undefined): string {
  if (!value) return "";
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}
