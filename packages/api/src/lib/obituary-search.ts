import { obituaries } from "@fh/db";
import {
  hasNoNul,
  isCalendarDate,
  OBITUARY_FILTERS,
  OBITUARY_SORTS,
  optionalText,
  RECENT_DEATH_DAYS,
  RECORD_ID_MAX,
  todayIn,
} from "@fh/validators";
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Context } from "../context";
import { hasPublicPhoto, publicObituaryColumns } from "./obituary-columns";

export const SEARCH_PAGE_MAX = 48;
export const SEARCH_PAGE_DEFAULT = 24;

type Sort = (typeof OBITUARY_SORTS)[number];

/**
 * Where the previous page ended, as the sort sees it. createdAt travels as
 * PostgreSQL's own text of the timestamp: a JS Date keeps milliseconds only,
 * and rounding away the microseconds would skip or repeat rows at page edges.
 */
type CursorPosition = (
  | { sort: "newest" | "oldest"; createdAt: string; id: number }
  | { sort: "alphabetical"; lastName: string; firstName: string; id: number }
) & {
  /**
   * The first page's count, carried along: later pages skip the count query
   * (the costliest part of a page) and the total a visitor sees stays put.
   */
  total: number;
};

// What PostgreSQL prints for a timestamptz with DateStyle ISO ("2025-01-24 13:05:09.123456+00").
const TIMESTAMP_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;

/**
 * True when the text is shaped like PostgreSQL's and is also a moment it
 * accepts: a real calendar date (not year 0000), a real time of day, and an
 * offset within ±15:59:59. The cursor goes back into SQL as it is, so a
 * "2025-13-45 99:99:99+99" must be an invalid cursor (400), not a failed query.
 */
export function isTimestampText(text: string): boolean {
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m) return false;
  const [, date = "", hours, minutes, seconds, offsetHours, offsetMinutes = "0", offsetSeconds = "0"] = m;
  return (
    isCalendarDate(date) &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59 &&
    Number(offsetHours) <= 15 &&
    Number(offsetMinutes) <= 59 &&
    Number(offsetSeconds) <= 59
  );
}

function encodeCursor(position: CursorPosition): string {
  const values =
    position.sort === "alphabetical"
      ? [position.lastName, position.firstName, position.id]
      : [position.createdAt, position.id];
  return Buffer.from(JSON.stringify([position.sort, ...values, position.total]), "utf8").toString("base64url");
}

function decodeCursor(cursor: string): CursorPosition | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const [sort, a, b, c, d] = parsed as unknown[];
  // An id beyond the serial column's range would fail in SQL: the same bound as every other id.
  const validId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= RECORD_ID_MAX;
  const validTotal = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
  if ((sort === "newest" || sort === "oldest") && parsed.length === 4) {
    if (typeof a === "string" && isTimestampText(a) && validId(b) && validTotal(c)) {
      return { sort, createdAt: a, id: b, total: c };
    }
  }
  if (sort === "alphabetical" && parsed.length === 5) {
    // Names go back to PostgreSQL as they are, so NUL (which it refuses) makes the cursor invalid.
    const name = (v: unknown): v is string => typeof v === "string" && v.length <= 1000 && hasNoNul(v);
    if (name(a) && name(b) && validId(c) && validTotal(d)) return { sort, lastName: a, firstName: b, id: c, total: d };
  }
  return null;
}

export const obituarySearchInput = z
  .strictObject({
    search: optionalText(100),
    sort: z.enum(OBITUARY_SORTS).default("newest"),
    filter: z.enum(OBITUARY_FILTERS).default("all"),
    cursor: z.string().max(4096).nullish(),
    limit: z.number().int().min(1).max(SEARCH_PAGE_MAX).default(SEARCH_PAGE_DEFAULT),
    // tRPC's useInfiniteQuery adds it to every page's input (the list only goes forward); any other key is refused.
    direction: z.enum(["forward", "backward"]).optional(),
  })
  .transform((input, ctx) => {
    let position: CursorPosition | null = null;
    if (input.cursor) {
      position = decodeCursor(input.cursor);
      if (!position || position.sort !== input.sort) {
        ctx.addIssue({ code: "custom", path: ["cursor"], message: "Invalid cursor" });
        return z.NEVER;
      }
    }
    return { ...input, position };
  });

