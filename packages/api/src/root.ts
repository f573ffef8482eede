import { systemRouter } from "./routers/system";
import { obituariesRouter } from "./routers/obituaries";
import { authRouter } from "./routers/auth";
import { adminRouter } from "./routers/admin";
import { createCallerFactory, createTRPCRouter } from "./trpc";

/**
 * Every procedure of the product, one router per resource. Staff-only ones use
 * staffProcedure; the REST shims in apps/server call these same procedures.
 */
export const appRouter = createTRPCRouter({
  system: systemRouter,
  obituaries: obituariesRouter,
  auth: authRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
