import { cacheTags } from "@fh/api";
import { matchPage, parseRecordId } from "@fh/validators";

/** How one cacheable request is kept: the tags of what it shows, and how long at most. */
export interface CacheRule {
  tags: string[];
  maxAgeMs: number;
  /** Statuses kept besides 200 (an obituary page's 404, so scrapers of made-up ids cost one drawing each). */
  alsoKeep?: number[];
  kind: "page" | "api";
}

/** Nothing is kept longer than this without a write: a safety net, never what makes pages correct. */
const MAX_AGE_MS = 10 * 60_000;
/** "Upcoming" and "today" move at midnight; answers that show them are drawn again each minute. */
const DATED_MAX_AGE_MS = 60_000;

/** The landing page shows recent obituaries, upcoming events and services. */
const landingTags = [cacheTags.obituaryLists, cacheTags.events, cacheTags.services];

/**
 * A path's language prefix (/es/…, /ht/…, any two letters), taken off before
 * the page is matched: every language's copy of a page carries the same tags,
 * so one invalidation drops them all. Keys stay the full path.
 */
const LANGUAGE_PREFIX = /^\/[a-z]{2}(?=\/|$)/;

/** The tags of a drawn public page, or null when it is not cached (forms, static pages with nothing to invalidate). */
export function pageRule(pathname: string): CacheRule | null {
  const bare = pathname.replace(LANGUAGE_PREFIX, "") || "/";
  // An obituary's own addresses (its page and its print page).
  const own = /^\/obituaries\/([^/]+)(?:\/print)?\/?$/.exec(bare);
  if (own) {
    const id = parseRecordId(own[1]);
    if (id === null || matchPage(`/obituaries/${own[1]}`).key !== "obituary") return null;
    // Services may be linked to an obituary: a service change drops its pages too.
    return { tags: [cacheTags.obituary(id), cacheTags.services], maxAgeMs: DATED_MAX_AGE_MS, alsoKeep: [404], kind: "page" };
  }
  const { key } = matchPage(bare);
  if (key === "home") return { tags: landingTags, maxAgeMs: DATED_MAX_AGE_MS, kind: "page" };
  if (key === "obituaries") return { tags: [cacheTags.obituaryLists], maxAgeMs: MAX_AGE_MS, kind: "page" };
  return null;
}

/** REST reads (SPEC §7) that are the same for everyone. */
export function restRule(pathname: string): CacheRule | null {
  if (pathname === "/api/obituaries") return { tags: [cacheTags.obituaryLists], maxAgeMs: MAX_AGE_MS, kind: "api" };
  const one = /^\/api\/obituaries\/([^/]+)(\/guestbook)?$/.exec(pathname);
  if (one) {
    const id = parseRecordId(one[1]);
    return id === null ? null : { tags: [cacheTags.obituary(id)], maxAgeMs: MAX_AGE_MS, kind: "api" };
  }
  if (pathname === "/api/events") return { tags: [cacheTags.events], maxAgeMs: DATED_MAX_AGE_MS, kind: "api" };
  if (pathname === "/api/services") return { tags: [cacheTags.services], maxAgeMs: DATED_MAX_AGE_MS, kind: "api" };
  return null;
}

/** The input a tRPC GET carries for its i-th call (superjson's `{ json }` envelope). */
function inputOf(all: unknown, index: number, batched: boolean): unknown {
  const raw = batched ? (all as Record<string, unknown> | null)?.[String(index)] : all;
  return raw && typeof raw === "object" && "json" in raw ? (raw as { json: unknown }).json : raw;
}

/**
 * tRPC queries (GET /trpc/a,b?batch=1&input=…) the public site makes, each the
 * same for every visitor. A batch is kept only when every call in it is one of
 * these; its tags are theirs together.
 */
export function trpcRule(pathname: string, search: URLSearchParams): CacheRule | null {
  const procedures = decodeURIComponent(pathname.slice("/trpc/".length)).split(",");
  const batched = search.get("batch") === "1";
  let input: unknown = undefined;
  const raw = search.get("input");
  if (raw !== null) {
    try {
      input = JSON.parse(raw);
    } catch {
      return null; // tRPC answers the 400
    }
  }
  const tags = new Set<string>();
  let maxAgeMs = MAX_AGE_MS;
  for (const [index, procedure] of procedures.entries()) {
    const args = inputOf(input, index, batched) as Record<string, unknown> | undefined;
    const id = typeof args?.id === "number" ? args.id : typeof args?.obituaryId === "number" ? args.obituaryId : null;
    switch (procedure) {
      case "obituaries.byId":
      case "guestBook.list":
        if (id === null) return null;
        tags.add(cacheTags.obituary(id));
        break;
      case "obituaries.search":
        // Every page of each search, sort and filter. Later pages go by a cursor that is
        // the same for everyone (the last row's sort key), so a page deep in the archive
        // costs the database once per change of the lists, however many scrapers walk it;
        // the cache's byte bound (LRU) keeps the many pages read once from crowding it.
        tags.add(cacheTags.obituaryLists);
        break;
      case "obituaries.list":
        tags.add(cacheTags.obituaryLists);
        break;
      case "events.upcoming":
        tags.add(cacheTags.events);
        maxAgeMs = DATED_MAX_AGE_MS;
        break;
      case "services.upcoming":
        tags.add(cacheTags.services);
        maxAgeMs = DATED_MAX_AGE_MS;
        break;
      default:
        return null;
    }
  }
  return { tags: [...tags], maxAgeMs, kind: "api" };
}

/** The rule for a request, or null when its answer is not kept. */
export function ruleFor(method: string, url: string): CacheRule | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.startsWith("/trpc/")) return trpcRule(pathname, new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt + 1)));
  if (pathname.startsWith("/api/")) return restRule(pathname);
  // Staff requests never reach here (cache/plugin.ts asks isStaffRequest first), and no staff address is a public page.
  if (pathname.startsWith("/uploads/") || pathname.startsWith("/healthz")) return null;
  if (/\.[a-z0-9]+$/i.test(pathname)) return null; // files: @fastify/static answers those with their own validators
  return pageRule(pathname);
}