/** Backslash-escapes LIKE's wildcards so a visitor's "%" or "_" matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** yyyy-MM-dd, days before the given calendar date. */
function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

const lowerLast = sql`lower(${obituaries.lastName})`;
const lowerFirst = sql`lower(${obituaries.firstName})`;
// The same expression as the trigram index obituaries_full_name_trgm_idx, so the planner can use it.
const lowerFullName = sql`lower(${obituaries.firstName} || ' ' || ${obituaries.lastName})`;

function orderFor(sort: Sort): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(obituaries.createdAt), desc(obituaries.id)];
    case "oldest":
      return [asc(obituaries.createdAt), asc(obituaries.id)];
    case "alphabetical":
      return [asc(lowerLast), asc(lowerFirst), asc(obituaries.id)];
  }
}

/** Rows strictly after the cursor in the sort's order (a row comparison the btree indexes serve). */
function afterCursor(position: CursorPosition): SQL {
  switch (position.sort) {
    case "newest":
      return sql`(${obituaries.createdAt}, ${obituaries.id}) < (${position.createdAt}::timestamptz, ${position.id})`;
    case "oldest":
      return sql`(${obituaries.createdAt}, ${obituaries.id}) > (${position.createdAt}::timestamptz, ${position.id})`;
    case "alphabetical":
      return sql`(${lowerLast}, ${lowerFirst}, ${obituaries.id}) > (lower(${position.lastName}), lower(${position.firstName}), ${position.id})`;
  }
}

/**
 * The Memorial Tributes list at archive size: live obituaries only, searched by
 * full name, sorted and filtered on the server, one page at a time. Pages are
 * keyset pages (each starts strictly after the last row of the one before), so
 * walking them shows every obituary exactly once whatever the sort, and a page
 * deep in the archive costs what the first one does.
 */
export async function searchObituaries(ctx: Pick<Context, "db" | "now">, input: z.output<typeof obituarySearchInput>) {
  const conditions: SQL[] = [eq(obituaries.status, "live")];
  if (input.search) {
    conditions.push(sql`${lowerFullName} like lower(${`%${escapeLike(input.search)}%`})`);
  }
  if (input.filter === "recent") {
    const today = todayIn(undefined, ctx.now());
    conditions.push(gte(obituaries.dateOfDeath, daysBefore(today, RECENT_DEATH_DAYS)));
    conditions.push(lte(obituaries.dateOfDeath, today));
  } else if (input.filter === "with-photos") {
    // The photo as the cards show it: a deleted upload is no photo (see publicPhotoUrl).
    conditions.push(hasPublicPhoto);
  }
  const where = and(...conditions);
  const pageWhere = input.position ? and(where, afterCursor(input.position)) : where;

  const [rows, total] = await Promise.all([
    ctx.db
      .select({ ...publicObituaryColumns, createdAtText: sql<string>`${obituaries.createdAt}::text` })
      .from(obituaries)
      .where(pageWhere)
      .orderBy(...orderFor(input.sort))
      .limit(input.limit + 1),
    input.position
      ? input.position.total
      : ctx.db
          .select({ total: count() })
          .from(obituaries)
          .where(where)
          .then((r) => r[0]?.total ?? 0),
  ]);

  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > input.limit && last
      ? encodeCursor(
          input.sort === "alphabetical"
            ? { sort: "alphabetical", lastName: last.lastName, firstName: last.firstName, id: last.id, total }
            : { sort: input.sort, createdAt: last.createdAtText, id: last.id, total },
        )
      : null;

  return {
    items: page.map(({ createdAtText: _createdAtText, ...item }) => item),
    nextCursor,
    total,
  };
}
