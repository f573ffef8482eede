import type { PublicCacheInvalidator } from "@fh/api";
import type { ResponseCache } from "./response-cache";

/** Tells the other instances what to drop (Redis pub/sub: ../shared/invalidation-bus.ts). */
export interface InvalidationBus {
  /** Resolves once the message is with the broker. */
  publish(message: InvalidationMessage): Promise<void>;
}

export type InvalidationMessage = { tags: string[] } | { all: true };

/**
 * What the API's writes call (ApiDeps.publicCache): this instance's entries
 * go at once, then the others are told, both before the write answers.
 */
export function createCacheInvalidator(cache: ResponseCache, bus?: InvalidationBus): PublicCacheInvalidator {
  return {
    async invalidate(tags) {
      cache.invalidate(tags);
      await bus?.publish({ tags: [...tags] });
    },
    async invalidateAll() {
      cache.clear();
      await bus?.publish({ all: true });
    },
  };
}

/** Applies a message from another instance to this one's cache. */
export function applyInvalidation(cache: ResponseCache, message: InvalidationMessage): void {
  if ("all" in message) cache.clear();
  else cache.invalidate(message.tags);
}
