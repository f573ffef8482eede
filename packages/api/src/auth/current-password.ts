import { adminSessions, users } from "@fh/db";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import type { Context, StaffUser } from "../context";
import { badInput } from "../errors";
import { logSecurityEvent } from "../lib/security-events";
import { verifyPassword } from "./password";
import type { LoginThrottleLike } from "./throttle";
import { hashSessionToken } from "./token";

export const WRONG_CURRENT_PASSWORD_MESSAGE = "The current password is not correct";

/** How recent a sign-in stands in for the current password when starting two-factor enrolment. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/**
 * The sign-in throttle of this server (memory, or Redis when configured), as
 * every context carries it (loginThrottleOf in context.ts): a password guess
 * counts the same wherever it is made. Never looked up by ctx.db here: inside
 * a staff mutation that is a transaction, and its throttle would forget.
 */
export function passwordThrottle(ctx: Pick<Context, "loginThrottle">): LoginThrottleLike {
  if (!ctx.loginThrottle) throw new Error("This context carries no sign-in throttle; build it with loginThrottleOf");
  return ctx.loginThrottle;
}

/**
 * The 429 of a throttled password check, sign-in's and the account
 * procedures' alike: Retry-After in seconds, and the wait in minutes in words.
 */
export function throttledPasswordError(ctx: Pick<Context, "response">, retryAfterSeconds: number, what: string): TRPCError {
  ctx.response.setHeader?.("Retry-After", String(retryAfterSeconds));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new TRPCError({
    code: "TOO_MANY_REQUESTS",
    message: `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  });
}

/**
 * Checks a signed-in staff member's current password (changing it, turning
 * two-factor off, starting enrolment) through the sign-in throttle, keyed by
 * the same account and address as a sign-in: a stolen session guessing the
 * password meets the waits a guesser at the sign-in form meets, and shares
 * that count. A wrong password is a 400 naming currentPassword; a throttled
 * one a 429 with Retry-After, before the password is even looked at.
 */
export async function checkCurrentPassword(ctx: Context & { staff: StaffUser }, password: string, action: string): Promise<void> {
  const who = { username: ctx.staff.username, ip: ctx.request.ip, action };
  const attempt = await passwordThrottle(ctx).begin(ctx.request.ip, ctx.staff.username, ctx.now().getTime());
  if (!attempt.allowed) {
    logSecurityEvent(ctx.log, { event: "auth.password_check_throttled", ...who, retryAfterSeconds: attempt.retryAfterSeconds });
    throw throttledPasswordError(ctx, attempt.retryAfterSeconds, "wrong current passwords");
  }
  const [user] = await ctx.db.select({ password: users.password }).from(users).where(eq(users.id, ctx.staff.id));
  if (!user || !(await verifyPassword(user.password, password))) {
    await attempt.failed();
    logSecurityEvent(ctx.log, { event: "auth.password_check_failed", ...who });
    throw badInput("currentPassword", WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await attempt.succeeded();
}

/** Whether this request's session was opened by a sign-in within RECENT_SIGN_IN_MS (its creation time); false without a session. */
export async function signedInRecently(ctx: Context): Promise<boolean> {
  const token = ctx.request.sessionToken;
  if (!token) return false;
  const [session] = await ctx.db
    .select({ createdAt: adminSessions.createdAt })
    .from(adminSessions)
    .where(eq(adminSessions.id, hashSessionToken(token)));
  if (!session) return false;
  return ctx.now().getTime() - session.createdAt.getTime() < RECENT_SIGN_IN_MS;
}
