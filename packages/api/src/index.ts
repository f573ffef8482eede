export { appRouter, createCaller, type AppRouter } from "./root";
export * from "./context";
export * from "./errors";
export { publicProcedure, staffProcedure } from "./trpc";
export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export * from "./auth/accounts";
export { MIN_PASSWORD_LENGTH } from "./auth/password";
