import { appRouter, type AppRouter } from "@fh/api";
import { databaseUnavailableCode } from "@fh/db";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyPluginAsync } from "fastify";
import type { ContextFactory } from "../context";
import { logFailure } from "./errors";

/** The typed API both React apps call, at /trpc. */
export const trpcPlugin: FastifyPluginAsync<{ createContext: ContextFactory }> = async (app, { createContext }) => {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR") logFailure(req.log, error, { path });
        // An outage is logged by its code alone: the driver's error carries the SQL and its parameters.
        if (error.code === "SERVICE_UNAVAILABLE") req.log.warn({ code: databaseUnavailableCode(error), path }, "database unavailable");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
};
