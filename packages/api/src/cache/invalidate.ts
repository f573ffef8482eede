/**
 * The one place that says which cached public answers a write changes.
 * Every write a visitor could see on a public page or GET calls one of the
 * functions below before it answers, so the next read (on this instance or
 * any other: the server's cache fans the tags out over Redis) is drawn
 * afresh. The server's public cache (apps/server/src/cache/) tags each entry
 * with what it shows; invalidating a tag drops every entry carrying it,
 * whatever its path (a language prefix such as /es/… included).
 *
 * New writes call these; a new cached answer declares its tags where it is
 * made (a query's `.meta({ publicCache })`, ./declare.ts; a page or route's
 * `config.publicCache` in apps/server). Calling one too many is only a miss;
 * one too few is a stale page, so when unsure, call it.
 */
import type { ApiDeps } from "../context";

/** What a cached public answer shows. */
export const cacheTags = {
  /** One obituary's page, its JSON, its guest book (and its print page). */
  obituary: (id: number) => `obituary:${id}`,
  /** Every list of obituaries: the landing page, /obituaries, GET /api/obituaries, obituaries.search. */
  obituaryLists: "obituaries",
  /** Public events: the landing page, /api/events, events.upcoming. */
  events: "events",
  /** Public funeral services: the landing page, /api/services, services.upcoming, obituary pages. */
  services: "services",
} as const;

/** Drops cached answers by tag; the server's cache, or nothing when there is none (scripts, most tests). */
export interface PublicCacheInvalidator {
  /** Resolves once this instance's entries are gone and the other instances have been told. */
  invalidate(tags: readonly string[]): Promise<void>;
  /** Drops every entry (a write too broad to name its tags, such as a privacy erasure). */
  invalidateAll(): Promise<void>;
}

type WithCache = Pick<ApiDeps, "publicCache">;

/** An obituary changed (text, photo, state, deleted): its own answers and every list it may appear in. */
export async function invalidateObituary(ctx: WithCache, id: number): Promise<void> {
  await ctx.publicCache?.invalidate([cacheTags.obituary(id), cacheTags.obituaryLists]);
}

/** Several obituaries changed at once (a photo removed from all that showed it). */
export async function invalidateObituaries(ctx: WithCache, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.publicCache?.invalidate([...ids.map(cacheTags.obituary), cacheTags.obituaryLists]);
}

/** A guest-book entry appeared, changed or went: only that obituary's answers (lists show no entries). */
export async function invalidateGuestBook(ctx: WithCache, obituaryId: number): Promise<void> {
  await ctx.publicCache?.invalidate([cacheTags.obituary(obituaryId)]);
}

/** What only one memorial's own answers show changed (its gallery, its "in lieu of flowers"): its page, JSON and print page, not the lists. */
export async function invalidateMemorialPage(ctx: WithCache, obituaryId: number): Promise<void> {
  await ctx.publicCache?.invalidate([cacheTags.obituary(obituaryId)]);
}

/** An event was added, changed or removed. */
export async function invalidateEvents(ctx: WithCache): Promise<void> {
  await ctx.publicCache?.invalidate([cacheTags.events]);
}

/** A funeral service was added, changed or removed. */
export async function invalidateServices(ctx: WithCache): Promise<void> {
  await ctx.publicCache?.invalidate([cacheTags.services]);
}

/** Anything public may have changed. */
export async function invalidateAllPublic(ctx: WithCache): Promise<void> {
  await ctx.publicCache?.invalidateAll();
}
