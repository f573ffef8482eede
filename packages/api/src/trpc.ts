import { initTRPC, TRPCError } from "@trpc/server";
import { z } from "zod";
import type { AuditNote, Context } from "./context";
import { describeZodError } from "./errors";
import { answerLocale, localiseFlattened } from "./locale";
import { translateServerMessage } from "@fh/i18n/node";
import type { Database } from "@fh/db";
import { changedFields, recordAudit } from "./lib/audit";
import { logSecurityEvent } from "./lib/security-events";
import { transformer, UNREADABLE_INPUT_MESSAGE } from "./transformer";
import { asServiceUnavailable } from "./unavailable";
import { deferInvalidation } from "./cache/defer";
import type { ProcedureMeta } from "./cache/declare";

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

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  // Dates stay Dates between the server and both apps (superjson, its input guarded: ./transformer.ts).
  transformer,
  // Never send stack traces, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error, ctx, path }) {
    const zodError = error.cause instanceof z.ZodError ? error.cause : null;
    // A visitor reads the words in the page's language; staff procedures stay English (./locale.ts).
    const locale = answerLocale(ctx?.request.locale, path);
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
      message: translateServerMessage(message, locale),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        zodError: zodError ? localiseFlattened(z.flattenError(zodError), locale) : null,
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
/** What a signed-in account with a one-time password may still do: change it, see who it is, sign out. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set(["auth.me", "auth.logout", "admin.account.changePassword"]);
/** What an account may do while an owner requires two-factor sign-in it has not set up. */
const ALLOWED_BEFORE_TWO_FACTOR = new Set([...ALLOWED_BEFORE_PASSWORD_CHANGE, "admin.account.twoFactor", "admin.account.totpBegin", "admin.account.totpConfirm"]);

/** Thrown inside the audit transaction to roll a failed procedure's writes back. */
const ROLLBACK = Symbol("rollback");

export const staffProcedure = t.procedure
  .use(({ ctx, next }) => {
    if (!ctx.staff) {
      throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
    }
    return next({ ctx: { ...ctx, staff: ctx.staff } });
  })
  .use(({ ctx, path, next }) => {
    if (ctx.staff.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(path)) {
      throw new TRPCError({ code: "FORBIDDEN", message: "Please change your one-time password first" });
    }
    if (ctx.staff.mustEnrolTwoFactor && !ALLOWED_BEFORE_TWO_FACTOR.has(path)) {
      throw new TRPCError({ code: "FORBIDDEN", message: "Please set up two-factor sign-in first" });
    }
    return next();
  })
  .use(async ({ ctx, type, path, next, getRawInput }) => {
    if (type !== "mutation") return next();
    const rawInput = await getRawInput().catch(() => undefined);
    // The audit trail: the change and its row commit together
    // or not at all. The procedure runs on the transaction as ctx.db; a failed
    // procedure's writes roll back and leave no row.
    let result: Awaited<ReturnType<typeof next>> | undefined;
    // Cached public answers are dropped after the commit, not inside the
    // transaction: a page drawn between an early invalidation and the commit
    // would read the old rows and be kept (packages/api/src/cache/invalidate.ts).
    const afterCommit = deferInvalidation(ctx.publicCache);
    try {
      await ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const audit: AuditNote = {};
        result = await next({ ctx: { ...ctx, db, audit, publicCache: afterCommit.invalidator } });
        if (!result.ok) throw ROLLBACK;
        await recordAudit(
          db,
          {
            actorId: ctx.staff.id,
            actorUsername: ctx.staff.username,
            ip: ctx.request.ip,
            action: path,
            target: changeTarget(rawInput, result.data),
            fields: audit.fields ? (audit.fields.length > 0 ? audit.fields : null) : changedFields(rawInput),
          },
          ctx.now(),
        );
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    if (!result) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR" });
    if (result.ok) await afterCommit.flush();
    // Sign-in and sign-out have their own events (routers/auth.ts).
    if (result.ok && path.startsWith("admin.")) {
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

/**
 * Owners only (staff accounts, notification settings, prices): a signed-in
 * staff account gets 403. Built on staffProcedure, so 401 comes first and
 * every change is audited; the role is read from the database with the
 * session on each request, so a demotion takes effect at once.
 */
export const ownerProcedure = staffProcedure.use(({ ctx, next }) => {
  if (ctx.staff.role !== "owner") {
    throw new TRPCError({ code: "FORBIDDEN", message: "Only an owner can do this" });
  }
  return next();
});
