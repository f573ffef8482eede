import type { StaffPage } from "@fh/validators";
import { and, ilike, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { escapeLike } from "./obituary-search";

/** More words than this in one search are noise; the first ones decide. */
const MAX_TERMS = 8;
/** Fewer digits than this match too many numbers to mean a phone. */
const MIN_PHONE_DIGITS = 3;
const PHONE_SHAPED = /^[+\d\s().-]+$/;

export interface SearchFields {
  /** Names and emails: matched case-insensitively, any part. */
  text: AnyColumn[];
  /** Phone numbers: matched on their digits, so "561 555 0142" finds "(561) 555-0142". */
  phone: AnyColumn[];
}

function digitsOf(column: AnyColumn): SQL {
  return sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;
}

function phoneMatch(fields: SearchFields, text: string): SQL | undefined {
  if (!PHONE_SHAPED.test(text)) return undefined;
  const digits = text.replace(/\D/g, "");
  if (digits.length < MIN_PHONE_DIGITS) return undefined;
  return or(...fields.phone.map((column) => sql`${digitsOf(column)} like ${`%${digits}%`}`));
}

/**
 * What staff type in a list's search box, as SQL: every word must appear in
 * one of the fields (so "rose alvarez" and "alvarez rose" both find Rose
 * Alvarez, and "lena rose" finds the obituary Lena submitted for Rose); a
 * query shaped like a phone number also matches on digits alone. Blank
 * matches everything (undefined).
 */
export function searchCondition(q: string | null | undefined, fields: SearchFields): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const terms = text.split(/\s+/).slice(0, MAX_TERMS);
  const everyTerm = and(
    ...terms.map((term) =>
      or(
        ...fields.text.map((column) => ilike(column, `%${escapeLike(term)}%`)),
        phoneMatch(fields, term),
      ),
    ),
  );
  const wholePhone = terms.length > 1 ? phoneMatch(fields, text) : undefined;
  return wholePhone ? or(wholePhone, everyTerm) : everyTerm;
}

/** A status filter's condition: one status or several; absent is no condition. */
export function statusCondition<S extends string>(column: AnyColumn, status: S | S[] | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  return inArray(column, Array.isArray(status) ? status : [status]);
}

/**
 * Where a page starts, for `total` rows. A page past the end answers the last
 * one (staff deleted the only row of the last page), so a list never shows
 * "Page 5 of 4" or an empty page while rows remain.
 */
export function pageWindow(total: number, requested: number, limit: number) {
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(requested, pageCount);
  return { page, pageCount, limit, offset: (page - 1) * limit };
}

/** One numbered page: counts the matching rows, then reads the page's rows. */
export async function loadStaffPage<T>(
  requested: { page: number; limit: number },
  countRows: () => Promise<number>,
  readRows: (window: { limit: number; offset: number }) => Promise<T[]>,
): Promise<StaffPage<T>> {
  const total = await countRows();
  const window = pageWindow(total, requested.page, requested.limit);
  const items = await readRows(window);
  return { items, total, page: window.page, pageCount: window.pageCount, limit: window.limit };
}

/** Rows per status, every status present (0 when none). */
export function countsByStatus<S extends string>(statuses: readonly S[], rows: Array<{ status: S | null; count: number }>) {
  const out = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const row of rows) if (row.status !== null) out[row.status] += row.count;
  return out;
}
