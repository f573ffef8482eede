import type { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";

/**
 * The Redis connections of one instance (REDIS_URL): one for commands (limits,
 * the throttle, publishing) and one that only listens (a subscribed connection
 * can send nothing else). Commands wait while Redis reconnects, for a bounded
 * time, rather than fail at once.
 */
export interface SharedRedis {
  commands: Redis;
  subscriber: Redis;
  /** Prefix of every key and channel (REDIS_KEY_PREFIX): several sites, or tests, share one Redis. */
  prefix: string;
  close(): Promise<void>;
}

/** ioredis loads only on a server with REDIS_URL. */
export async function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const { Redis } = await import("ioredis");
  const options = {
    // A command waits at most this long for a connection; a limiter's memory insurance then answers.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    enableAutoPipelining: true,
  };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const [name, client] of [
    ["commands", commands],
    ["subscriber", subscriber],
  ] as const) {
    // Logged without the URL (it may hold a password); ioredis reconnects by itself.
    client.on("error", (err: Error) => log.warn({ redis: name, code: (err as { code?: string }).code ?? err.name }, "redis connection error"));
  }
  return {
    commands,
    subscriber,
    prefix,
    close: async () => {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
