import { LIVESTREAM_CLOSES_AFTER_MS } from "@fh/api";
import { services, type Database } from "@fh/db";
import { and, eq, max } from "drizzle-orm";

/** How long a page kept on disk may go without a write before it is drawn again anyway: a safety net. */
export const STORED_PAGE_MAX_AGE_MS = 24 * 60 * 60_000;

/** Past the livestream's window after a service's day, plus two days for time zones and a service late in the day. */
const SERVICES_SETTLED_MS = LIVESTREAM_CLOSES_AFTER_MS + 2 * 24 * 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/**
 * When a kept page may outlive the minute its rule gives it. A memorial's page
 * changes with the clock only through its services (a service becomes past,
 * the next one moves, a livestream link opens and closes, up to seven days
 * after): a memorial whose public services are all long over, or that has
 * none, shows the same until a write, and a write moves its generations
 * (./tag-generations.ts). Such a page is kept on disk for a day; any other
 * keeps its rule's expiry. Asked when a drawing is written, after it: a service
 * added meanwhile moved the `services` generation, and the write is dropped.
 */
export function storedPageLifetime(db: Database, now: () => number = Date.now): (tags: readonly string[]) => Promise<number | null> {
  return async (tags) => {
    const id = tags.map((tag) => /^obituary:(\d+)$/.exec(tag)?.[1]).find((found) => found !== undefined);
    if (id === undefined) return null;
    const [row] = await db
      .select({ last: max(services.serviceDate) })
      .from(services)
      .where(and(eq(services.obituaryId, Number(id)), eq(services.isPublic, true)));
    const last = row?.last ? Date.parse(`${row.last}T00:00:00Z`) + DAY_MS : null;
    return last === null || now() - last > SERVICES_SETTLED_MS ? STORED_PAGE_MAX_AGE_MS : null;
  };
}
