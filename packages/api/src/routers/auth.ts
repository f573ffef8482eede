import { INVALID_LOGIN_MESSAGE, loginInput, type LoginResult, type MeResult } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { authenticateStaff } from "../auth/accounts";
import { createStaffSession, DEFAULT_SESSION_TTL_HOURS, revokeStaffSession } from "../auth/sessions";
import { loginThrottleFor } from "../auth/throttle";
import { createTRPCRouter, publicProcedure, staffProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  /**
   * Staff sign-in. Answers the token (the documented REST contract) and sets
   * the HttpOnly session cookie. Unknown user and wrong password get the same
   * 401; repeated failures per address or username get a 429 with Retry-After.
   */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }): Promise<LoginResult> => {
    const throttle = loginThrottleFor(ctx.db);
    const now = ctx.now().getTime();
    const wait = throttle.retryAfterSeconds(ctx.request.ip, input.username, now);
    if (wait > 0) {
      ctx.response.setHeader?.("Retry-After", String(wait));
      const minutes = Math.ceil(wait / 60);
      throw new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      });
    }
    const user = await authenticateStaff(ctx.db, input.username, input.password);
    if (!user) {
      throttle.recordFailure(ctx.request.ip, input.username, now);
      throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_LOGIN_MESSAGE });
    }
    throttle.recordSuccess(input.username);
    const session = await createStaffSession(ctx.db, user.id, ctx.sessionTtlHours ?? DEFAULT_SESSION_TTL_HOURS);
    ctx.response.setSessionCookie(session.token, session.expiresAt);
    return { user: { username: user.username }, sessionToken: session.token };
  }),

  /** The signed-in staff member, or 401. */
  me: staffProcedure.query(({ ctx }): MeResult => ({ user: { username: ctx.staff.username } })),

  /** Ends the session on the server (the token stops working everywhere) and clears the cookie. */
  logout: staffProcedure.mutation(async ({ ctx }) => {
    if (ctx.request.sessionToken) await revokeStaffSession(ctx.db, ctx.request.sessionToken);
    ctx.response.clearSessionCookie();
    return { success: true as const };
  }),
});
