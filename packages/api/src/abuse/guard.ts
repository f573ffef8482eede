import { TRPCError } from "@trpc/server";
import type { Context } from "../context";
import { publicProcedure } from "../trpc";
import { RateLimiter, type PublicWriteScope } from "./rate-limit";

// Deps built without a limiter (scripts, tests) still get one, per database.
const fallbackLimiters = new WeakMap<object, RateLimiter>();

function limiterOf(ctx: Context): RateLimiter {
  if (ctx.rateLimiter) return ctx.rateLimiter;
  let limiter = fallbackLimiters.get(ctx.db);
  if (!limiter) {
    limiter = new RateLimiter();
    fallbackLimiters.set(ctx.db, limiter);
  }
  return limiter;
}

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a moment and try again.";

/** 429 with Retry-After when this client address has used up its writes of this kind. */
export function enforceRateLimit(ctx: Context, scope: PublicWriteScope): void {
  const decision = limiterOf(ctx).take(scope, ctx.request.ip, ctx.now().getTime());
  if (decision.allowed) return;
  ctx.response.setHeader?.("Retry-After", String(decision.retryAfterSeconds));
  throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_REQUESTS_MESSAGE });
}

/** The forms' hidden `website` field: people never fill it, form-filling robots do. */
export function enforceHoneypot(rawInput: unknown): void {
  if (!rawInput || typeof rawInput !== "object") return;
  const value = (rawInput as Record<string, unknown>).website;
  if (value === undefined || value === null || value === "") return;
  throw new TRPCError({ code: "BAD_REQUEST", message: "This submission could not be accepted" });
}

/**
 * Every public write: rate-limited per client address before anything else is
 * read, then the honeypot. Idempotency is per procedure (withIdempotency),
 * around the insert.
 */
export function publicWriteProcedure(scope: PublicWriteScope) {
  return publicProcedure.use(async ({ ctx, next, getRawInput }) => {
    enforceRateLimit(ctx, scope);
    enforceHoneypot(await getRawInput().catch(() => undefined));
    return next();
  });
}
