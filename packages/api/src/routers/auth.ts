import { INVALID_LOGIN_MESSAGE, loginInput } from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { authenticateStaff } from "../auth/accounts";
import { createStaffSession, DEFAULT_SESSION_TTL_HOURS, revokeStaffSession } from "../auth/sessions";
import { loginThrottleFor } from "../auth/throttle";
import { loggableUsername, logSecurityEvent } from "../lib/security-events";
import { publicProcedure, staffProcedure } from "../trpc";

export const authRouter = {
  /**
   * Staff sign-in. Answers the token (the documented REST contract) and sets
   * the HttpOnly session cookie. Unknown user and wrong password get the same
   * 401; repeated failures get a 429 with Retry-After (auth/throttle.ts).
   */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const attempt = loginThrottleFor(ctx.db).begin(ctx.request.ip, input.username, ctx.now().getTime());
    // The username as typed, never the password (issue 19, item 8).
    const who = { username: loggableUsername(input.username), ip: ctx.request.ip };
    if (!attempt.allowed) {
      const wait = attempt.retryAfterSeconds;
      logSecurityEvent(ctx.log, { event: "auth.login_throttled", ...who, retryAfterSeconds: wait });
      ctx.response.setHeader?.("Retry-After", String(wait));
      const minutes = Math.ceil(wait / 60);
      throw new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      });
    }
    const user = await authenticateStaff(ctx.db, input.username, input.password);
    if (!user) {
      attempt.failed();
      logSecurityEvent(ctx.log, { event: "auth.login_failed", ...who });
      throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_LOGIN_MESSAGE });
    }
    attempt.succeeded();
    const session = await createStaffSession(ctx.db, user.id, ctx.sessionTtlHours ?? DEFAULT_SESSION_TTL_HOURS);
    ctx.response.setSessionCookie(session.token, session.expiresAt);
    logSecurityEvent(ctx.log, { event: "auth.login_succeeded", username: user.username, ip: ctx.request.ip });
    return { user: { username: user.username }, sessionToken: session.token };
  }),

  /** The signed-in staff member, or 401. */
  me: staffProcedure.query(({ ctx }) => ({ user: { username: ctx.staff.username } })),

  /** Ends the session on the server (the token stops working everywhere) and clears the cookie. */
  logout: staffProcedure.mutation(async ({ ctx }) => {
    if (ctx.request.sessionToken) await revokeStaffSession(ctx.db, ctx.request.sessionToken);
    ctx.response.clearSessionCookie();
    logSecurityEvent(ctx.log, { event: "auth.logout", username: ctx.staff.username, ip: ctx.request.ip });
    return { success: true as const };
  }),
} satisfies TRPCRouterRecord;
