import type { PublicCacheInvalidator } from "@fh/api";
import type { FastifyBaseLogger } from "fastify";
import type { PageStore } from "./page-store";
import type { PageWarmer } from "./page-warmer";
import type { ResponseCache } from "./response-cache";
import { EVERY_PAGE, type Generations, type TagGenerations } from "./tag-generations";

/** Tells the other instances what to drop (Redis pub/sub: ../shared/invalidation-bus.ts). */
export interface InvalidationBus {
  /** Resolves once the message is with the broker. */
  publish(message: InvalidationMessage): Promise<void>;
}

/** With the page store on, a message carries the tags' new generations, so the others' pages on disk stop matching too. */
export type InvalidationMessage = { tags: string[]; generations?: Generations } | { all: true; generations?: Generations };

/**
 * What an invalidation moves besides the memory cache: the tags' generations
 * (always, so an instance with the page store never trusts a page another
 * instance's write, or a write made while it was down, made stale), and with
 * PAGE_STORE_MB the store and its warmer (./page-store.ts, ./page-warmer.ts).
 */
export interface StoredPages {
  generations: TagGenerations;
  store?: PageStore;
  warmer?: PageWarmer;
  log: FastifyBaseLogger;
}

/**
 * Moves the tags' generations: at once here (forget), then in the database,
 * after the write's commit and before it answers. If the database cannot take
 * them, a restart must not trust the pages on disk: the store drops them all.
 */
async function bump(pages: StoredPages, tags: readonly string[]): Promise<Generations | undefined> {
  pages.generations.forget(tags);
  try {
    return await pages.generations.bump(tags);
  } catch (err) {
    pages.log.error({ err }, "could not record an invalidation for the page store; its pages are dropped");
    pages.store?.dropAll();
    return undefined;
  }
}

/**
 * What the API's writes call (ApiDeps.publicCache): this instance's entries
 * go at once, the pages on disk stop matching, then the others are told, all
 * before the write answers; the pages dropped are drawn again afterwards.
 */
export function createCacheInvalidator(cache: ResponseCache, bus?: InvalidationBus, pages?: StoredPages): PublicCacheInvalidator {
  return {
    async invalidate(tags) {
      cache.invalidate(tags);
      const generations = pages ? await bump(pages, tags) : undefined;
      await bus?.publish({ tags: [...tags], ...(generations ? { generations } : {}) });
      pages?.warmer?.redraw(tags);
    },
    async invalidateAll() {
      cache.clear();
      const generations = pages ? await bump(pages, [EVERY_PAGE]) : undefined;
      await bus?.publish({ all: true, ...(generations ? { generations } : {}) });
      pages?.warmer?.redraw([EVERY_PAGE]);
    },
  };
}

/**
 * Applies a message from another instance to this one's cache and store. A
 * message without generations (the other could not record them) makes the
 * tags' pages on disk stop matching here; news that may have been missed
 * (unreadable, or a reconnection: `all`) also reads every generation again.
 */
export function applyInvalidation(cache: ResponseCache, message: InvalidationMessage, pages?: StoredPages): void {
  const tags = "all" in message ? [EVERY_PAGE] : message.tags;
  if ("all" in message) cache.clear();
  else cache.invalidate(message.tags);
  if (!pages) return;
  if (message.generations) pages.generations.apply(message.generations);
  else {
    pages.generations.forget(tags);
    if ("all" in message) void pages.generations.reload().catch((err: unknown) => pages.log.warn({ err }, "could not read the page store's generations again"));
  }
  pages.warmer?.redraw(tags);
}
