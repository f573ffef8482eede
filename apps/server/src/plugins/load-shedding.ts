import fastifyUnderPressure from "@fastify/under-pressure";
import { SERVICE_UNAVAILABLE_MESSAGE } from "@fh/api";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { batchedProcedures, EXPENSIVE_PROCEDURES } from "./trpc-batch-limit";

/** How long a shed client is asked to wait: long enough for a burst to pass, short enough for a person. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/** Answers that cost the most when not kept: the REST list, and a tRPC request holding an expensive procedure (at most one: see trpc-batch-limit.ts). */
export function isExpensive(req: FastifyRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = req.url.split("?")[0] ?? "";
  if (pathname === "/api/obituaries") return true;
  return batchedProcedures(req.url).some((name) => EXPENSIVE_PROCEDURES.has(name));
}

export interface SheddingState {
  /** Why this instance refuses work right now (empty when it does not). */
  reasons(): string[];
}

declare module "fastify" {
  interface FastifyInstance {
    shedding: SheddingState;
  }
}

export interface LoadSheddingOptions {
  /** Expensive answers drawn at once (MAX_EXPENSIVE_IN_FLIGHT); the next one gets a 503 at once. */
  maxExpensiveInFlight: number;
  /** Event-loop delay past which new work is refused (MAX_EVENT_LOOP_DELAY_MS); 0 never. */
  maxEventLoopDelayMs: number;
}

const shedReply = (reply: FastifyReply) =>
  reply.status(503).header("retry-after", String(SHED_RETRY_AFTER_SECONDS)).header("cache-control", "no-store");

/**
 * Refuses at once, with 503 and Retry-After, what this instance cannot do
 * soon, instead of queuing it until every answer is late: every request while
 * the event loop lags (@fastify/under-pressure), and expensive answers beyond
 * a bound in flight. Registered after the public cache, so answers it keeps
 * (the memorial page in a flood) never reach here and keep flowing; health
 * checks always pass, and say when this instance is shedding.
 */
const loadShedding: FastifyPluginAsync<LoadSheddingOptions> = async (app, options) => {
  let expensiveInFlight = 0;
  // Registered before this plugin (app.ts); absent while METRICS_TOKEN is unset.
  const requestsShed = app.hasDecorator("siteMetrics") ? app.siteMetrics?.requestsShed : undefined;
  const shed = (reply: FastifyReply) => {
    requestsShed?.inc();
    return shedReply(reply);
  };
  // The first samples after start measure the start itself (migrations and seeding run on the
  // event loop with the embedded database), not load: nothing is refused for the event loop
  // until the server has listened this long. Without listening (tests' inject) it counts from now.
  const WARM_UP_MS = 3000;
  let listeningSince = Date.now();
  app.addHook("onListen", async () => {
    listeningSince = Date.now();
  });
  const warmedUp = () => Date.now() - listeningSince >= WARM_UP_MS;

  if (options.maxEventLoopDelayMs > 0) {
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      retryAfter: SHED_RETRY_AFTER_SECONDS,
      pressureHandler: (req, reply) => {
        if (req.url.startsWith("/healthz") || !warmedUp()) return undefined; // go on: the check says what is happening
        shed(reply);
        // under-pressure sends what the handler returns (its types say void, its code reply.send(result)).
        return { error: SERVICE_UNAVAILABLE_MESSAGE } as unknown as void;
      },
    });
  }

  app.decorate("shedding", {
    reasons: () => {
      const reasons: string[] = [];
      if (options.maxEventLoopDelayMs > 0 && warmedUp() && app.isUnderPressure()) {
        reasons.push(`event loop delay ${Math.round(app.memoryUsage().eventLoopDelay)} ms over ${options.maxEventLoopDelayMs} ms`);
      }
      if (expensiveInFlight >= options.maxExpensiveInFlight) {
        reasons.push(`${expensiveInFlight} expensive answers in flight, the most allowed`);
      }
      return reasons;
    },
  } satisfies SheddingState);

  const released = new WeakSet<FastifyRequest>();
  const counted = new WeakSet<FastifyRequest>();
  const release = (req: FastifyRequest) => {
    if (!counted.has(req) || released.has(req)) return;
    released.add(req);
    expensiveInFlight -= 1;
  };

  app.addHook("onRequest", async (req, reply) => {
    if (!isExpensive(req)) return;
    if (expensiveInFlight >= options.maxExpensiveInFlight) {
      return shed(reply).send({ error: SERVICE_UNAVAILABLE_MESSAGE });
    }
    expensiveInFlight += 1;
    counted.add(req);
  });
  app.addHook("onResponse", async (req) => release(req));
  app.addHook("onRequestAbort", async (req) => release(req));
};

export const loadSheddingPlugin = fp(loadShedding, { name: "load-shedding" });
