import type { PublicCacheInvalidator } from "./invalidate";

/**
 * An invalidator that only writes down what a staff change would drop, so the
 * drop can happen once its transaction has committed (trpc.ts). The server's
 * cache never keeps a drawing that began before a drop, so dropping after the
 * commit and before the answer leaves no window for an old page to be kept.
 */
export function deferInvalidation(target: PublicCacheInvalidator | undefined): {
  invalidator: PublicCacheInvalidator | undefined;
  flush: () => Promise<void>;
} {
  if (!target) return { invalidator: undefined, flush: async () => {} };
  const tags = new Set<string>();
  let everything = false;
  return {
    invalidator: {
      invalidate: async (more) => {
        for (const tag of more) tags.add(tag);
      },
      invalidateAll: async () => {
        everything = true;
      },
    },
    flush: async () => {
      if (everything) await target.invalidateAll();
      else if (tags.size > 0) await target.invalidate([...tags]);
    },
  };
}
