import { appRouter, cacheTags, DATED_CACHE_MAX_AGE_MS, PUBLIC_CACHE_MAX_AGE_MS, type PublicCacheDeclaration, type PublicCacheRule } from "@fh/api";
import { matchPage, obituaryPath, obituaryPrintPath, parseRecordId, type PageKey } from "@fh/validators";
import { stripLocale } from "@fh/validators/locale";
import type { FastifyRequest } from "fastify";
import { trpcProcedures } from "../staff-requests";

/**
 * What the public cache may keep is declared where each answer is made, never
 * in a list of addresses: a query's `.meta({ publicCache })` (@fh/api
 * cache/declare.ts), and a Fastify route's `config.publicCache` (a RouteCache
 * from this module). The cache (./plugin.ts) asks the route the request was
 * routed to; a route that declares nothing is never kept.
 */

/** How one cacheable request is kept: the tags of what it shows, how long at most, and whether it is a page or an API answer. */
export interface CacheRule extends PublicCacheRule {
  kind: "page" | "api";
}

/** A route's declaration: the rule for one request (GET or HEAD) routed to it, or null when its answer is not kept. */
export type RouteCache = (req: FastifyRequest) => CacheRule | null;

declare module "fastify" {
  interface FastifyContextConfig {
    /** What this route's answers may be kept for by the public cache (./cacheable.ts). */
    publicCache?: RouteCache;
  }
}

/** A procedure's own declaration (its `.meta({ publicCache })`), by its dotted path; undefined when it declares none. */
function declarationOf(path: string): PublicCacheDeclaration | undefined {
  const procedures = appRouter._def.procedures as Record<string, { _def?: { meta?: { publicCache?: PublicCacheDeclaration } } } | undefined>;
  return Object.hasOwn(procedures, path) ? procedures[path]?._def?.meta?.publicCache : undefined;
}

/** The rule of one call: what its procedure declares for its input. */
export function procedureRule(path: string, input: unknown): CacheRule | null {
  const rule = declarationOf(path)?.(input);
  return rule ? { ...rule, kind: "api" } : null;
}

/** A REST route that calls one procedure is kept as that procedure is, for the input the route gives it. */
export function sameAsProcedure(path: string, inputOf: (params: Record<string, string | undefined>) => unknown = () => undefined): RouteCache {
  return (req) => procedureRule(path, inputOf(req.params as Record<string, string | undefined>));
}

/** The id in a route's `:id`, as the procedure's input takes it: a record id, or null (then nothing is kept). */
export const idParam = (params: Record<string, string | undefined>) => parseRecordId(params.id ?? "");

/** The input a tRPC GET carries for its i-th call (superjson's `{ json }` envelope). */
function inputOf(all: unknown, index: number, batched: boolean): unknown {
  const raw = batched ? (all as Record<string, unknown> | null)?.[String(index)] : all;
  return raw && typeof raw === "object" && "json" in raw ? (raw as { json: unknown }).json : raw;
}

/**
 * The tRPC route (GET /trpc/a,b?batch=1&input=…): a batch is kept only when
 * every call in it declares a rule for its input; its tags are theirs
 * together, and it is kept as long as the shortest allows.
 */
export const trpcCache: RouteCache = (req) => {
  const procedures = trpcProcedures(req);
  const query = req.query as Record<string, unknown>;
  const batched = query.batch === "1";
  let input: unknown = undefined;
  if (query.input !== undefined) {
    if (typeof query.input !== "string") return null;
    try {
      input = JSON.parse(query.input);
    } catch {
      return null; // tRPC answers the 400
    }
  }
  const tags = new Set<string>();
  let maxAgeMs = PUBLIC_CACHE_MAX_AGE_MS;
  for (const [index, procedure] of procedures.entries()) {
    const rule = procedureRule(procedure, inputOf(input, index, batched));
    if (!rule) return null;
    for (const tag of rule.tags) tags.add(tag);
    maxAgeMs = Math.min(maxAgeMs, rule.maxAgeMs);
  }
  return procedures.length > 0 ? { tags: [...tags], maxAgeMs, kind: "api" } : null;
};

/** An obituary's own pages (its page and its print page): services may be linked to it, so a service change drops them too. */
function obituaryPageRule(id: number | null): CacheRule | null {
  return id === null ? null : { tags: [cacheTags.obituary(id), cacheTags.services], maxAgeMs: DATED_CACHE_MAX_AGE_MS, alsoKeep: [404], kind: "page" };
}

/**
 * The public pages that are kept, by the page table's key (@fh/validators
 * routes.ts), and what each shows; every other page (forms, pages with
 * nothing to invalidate) is drawn each time. The landing page shows recent
 * obituaries, upcoming events and services.
 */
const keptPages: { [K in PageKey]?: (id: number | null) => CacheRule | null } = {
  home: () => ({ tags: [cacheTags.obituaryLists, cacheTags.events, cacheTags.services], maxAgeMs: DATED_CACHE_MAX_AGE_MS, kind: "page" }),
  obituaries: () => ({ tags: [cacheTags.obituaryLists], maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS, kind: "page" }),
  obituary: obituaryPageRule,
};

/** What an obituary's print page adds to its page's address ("/print"). */
const PRINT_SUFFIX = obituaryPrintPath(0).slice(obituaryPath(0).length);

/**
 * The rule of a drawn public page by its path. A language's copy (/es/…)
 * carries the same tags as the English one, and an obituary's print page
 * those of its page, so one invalidation drops them all; keys stay the full path.
 */
export function pageRule(pathname: string): CacheRule | null {
  const bare = stripLocale(pathname);
  if (bare.endsWith(PRINT_SUFFIX)) {
    const { key, id } = matchPage(bare.slice(0, -PRINT_SUFFIX.length));
    return key === "obituary" ? obituaryPageRule(id) : null;
  }
  const { key, id } = matchPage(bare);
  return keptPages[key]?.(id) ?? null;
}

/**
 * The REST answers a memorial page's readers also ask for, by path: its JSON
 * and its guest book, each kept as its procedure declares (rest/public-routes.ts
 * routes them to the same procedures). The page warmer draws them ahead with
 * the memorial's pages.
 */
export function memorialApiRule(pathname: string): CacheRule | null {
  const match = /^\/api\/obituaries\/([^/]+)(\/guestbook)?$/.exec(pathname);
  if (!match) return null;
  const id = parseRecordId(match[1]!);
  if (id === null) return null;
  return match[2] ? procedureRule("guestBook.list", { obituaryId: id }) : procedureRule("obituaries.byId", { id });
}

/** Whether an answer shows one memorial and nothing else (its page's JSON, its guest book): the page store keeps those with the pages. */
export function showsOneMemorial(rule: { tags: readonly string[] }): boolean {
  return rule.tags.length === 1 && /^obituary:\d+$/.test(rule.tags[0]!);
}

/** The public pages' routes (web/static.ts, web/obituary-print.ts): each page by its path. */
export const pageCache: RouteCache = (req) => pageRule(req.url.split("?")[0] ?? "/");
