import { appRouter, type AppRouter } from "@fh/api";
import { databaseUnavailableCode } from "@fh/db";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyPluginAsync } from "fastify";
import { trpcCache } from "../cache/cacheable";
import type { ContextFactory } from "../context";
import { logFailure, noteDatabaseUnavailable } from "./errors";
import { limitTrpcBody, PRICE_LIST_SAVE_BODY_LIMIT } from "./body-limits";
import { limitTrpcBatch } from "./trpc-batch-limit";

/** The typed API both React apps call, at /trpc. */
export const trpcPlugin: FastifyPluginAsync<{ createContext: ContextFactory }> = async (app, { createContext }) => {
  // The adapter makes the route; its queries say themselves what may be kept (their .meta, cache/cacheable.ts).
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, publicCache: trpcCache };
    // One route for every procedure: its limit is the price list's, and limitTrpcBody holds every other call to JSON_BODY_LIMIT.
    route.bodyLimit = PRICE_LIST_SAVE_BODY_LIMIT;
  });
  app.addHook("onRequest", limitTrpcBatch);
  app.addHook("preParsing", limitTrpcBody);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR") logFailure(req.log, error, { path });
        // The adapter answers the 503 itself, so the error handler never sees the outage.
        // Another 503 (visitors' uploads paused for space) was logged where it was decided.
        const outage = databaseUnavailableCode(error);
        if (error.code === "SERVICE_UNAVAILABLE" && outage !== undefined) noteDatabaseUnavailable(req, outage, { path });
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
};
