import { appRouter, type AppRouter } from "@fh/api";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../context";

/** The typed API both React apps call, at /trpc. */
export async function registerTrpc(app: FastifyInstance, createContext: ContextFactory): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error, path }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
