import { initTRPC, TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Context } from "./context";
import { describeZodError } from "./errors";
import { logSecurityEvent } from "./lib/security-events";
import { transformer, UNREADABLE_INPUT_MESSAGE } from "./transformer";
import { asServiceUnavailable } from "./unavailable";

/**
 * tRPC answers a body or query it could not parse with the parser's own
 * words ("Unexpected token } in JSON at position 9"): a 400 whose message is
 * its cause's. Those words describe our internals, not the visitor's input.
 */
function isParserFailure(error: TRPCError): boolean {
  return (
    error.code === "BAD_REQUEST" &&
    error.cause instanceof Error &&
    !(error.cause instanceof z.ZodError) &&
    error.message === error.cause.message
  );
}

const t = initTRPC.context<Context>().create({
  // Dates stay Dates between the server and both apps (superjson, its input guarded: ./transformer.ts).
  transformer,
  // Never send stack traces, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof z.ZodError ? error.cause : null;
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    const message = zodError
      ? describeZodError(zodError)
      : internal
        ? "Internal server error"
        : isParserFailure(error)
          ? UNREADABLE_INPUT_MESSAGE
          : shape.message;
    return {
      ...shape,
      message,
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

/** While the database is away, a procedure answers 503 with Retry-After, not 500 (unavailable.ts). */
const databaseOutage = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) {
    const error = asServiceUnavailable(result.error, ctx.response);
    if (error !== result.error) throw error;
  }
  return result;
});

/** Anyone may call it: the public site's visitors are anonymous. */
export const publicProcedure = t.procedure.use(databaseOutage);

/** What a staff change was aimed at, from its input or its answer: ids, file names and statuses only (the status it left). */
function changeTarget(rawInput: unknown, data: unknown): Record<string, string | number> | null {
  const target: Record<string, string | number> = {};
  const pick = (source: unknown) => {
    if (!source || typeof source !== "object") return;
    const { id, filename, status, state } = source as Record<string, unknown>;
    if (target.id === undefined && typeof id === "number" && Number.isSafeInteger(id)) target.id = id;
    if (target.filename === undefined && typeof filename === "string") target.filename = filename.slice(0, 120);
    // An obituary answers its status as `state`.
    const after = status ?? state;
    if (target.status === undefined && typeof after === "string") target.status = after.slice(0, 40);
  };
  pick(rawInput);
  // A create has no id until it is made: the answer carries it.
  pick(data);
  return Object.keys(target).length > 0 ? target : null;
}

/**
 * Staff only: refuses with 401 unless a valid staff session came with the
 * request. The first middleware is that check (the route-enumeration test
 * finds staff procedures by it). Every staff mutation that succeeds is then
 * logged as `staff.change` with who, from where, which procedure and its
 * target (ids, file names, statuses; never other input: an erasure's email
 * address or an edit's text stays out of the log). The privacy lookup is a
 * mutation too (its address stays out of URLs), so who looked a person up is
 * on record as well.
 */
export const staffProcedure = t.procedure
  .use(({ ctx, next }) => {
    if (!ctx.staff) {
      throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
    }
    return next({ ctx: { ...ctx, staff: ctx.staff } });
  })
  .use(async ({ ctx, type, path, next, getRawInput }) => {
    const result = await next();
    // Sign-in and sign-out have their own events (routers/auth.ts).
    if (type === "mutation" && result.ok && path.startsWith("admin.")) {
      const rawInput = await getRawInput().catch(() => undefined);
      logSecurityEvent(ctx.log, {
        event: "staff.change",
        action: path,
        username: ctx.staff.username,
        ip: ctx.request.ip,
        target: changeTarget(rawInput, result.data),
      });
    }
    return result;
  })
  .use(databaseOutage);
