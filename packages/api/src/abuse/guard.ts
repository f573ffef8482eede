import { TRPCError } from "@trpc/server";
import type { Context } from "../context";
import { logSecurityEvent } from "../lib/security-events";
import { publicProcedure } from "../trpc";
import type { PublicWriteScope, WriteLimiter } from "./rate-limit";
import { RateLimiter } from "./rate-limit-flexible";

// Deps built without a limiter (scripts, tests) still get one, per database.
const fallbackLimiters = new WeakMap<object, RateLimiter>();

function limiterOf(ctx: Context): WriteLimiter {
  if (ctx.rateLimiter) return ctx.rateLimiter;
  let limiter = fallbackLimiters.get(ctx.db);
  if (!limiter) {
    limiter = new RateLimiter();
    fallbackLimiters.set(ctx.db, limiter);
  }
  return limiter;
}

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a moment and try again.";

function tooManyRequests(ctx: Context, scope: string, retryAfterSeconds: number): TRPCError {
  logSecurityEvent(ctx.log, { event: "rate_limit.exceeded", scope, ip: ctx.request.ip, retryAfterSeconds });
  ctx.response.setHeader?.("Retry-After", String(retryAfterSeconds));
  return new TRPCError({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_REQUESTS_MESSAGE });
}

/**
 * Runs one write of this kind for this client address, or refuses it (429
 * with Retry-After) when the address has used up its writes. Only a write
 * that succeeds keeps its place in the quota: one refused (a file that is no
 * image, a field error) gives it back, so a family that picks the wrong file
 * is not throttled as if it had posted. For writes outside a procedure (the
 * photo upload); procedures use publicWriteProcedure.
 */
export async function withWriteLimit<T>(ctx: Context, scope: PublicWriteScope, work: () => Promise<T>): Promise<T> {
  const write = await limiterOf(ctx).begin(scope, ctx.request.ip, null);
  if (!write.allowed) throw tooManyRequests(ctx, scope, write.retryAfterSeconds);
  try {
    return await work();
  } catch (error) {
    write.release();
    throw error;
  }
}

/** The forms' hidden `website` field: people never fill it, form-filling robots do. */
export function enforceHoneypot(rawInput: unknown): void {
  if (!rawInput || typeof rawInput !== "object") return;
  const value = (rawInput as Record<string, unknown>).website;
  if (value === undefined || value === null || value === "") return;
  throw new TRPCError({ code: "BAD_REQUEST", message: "This submission could not be accepted" });
}

/**
 * What a write is aimed at, where its limit has a per-target allowance: the
 * obituary whose guest book is signed. Read from the raw input because the
 * limit runs before the schema; a malformed id gives no target, and such a
 * request is refused by the schema anyway (and then does not count as a write).
 */
const targetOf: Partial<Record<PublicWriteScope, (rawInput: unknown) => string | null>> = {
  "guestBook.add": (rawInput) => {
    const id = rawInput && typeof rawInput === "object" ? (rawInput as Record<string, unknown>).obituaryId : undefined;
    return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? `obituary:${id}` : null;
  },
};

/**
 * Every public write: rate-limited per client address before anything else is
 * read, then the honeypot. Only an accepted write keeps its place in the
 * quota: one refused for a field error, a missing obituary or the honeypot
 * gives it back (it still counts against the broader budget of requests).
 * Idempotency is per procedure (withIdempotency), around the insert.
 */
export function publicWriteProcedure(scope: PublicWriteScope) {
  return publicProcedure.use(async ({ ctx, next, getRawInput }) => {
    const rawInput = await getRawInput().catch(() => undefined);
    const write = await limiterOf(ctx).begin(scope, ctx.request.ip, targetOf[scope]?.(rawInput) ?? null);
    if (!write.allowed) throw tooManyRequests(ctx, scope, write.retryAfterSeconds);
    try {
      enforceHoneypot(rawInput);
      const result = await next();
      if (!result.ok) write.release();
      return result;
    } catch (error) {
      write.release();
      throw error;
    }
  });
}
