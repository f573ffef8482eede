import { z } from "zod";
import { optionalText } from "../fields";

/**
 * The staff lists' pages (obituaries, consultations, contact messages). Staff
 * lists hold hundreds of rows, not millions, so pages are numbered (offset):
 * "Page 3 of 7" is what a director can say to a colleague.
 */
export const STAFF_PAGE_SIZE = 20;
export const STAFF_PAGE_SIZE_MAX = 100;
/** Far past any real list; keeps the offset a sane number. */
const STAFF_PAGE_MAX = 100_000;
export const STAFF_SEARCH_MAX = 100;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

/**
 * What every staff list search takes: `q` (a name, an email or a phone
 * number, any part of it; blank means everything), the page (from 1) and its
 * size.
 */
export const staffListInput = {
  q: optionalText(STAFF_SEARCH_MAX, { label: "Search" }),
  page: wholeNumber("page", 1, STAFF_PAGE_MAX).default(1),
  limit: wholeNumber("limit", 1, STAFF_PAGE_SIZE_MAX).default(STAFF_PAGE_SIZE),
};

/** A list's status filter: one status or several (the dashboard's "declined and unlisted"); absent means all. */
export function statusFilter<const T extends readonly [string, ...string[]]>(statuses: T) {
  const one = z.enum(statuses, { error: `status must be one of ${statuses.join(", ")}` });
  return z
    .union([one, z.array(one).min(1, { error: "status must name at least one status" }).max(statuses.length)], {
      error: `status must be one of ${statuses.join(", ")}`,
    })
    .optional();
}

/** One page of a staff list, and where it sits in the whole. */
export interface StaffPage<T> {
  items: T[];
  /** Rows matching the search and status, over all pages. */
  total: number;
  /** The page answered: the one asked for, or the last one when fewer remain (a row was deleted). */
  page: number;
  pageCount: number;
  limit: number;
}
