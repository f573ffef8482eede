import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z } from "zod";
import type { Context } from "./context";
import { describeZodError } from "./errors";

const t = initTRPC.context<Context>().create({
  // Dates stay Dates between the server and both apps.
  transformer: superjson,
  // Never send stack traces, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof z.ZodError ? error.cause : null;
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    return {
      ...shape,
      message: zodError ? describeZodError(zodError) : internal ? "Internal server error" : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        zodError: zodError ? z.flattenError(zodError) : null,
      },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const mergeRouters = t.mergeRouters;

/** Anyone may call it: the public site's visitors are anonymous. */
export const publicProcedure = t.procedure;

/** Staff only: refuses with 401 unless a valid staff session came with the request. */
export const staffProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.staff) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
  }
  return next({ ctx: { ...ctx, staff: ctx.staff } });
});
