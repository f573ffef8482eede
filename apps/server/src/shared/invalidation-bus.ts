import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { InvalidationBus, InvalidationMessage } from "../cache/invalidator";
import type { SharedRedis } from "./redis";

interface Envelope {
  from: string;
  message: InvalidationMessage;
}

/**
 * Cache invalidation for every instance, over Redis pub/sub: a write drops
 * its entries here at once and publishes the tags; every other instance
 * drops them when the message arrives (well under a millisecond on one
 * network). Pub/sub keeps nothing for a listener that was away, so after
 * any reconnection an instance drops its whole cache: it may have missed news.
 */
export async function createInvalidationBus(
  redis: SharedRedis,
  apply: (message: InvalidationMessage) => void,
  log: FastifyBaseLogger,
): Promise<InvalidationBus> {
  const channel = `${redis.prefix}:cache-invalidate`;
  const self = randomUUID();
  let connectedOnce = redis.subscriber.status === "ready";

  redis.subscriber.on("message", (from: string, raw: string) => {
    if (from !== channel) return;
    try {
      const envelope = JSON.parse(raw) as Envelope;
      if (envelope.from !== self) apply(envelope.message);
    } catch {
      apply({ all: true }); // unreadable news: assume the worst
    }
  });
  redis.subscriber.on("ready", () => {
    if (connectedOnce) {
      log.warn("redis reconnected: the public cache is dropped, it may have missed invalidations");
      apply({ all: true });
    }
    connectedOnce = true;
  });
  await redis.subscriber.subscribe(channel);

  return {
    async publish(message) {
      const envelope: Envelope = { from: self, message };
      try {
        await redis.commands.publish(channel, JSON.stringify(envelope));
      } catch (err) {
        // The write itself succeeded; the other instances' entries expire by their own bound (cache/cacheable.ts).
        log.error({ code: (err as { code?: string }).code }, "could not publish a cache invalidation");
      }
    },
  };
}
