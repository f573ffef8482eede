import type { RouterOutputs } from "@fh/api";
import { toDate } from "@fh/client/format";
import { RECENT_DEATH_DAYS, type OBITUARY_FILTERS, type OBITUARY_SORTS } from "@fh/validators/site";

/** One public obituary as the list screen gets it (obituaries.search). */
export type MemorialSummary = RouterOutputs["obituaries"]["search"]["items"][number];

export type MemorialSort = (typeof OBITUARY_SORTS)[number];
export type MemorialFilter = (typeof OBITUARY_FILTERS)[number];

/** Each sort's and filter's label: a message of the obituaries namespace. */
export const sortLabels = {
  newest: "sort.newest",
  oldest: "sort.oldest",
  alphabetical: "sort.alphabetical",
} as const satisfies Record<MemorialSort, string>;

export const filterLabels = {
  all: "filter.all",
  recent: "filter.recent",
  "with-photos": "filter.withPhotos",
} as const satisfies Record<MemorialFilter, string>;

export function fullName(o: Pick<MemorialSummary, "firstName" | "lastName">): string {
  return `${o.firstName} ${o.lastName}`;
}

/** Case-insensitive match of the query on "first last"; an empty query matches everything. */
export function matchesSearch(o: Pick<MemorialSummary, "firstName" | "lastName">, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fullName(o).toLowerCase().includes(q);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Died within the last 30 days (SPEC §9), counted from `now`. */
export function isRecent(o: Pick<MemorialSummary, "dateOfDeath">, now: Date = new Date()): boolean {
  const death = toDate(o.dateOfDeath);
  if (!death) return false;
  const age = now.getTime() - death.getTime();
  return age >= -DAY_MS && age <= RECENT_DEATH_DAYS * DAY_MS;
}

export function hasPhoto(o: Pick<MemorialSummary, "photoUrl">): boolean {
  return typeof o.photoUrl === "string" && o.photoUrl.trim().length > 0;
}

function createdTime(o: Pick<MemorialSummary, "createdAt">): number {
  return toDate(o.createdAt)?.getTime() ?? 0;
}

// Built on first sort by name, not when a page that shows a card loads.
let collator: Intl.Collator | undefined;
const byName = () => (collator ??= new Intl.Collator("en-US", { sensitivity: "base" }));

/**
 * Search, filter and sort already-loaded memorials in the browser. The server
 * (obituaries.search) has the last word; this only lets the list answer a
 * keystroke or a sort change at once while the server's answer is on its way.
 */
export function arrangeMemorials<T extends MemorialSummary>(
  list: readonly T[],
  options: { search: string; sort: MemorialSort; filter: MemorialFilter; now?: Date },
): T[] {
  const now = options.now ?? new Date();
  const kept = list.filter((o) => {
    if (!matchesSearch(o, options.search)) return false;
    if (options.filter === "recent") return isRecent(o, now);
    if (options.filter === "with-photos") return hasPhoto(o);
    return true;
  });
  const sorted = [...kept];
  switch (options.sort) {
    case "oldest":
      sorted.sort((a, b) => createdTime(a) - createdTime(b) || a.id - b.id);
      break;
    case "alphabetical":
      sorted.sort((a, b) => byName().compare(a.lastName, b.lastName) || byName().compare(a.firstName, b.firstName) || a.id - b.id);
      break;
    default:
      sorted.sort((a, b) => createdTime(b) - createdTime(a) || b.id - a.id);
  }
  return sorted;
}

/** True when the list is empty because of the visitor's own search or filter. */
export function isNarrowed(search: string, filter: MemorialFilter): boolean {
  return search.trim().length > 0 || filter !== "all";
}

/** How many memorials one page of the list holds (the server caps it at 48). */
export const MEMORIALS_PAGE_SIZE = 24;
