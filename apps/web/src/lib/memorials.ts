import type { OBITUARY_FILTERS, OBITUARY_SORTS } from "@fh/validators/site";

/** The fields of a public obituary that the list screen reads. */
export interface MemorialSummary {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  biography: string;
  photoUrl: string | null;
  createdAt: string | Date;
}

export type MemorialSort = (typeof OBITUARY_SORTS)[number];
export type MemorialFilter = (typeof OBITUARY_FILTERS)[number];

export const sortLabels: Record<MemorialSort, string> = {
  newest: "Newest First",
  oldest: "Oldest First",
  alphabetical: "Alphabetical",
};

export const filterLabels: Record<MemorialFilter, string> = {
  all: "All Memorials",
  recent: "Recent (Last 30 Days)",
  "with-photos": "With Photos",
};

export function fullName(o: Pick<MemorialSummary, "firstName" | "lastName">): string {
  return `${o.firstName} ${o.lastName}`;
}

/** True when the list is empty because of the visitor's own search or filter. */
export function isNarrowed(search: string, filter: MemorialFilter): boolean {
  return search.trim().length > 0 || filter !== "all";
}

/** How many memorials one page of the list holds (the server caps it at 48). */
export const MEMORIALS_PAGE_SIZE = 24;
