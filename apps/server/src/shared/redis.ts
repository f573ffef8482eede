import type { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";

/**
 * The Redis connections of one instance (REDIS_URL): one for commands (limits,
 * the throttle, publishing) and one that only listens (a subscribed connection
 * can send nothing else). While Redis is away a command fails at once (no
 * queue while disconnected, and a short timeout for one that hangs), so each
 * caller falls back to this instance's own count at once instead of making a
 * family's form wait for Redis to come back.
 */
export interface SharedRedis {
  commands: Redis;
  subscriber: Redis;
  /** Prefix of every key and channel (REDIS_KEY_PREFIX): several sites, or tests, share one Redis. */
  prefix: string;
  /** Whether the command connection is up right now (the health check reports it). */
  available(): boolean;
  /** Called when a command failed for want of Redis: logs the first of each outage, once. */
  reportUnavailable(what: string): void;
  close(): Promise<void>;
}

/** How long one command may take before its caller falls back (a healthy Redis answers in well under a millisecond). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** ioredis loads only on a server with REDIS_URL. */
export async function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const { Redis } = await import("ioredis");
  const options = {
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    enableAutoPipelining: true,
  };
  // Commands fail at once while disconnected; the subscriber keeps its queue, so its
  // subscription is sent whenever the connection comes (up or back).
  const commands = new Redis(url, { ...options, enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  const subscriber = new Redis(url, options);
  let away = false;
  commands.on("ready", () => {
    if (away) log.info({ redis: "commands" }, "redis is back: shared limits and the shared throttle count again");
    away = false;
  });
  for (const [name, client] of [
    ["commands", commands],
    ["subscriber", subscriber],
  ] as const) {
    // Logged once an outage, without the URL (it may hold a password): ioredis tries again every few
    // seconds by itself, and a line each try would bury the rest of the log while Redis is away.
    let failing = false;
    client.on("ready", () => {
      failing = false;
    });
    client.on("error", (err: Error) => {
      if (failing) return;
      failing = true;
      log.warn({ redis: name, code: (err as { code?: string }).code ?? err.name }, "redis connection error");
    });
  }
  return {
    commands,
    subscriber,
    prefix,
    available: () => commands.status === "ready",
    reportUnavailable: (what) => {
      if (away) return;
      away = true;
      log.warn({ redis: "commands", what }, "redis unavailable: this instance counts limits and sign-in attempts on its own until it returns");
    },
    close: async () => {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
