import { INVALID_CODE_MESSAGE, INVALID_LOGIN_MESSAGE, loginInput, TWO_FACTOR_REQUIRED_MESSAGE } from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { authenticateStaff } from "../auth/accounts";
import { createStaffSession, DEFAULT_SESSION_TTL_HOURS, revokeStaffSession } from "../auth/sessions";
import { passwordThrottle, throttledPasswordError } from "../auth/current-password";
import { useRecoveryCode, verifyTotpCode } from "../auth/totp";
import { recordAudit } from "../lib/audit";
import { loggableUsername, logSecurityEvent } from "../lib/security-events";
import { publicProcedure, staffProcedure } from "../trpc";

export const authRouter = {
  /**
   * Staff sign-in. Answers the token (the documented REST contract) and sets
   * the HttpOnly session cookie. Unknown user and wrong password get the same
   * 401; repeated failures get a 429 with Retry-After (auth/throttle.ts).
   */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const attempt = await passwordThrottle(ctx).begin(ctx.request.ip, input.username, ctx.now().getTime());
    // The username as typed, never the password.
    const who = { username: loggableUsername(input.username), ip: ctx.request.ip };
    if (!attempt.allowed) {
      const wait = attempt.retryAfterSeconds;
      logSecurityEvent(ctx.log, { event: "auth.login_throttled", ...who, retryAfterSeconds: wait });
      throw throttledPasswordError(ctx, wait, "failed sign-in attempts");
    }
    const user = await authenticateStaff(ctx.db, input.username, input.password);
    if (!user) {
      await attempt.failed();
      logSecurityEvent(ctx.log, { event: "auth.login_failed", ...who });
      // The name as typed goes on record (an owner sees who is being tried), never the password.
      await recordAudit(
        ctx.db,
        { actorId: null, actorUsername: who.username, ip: ctx.request.ip, action: "auth.login_failed" },
        ctx.now(),
      );
      throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_LOGIN_MESSAGE });
    }
    if (user.twoFactor) {
      // The password was right; the authenticator's code (or a
      // recovery code) is still needed. Asking for it is not a failure; a wrong
      // code is, and is throttled exactly like a wrong password.
      if (!input.code) throw new TRPCError({ code: "UNAUTHORIZED", message: TWO_FACTOR_REQUIRED_MESSAGE });
      const ok = /^\d{6}$/.test(input.code)
        ? await verifyTotpCode(ctx.db, user.id, input.code, ctx.now())
        : await useRecoveryCode(ctx.db, user.id, input.code, ctx.now());
      if (!ok) {
        await attempt.failed();
        logSecurityEvent(ctx.log, { event: "auth.login_failed", ...who, reason: "code" });
        await recordAudit(ctx.db, { actorId: user.id, actorUsername: user.username, ip: ctx.request.ip, action: "auth.login_failed", target: { reason: "code" } }, ctx.now());
        throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_CODE_MESSAGE });
      }
    }
    await attempt.succeeded();
    // The session and its audit row commit together.
    const session = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as typeof ctx.db;
      const opened = await createStaffSession(db, user.id, ctx.sessionTtlHours ?? DEFAULT_SESSION_TTL_HOURS, {
        ip: ctx.request.ip,
        userAgent: ctx.request.userAgent,
      });
      await recordAudit(db, { actorId: user.id, actorUsername: user.username, ip: ctx.request.ip, action: "auth.login" }, ctx.now());
      return opened;
    });
    ctx.response.setSessionCookie(session.token, session.expiresAt);
    logSecurityEvent(ctx.log, { event: "auth.login_succeeded", username: user.username, ip: ctx.request.ip });
    return {
      user: { username: user.username, role: user.role, mustChangePassword: user.mustChangePassword },
      sessionToken: session.token,
    };
  }),

  /** The signed-in staff member, or 401. */
  me: staffProcedure.query(({ ctx }) => ({
    user: {
      username: ctx.staff.username,
      role: ctx.staff.role,
      mustChangePassword: ctx.staff.mustChangePassword ?? false,
      mustEnrolTwoFactor: ctx.staff.mustEnrolTwoFactor ?? false,
    },
  })),

  /** Ends the session on the server (the token stops working everywhere) and clears the cookie. */
  logout: staffProcedure.mutation(async ({ ctx }) => {
    if (ctx.request.sessionToken) await revokeStaffSession(ctx.db, ctx.request.sessionToken);
    ctx.response.clearSessionCookie();
    logSecurityEvent(ctx.log, { event: "auth.logout", username: ctx.staff.username, ip: ctx.request.ip });
    return { success: true as const };
  }),
} satisfies TRPCRouterRecord;
