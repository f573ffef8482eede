/** Display rules of SPEC §5: dates in UTC, US style; anything empty or invalid shows N/A. */

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const stamp = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** 'MMM dd, yyyy', e.g. 'Mar 05, 2025'. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? shortDate.format(d) : "N/A";
}

/** 'March 5, 2025', as the public obituary page shows dates. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? longDate.format(d) : "N/A";
}

/** 'MMM dd, yyyy at 2:00 PM' for events and services. */
export function formatDateAtTime(date: string | null | undefined, time: string | null | undefined): string {
  const day = formatShortDate(date);
  return time ? `${day} at ${time}` : day;
}

/** When something was received, in the reader's own time zone. */
export function formatStamp(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? stamp.format(d) : "N/A";
}

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "N/A";
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

/** '6:30 PM' -> '18:30' for a time input; '' when it cannot be read. */
export function toTimeInput(value: string | null | undefined): string {
  if (!value) return "";
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(value);
  if (!m) return "";
  let h = Number(m[1]);
  const min = m[2]!;
  const ampm = m[3]?.toUpperCase();
  if (ampm === "PM" && h < 12) h += 12;
  if (ampm === "AM" && h === 12) h = 0;
  if (h > 23) return "";
  return `${String(h).padStart(2, "0")}:${min}`;
}

/** '18:30' -> '6:30 PM', the form times are stored and shown in. */
export function fromTimeInput(value: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m) return value;
  const h = Number(m[1]);
  const suffix = h >= 12 ? "PM" : "AM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m[2]} ${suffix}`;
}
