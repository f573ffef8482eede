import { adminSessions, staffRecoveryCodes, users } from "@fh/db";
import { changePasswordInput, ownEmailInput, sessionIdInput, totpBeginInput, totpCodeInput, totpDisableInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { and, count, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { AccountError, changeOwnPassword } from "../../auth/accounts";
import { checkCurrentPassword, signedInRecently } from "../../auth/current-password";
import { sendEmailConfirmation } from "../../auth/email-links";
import { hashSessionToken } from "../../auth/token";
import { beginTotpEnrolment, confirmTotpEnrolment, disableTotp, isTwoFactorRequired } from "../../auth/totp";
import { badInput } from "../../errors";
import { staffProcedure } from "../../trpc";

/** totpBegin's refusal without a password on a session older than RECENT_SIGN_IN_MS. */
export const PASSWORD_TO_ENROL_MESSAGE = "Enter your current password to set up two-factor sign-in";

/** The hash of the session this request came with: "this device" in the list, and kept by "sign out of others". */
function currentSessionId(token: string | null): string | null {
  return token ? hashSessionToken(token) : null;
}

/** Your own account: every signed-in role. */
export const adminAccountRouter = {
  /**
   * Current password required, checked through the sign-in throttle (wrong
   * ones slow down like wrong sign-ins); the new one must pass checkNewPassword
   * (length, breached list, strength). Your other sessions end; this one stays.
   */
  changePassword: staffProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    await checkCurrentPassword(ctx, input.currentPassword, "changePassword");
    try {
      await changeOwnPassword(ctx.db, ctx.business, ctx.staff.id, input.currentPassword, input.newPassword);
    } catch (error) {
      if (error instanceof AccountError) throw badInput(error.field ?? "newPassword", error.message);
      throw error;
    }
    const current = currentSessionId(ctx.request.sessionToken);
    await ctx.db
      .delete(adminSessions)
      .where(current ? and(eq(adminSessions.userId, ctx.staff.id), ne(adminSessions.id, current)) : eq(adminSessions.userId, ctx.staff.id));
    return { success: true as const };
  }),

  /** Your email address: where sign-in links come when many failed sign-ins were tried on your account. */
  email: staffProcedure.query(async ({ ctx }) => {
    const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.staff.id));
    return { email: row?.email ?? null };
  }),

  /**
   * Changes your address, with your current password (checked through the
   * sign-in throttle): a link goes to the new address, and it becomes yours
   * once that link is opened (auth.confirmEmail).
   */
  requestEmailChange: staffProcedure.input(ownEmailInput).mutation(async ({ ctx, input }) => {
    await checkCurrentPassword(ctx, input.currentPassword, "requestEmailChange");
    if (!ctx.notifications) throw badInput("email", "Email is not set up on this server; ask an owner to set your address");
    await sendEmailConfirmation(ctx, ctx.staff, input.email);
    return { sentTo: input.email };
  }),

  /** Your sessions still alive: device, address, when signed in, last seen; newest activity first. */
  sessions: staffProcedure.query(async ({ ctx }) => {
    const current = currentSessionId(ctx.request.sessionToken);
    const rows = await ctx.db
      .select({
        id: adminSessions.id,
        userAgent: adminSessions.userAgent,
        ip: adminSessions.ip,
        createdAt: adminSessions.createdAt,
        lastSeenAt: adminSessions.lastSeenAt,
      })
      .from(adminSessions)
      .where(and(eq(adminSessions.userId, ctx.staff.id), gt(adminSessions.expiresAt, ctx.now())))
      .orderBy(desc(adminSessions.lastSeenAt));
    return rows.map((row) => ({ ...row, current: row.id === current }));
  }),

  /** Ends one of your sessions at once (only your own: another's id is "not found"). */
  revokeSession: staffProcedure.input(sessionIdInput).mutation(async ({ ctx, input }) => {
    const removed = await ctx.db
      .delete(adminSessions)
      .where(and(eq(adminSessions.id, input.id), eq(adminSessions.userId, ctx.staff.id)))
      .returning({ id: adminSessions.id });
    if (removed.length === 0) throw badInput("id", "No such session of yours");
    return { success: true as const };
  }),

  /** Ends every session of yours but this one. */
  revokeOtherSessions: staffProcedure.mutation(async ({ ctx }) => {
    const current = currentSessionId(ctx.request.sessionToken);
    const removed = await ctx.db
      .delete(adminSessions)
      .where(current ? and(eq(adminSessions.userId, ctx.staff.id), ne(adminSessions.id, current)) : eq(adminSessions.userId, ctx.staff.id))
      .returning({ id: adminSessions.id });
    return { ended: removed.length };
  }),

  /** Whether your sign-in asks for a code, whether an owner requires it, and how many recovery codes are left. */
  twoFactor: staffProcedure.query(async ({ ctx }) => {
    const [user] = await ctx.db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, ctx.staff.id));
    const [left] = await ctx.db
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, ctx.staff.id), isNull(staffRecoveryCodes.usedAt)));
    return {
      enabled: Boolean(user?.enabledAt),
      required: await isTwoFactorRequired(ctx.db),
      recoveryCodesLeft: left?.n ?? 0,
      // The set-up screen asks for the password up front when totpBegin would (it still asks if this turns false while the page is open).
      passwordToEnrol: !(await signedInRecently(ctx)),
    };
  }),

  /**
   * Starts setting up an authenticator app: a new key as a QR code (and typed
   * form). Sign-in is unchanged until confirmed. Whoever holds only the
   * session (a stolen cookie) must not put their own authenticator on the
   * account: the current password is required, unless the sign-in that opened the staff session
   * was within the last ten minutes (RECENT_SIGN_IN_MS).
   */
  totpBegin: staffProcedure.input(totpBeginInput).mutation(async ({ ctx, input }) => {
    const [user] = await ctx.db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, ctx.staff.id));
    if (user?.enabledAt) throw badInput("code", "Two-factor sign-in is already on; turn it off first to move it to another app");
    if (input?.currentPassword !== undefined) await checkCurrentPassword(ctx, input.currentPassword, "totpBegin");
    else if (!(await signedInRecently(ctx))) throw badInput("currentPassword", PASSWORD_TO_ENROL_MESSAGE);
    return beginTotpEnrolment(ctx.db, ctx.staff.id, ctx.staff.username);
  }),

  /** Confirms with a first code from the app: two-factor sign-in is on; the ten recovery codes are answered this once. */
  totpConfirm: staffProcedure.input(totpCodeInput).mutation(async ({ ctx, input }) => {
    const codes = await confirmTotpEnrolment(ctx.db, ctx.staff.id, input.code, ctx.now());
    if (!codes) throw badInput("code", "That code is not valid; check your phone's time and try the next one");
    return { recoveryCodes: codes };
  }),

  /** Turns it off (current password required), unless an owner requires it for everyone. */
  totpDisable: staffProcedure.input(totpDisableInput).mutation(async ({ ctx, input }) => {
    if (await isTwoFactorRequired(ctx.db)) throw badInput("currentPassword", "An owner requires two-factor sign-in for every account");
    await checkCurrentPassword(ctx, input.currentPassword, "totpDisable");
    await disableTotp(ctx.db, ctx.staff.id);
    return { success: true as const };
  }),
} satisfies TRPCRouterRecord;
