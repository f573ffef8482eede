/**
 * Record ids are PostgreSQL `serial` columns: positive 32-bit integers. This
 * file is the one place that says so; every path, page and procedure that
 * reads an id goes through it. Zod-free, so a page can parse its id without
 * loading zod (the schema is in ./record-id.ts).
 */
export const RECORD_ID_MAX = 2_147_483_647;

/**
 * An id as written in a URL ("/obituaries/42"): digits only, no leading zero,
 * within range. Anything else is null, so a caller can answer "not found" (a
 * page) or 400 naming the field (an API path) without guessing.
 */
export function parseRecordId(raw: string | undefined | null): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= RECORD_ID_MAX ? n : null;
}
