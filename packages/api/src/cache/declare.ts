import { cacheTags } from "./invalidate";

/** Nothing is kept longer than this without a write: a safety net, never what makes pages correct. */
export const PUBLIC_CACHE_MAX_AGE_MS = 10 * 60_000;
/** "Upcoming" and "today" move at midnight; answers that show them are drawn again each minute. */
export const DATED_CACHE_MAX_AGE_MS = 60_000;

/** How one public answer may be kept: the tags of what it shows (cacheTags), and how long at most. */
export interface PublicCacheRule {
  tags: string[];
  maxAgeMs: number;
  /** Statuses kept besides 200 (an obituary page's 404, so scrapers of made-up ids cost one drawing each). */
  alsoKeep?: number[];
}

/**
 * What a query's answer may be kept for, declared on the procedure itself
 * (`.meta({ publicCache })`): the rule for one call's input as sent (not yet
 * checked), or null when that call's answer is not kept. Only a query whose
 * answer is the same for every visitor declares one; the server's public
 * cache keeps nothing else, and a REST route that calls the procedure reads
 * the same declaration (apps/server/src/cache/cacheable.ts).
 */
export type PublicCacheDeclaration = (input: unknown) => PublicCacheRule | null;

/** What a procedure may declare about itself (initTRPC's meta). */
export interface ProcedureMeta {
  publicCache?: PublicCacheDeclaration;
  /**
   * An answer that costs the database and the CPU the most when not kept (the
   * full list, the search): load shedding bounds how many are drawn at once,
   * and one tRPC request may carry at most one (apps/server/src/plugins/trpc-batch-limit.ts).
   */
  expensive?: true;
}

/** An answer that shows these lists, the same whatever the input; `dated` when it shows what is upcoming. */
export function showsLists(tags: readonly string[], { dated = false } = {}): PublicCacheDeclaration {
  return () => ({ tags: [...tags], maxAgeMs: dated ? DATED_CACHE_MAX_AGE_MS : PUBLIC_CACHE_MAX_AGE_MS });
}

/** An answer that shows one obituary, named by this field of the input; not kept when it is not a number. */
export function showsObituary(field: string): PublicCacheDeclaration {
  return (input) => {
    const id = input && typeof input === "object" ? (input as Record<string, unknown>)[field] : undefined;
    return typeof id === "number" ? { tags: [cacheTags.obituary(id)], maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS } : null;
  };
}
