import { users } from "@fh/db";
import {
  emailLinkInput,
  INVALID_CODE_MESSAGE,
  INVALID_EMAIL_LINK_MESSAGE,
  INVALID_LOGIN_MESSAGE,
  loginInput,
  NO_SECOND_PROOF_MESSAGE,
  SIGN_IN_LINK_SENT_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { and, eq, isNull } from "drizzle-orm";
import { authenticateStaff } from "../auth/accounts";
import { createStaffSession, DEFAULT_SESSION_TTL_HOURS, revokeStaffSession } from "../auth/sessions";
import { passwordThrottle, throttledPasswordError } from "../auth/current-password";
import { useRecoveryCode, verifyTotpCode } from "../auth/totp";
import { confirmEmail, sendSignInLink, signedInFromBefore, useEmailLink } from "../auth/email-links";
import { DEFAULT_LOGIN_THROTTLE } from "../auth/throttle";
import type { Context } from "../context";
import { recordAudit } from "../lib/audit";
import { loggableUsername, logSecurityEvent } from "../lib/security-events";
import { publicProcedure, staffProcedure } from "../trpc";

export const authRouter = {
  /**
   * Staff sign-in. Answers the token (the documented REST contract) and sets
   * the HttpOnly session cookie. Unknown user and wrong password get the same
   * 401; repeated failures get a 429 with Retry-After (auth/throttle.ts).
   *
   * When a guessing attack has reached a ceiling (the username's, or the
   * address's), a wrong password still gets the 429, but a right one is let
   * in: at once from an address this account has signed in from before; from
   * a new one with a second proof, the authenticator's code when the account
   * has one, or else the one-time link emailed to the account's address
   * (docs/decisions/033-second-proof-at-the-ceiling.md).
   */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const attempt = await passwordThrottle(ctx).begin(ctx.request.ip, input.username, ctx.now().getTime(), { pastCeilings: true });
    // The username as typed, never the password.
    const who = { username: loggableUsername(input.username), ip: ctx.request.ip };
    if (!attempt.allowed) {
      const wait = attempt.retryAfterSeconds;
      logSecurityEvent(ctx.log, { event: "auth.login_throttled", ...who, retryAfterSeconds: wait });
      throw throttledPasswordError(ctx, wait, "failed sign-in attempts");
    }
    const ceiling = attempt.ceilingRetryAfterSeconds;
    const user = await authenticateStaff(ctx.db, input.username, input.password);
    if (!user) {
      await attempt.failed();
      // The name as typed goes on record (an owner sees who is being tried), never the password.
      await recordAudit(
        ctx.db,
        { actorId: null, actorUsername: who.username, ip: ctx.request.ip, action: "auth.login_failed" },
        ctx.now(),
      );
      if (ceiling !== undefined) {
        // At a ceiling a wrong password reads exactly as before: the guesser learns nothing new.
        logSecurityEvent(ctx.log, { event: "auth.login_throttled", ...who, retryAfterSeconds: ceiling });
        throw throttledPasswordError(ctx, ceiling, "failed sign-in attempts");
      }
      logSecurityEvent(ctx.log, { event: "auth.login_failed", ...who });
      throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_LOGIN_MESSAGE });
    }
    if (ceiling !== undefined && !user.twoFactor && !(await signedInFromBefore(ctx.db, user.id, ctx.request.ip, ctx.now(), DEFAULT_LOGIN_THROTTLE.knownAddressMs))) {
      // The right password from a new address while the account is under attack: the emailed link is the second proof.
      await attempt.failed();
      const sent = await sendSignInLink(ctx, user);
      logSecurityEvent(ctx.log, { event: "auth.login_second_proof", ...who, proof: sent ? "email_link" : "none" });
      if (!sent) {
        ctx.response.setHeader?.("Retry-After", String(ceiling));
        throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: NO_SECOND_PROOF_MESSAGE });
      }
      throw new TRPCError({ code: "UNAUTHORIZED", message: SIGN_IN_LINK_SENT_MESSAGE });
    }
    if (user.twoFactor) {
      // The password was right; the authenticator's code (or a
      // recovery code) is still needed (at a ceiling too: it is the second proof). Asking for it is not a
      // failure; a wrong code is, and is throttled exactly like a wrong password.
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
    return openSession(ctx, user);
  }),

  /**
   * The emailed one-time sign-in link (the second proof at a ceiling): opens
   * a session for its account once, within 10 minutes. 401 for any other token.
   */
  signInWithLink: publicProcedure.input(emailLinkInput).mutation(async ({ ctx, input }) => {
    const link = await useEmailLink(ctx.db, "sign_in", input.token, ctx.now());
    const [user] = link
      ? await ctx.db
          .select({ id: users.id, username: users.username, role: users.role, mustChangePassword: users.mustChangePassword })
          .from(users)
          .where(and(eq(users.id, link.userId), isNull(users.deactivatedAt)))
      : [];
    if (!user) {
      logSecurityEvent(ctx.log, { event: "auth.login_failed", username: "", ip: ctx.request.ip, reason: "link" });
      throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_EMAIL_LINK_MESSAGE });
    }
    return openSession(ctx, user, "email_link");
  }),

  /** Opens the link sent to a new address for a staff account: the address becomes the account's. 400 for any other token. */
  confirmEmail: publicProcedure.input(emailLinkInput).mutation(async ({ ctx, input }) => {
    if (!(await confirmEmail(ctx.db, input.token, ctx.now()))) {
      throw new TRPCError({ code: "BAD_REQUEST", message: INVALID_EMAIL_LINK_MESSAGE });
    }
    return { confirmed: true as const };
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

/** A new session for a signed-in account, its audit row in the same transaction, and the cookie. */
async function openSession(ctx: Context, user: { id: number; username: string; role: string; mustChangePassword: boolean }, proof?: "email_link") {
  const session = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    const opened = await createStaffSession(db, user.id, ctx.sessionTtlHours ?? DEFAULT_SESSION_TTL_HOURS, {
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent,
    });
    await recordAudit(db, { actorId: user.id, actorUsername: user.username, ip: ctx.request.ip, action: "auth.login", ...(proof ? { target: { proof } } : {}) }, ctx.now());
    return opened;
  });
  ctx.response.setSessionCookie(session.token, session.expiresAt);
  logSecurityEvent(ctx.log, { event: "auth.login_succeeded", username: user.username, ip: ctx.request.ip });
  return {
    user: { username: user.username, role: user.role, mustChangePassword: user.mustChangePassword },
    sessionToken: session.token,
  };
}
