import { users } from "@fh/db";
import { requireTwoFactorInput, staffAccountCreateInput, staffAccountEmailInput, staffAccountIdInput, staffAccountRoleInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { asc, eq } from "drizzle-orm";
import {
  AccountError,
  changeStaffRole,
  createStaffAccount,
  deactivateStaffAccount,
  generatePassword,
  reactivateStaffAccount,
  resetStaffPassword,
} from "../../auth/accounts";
import { disableTotp, isTwoFactorRequired, setTwoFactorRequired } from "../../auth/totp";
import { badInput } from "../../errors";
import { ownerProcedure } from "../../trpc";

/** An account rule a person broke (the last owner, a taken username): a 400 or 409 naming the field. */
async function asInputError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountError) throw badInput(error.field ?? "id", error.message, error.conflict ? "CONFLICT" : "BAD_REQUEST");
    throw error;
  }
}

/**
 * Staff accounts, owners only. New accounts and resets get
 * a one-time password, answered once and never stored in the clear: the
 * account must change it at first sign-in. Accounts are deactivated, never
 * deleted, so the audit trail keeps naming who did what.
 */
export const adminStaffAccountsRouter = {
  list: ownerProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        role: users.role,
        mustChangePassword: users.mustChangePassword,
        deactivatedAt: users.deactivatedAt,
        twoFactorSince: users.totpEnabledAt,
        email: users.email,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(asc(users.username)),
  ),

  create: ownerProcedure.input(staffAccountCreateInput).mutation(async ({ ctx, input }) => {
    const oneTimePassword = generatePassword();
    const account = await asInputError(() =>
      createStaffAccount(ctx.db, ctx.business, { username: input.username, displayName: input.displayName, role: input.role, password: oneTimePassword, oneTime: true }),
    );
    return { id: account.id, username: account.username, role: account.role, oneTimePassword };
  }),

  setRole: ownerProcedure.input(staffAccountRoleInput).mutation(async ({ ctx, input }) => {
    await asInputError(() => changeStaffRole(ctx.db, input.id, input.role));
    return { id: input.id, role: input.role };
  }),

  resetPassword: ownerProcedure.input(staffAccountIdInput).mutation(async ({ ctx, input }) => {
    const oneTimePassword = generatePassword();
    await asInputError(async () => {
      const [user] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, input.id));
      if (!user) throw new AccountError(`No staff account with id ${input.id}`, "id");
      await resetStaffPassword(ctx.db, ctx.business, user.username, oneTimePassword, { oneTime: true });
    });
    return { id: input.id, oneTimePassword };
  }),

  /** Where the account's sign-in links go (the second proof when a guessing attack reaches a ceiling); blank removes it. */
  setEmail: ownerProcedure.input(staffAccountEmailInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db.update(users).set({ email: input.email ?? null }).where(eq(users.id, input.id)).returning({ id: users.id, email: users.email });
    if (!row) throw badInput("id", `No staff account with id ${input.id}`);
    return row;
  }),

  /** Its sessions end at once; the last owner cannot be deactivated. */
  deactivate: ownerProcedure.input(staffAccountIdInput).mutation(async ({ ctx, input }) => {
    if (input.id === ctx.staff.id) throw badInput("id", "You cannot deactivate your own account");
    await asInputError(() => deactivateStaffAccount(ctx.db, input.id, ctx.now()));
    return { id: input.id, status: "deactivated" };
  }),

  reactivate: ownerProcedure.input(staffAccountIdInput).mutation(async ({ ctx, input }) => {
    await asInputError(() => reactivateStaffAccount(ctx.db, input.id));
    return { id: input.id, status: "active" };
  }),

  /** Whether every account must use two-factor sign-in. */
  twoFactorPolicy: ownerProcedure.query(async ({ ctx }) => ({ required: await isTwoFactorRequired(ctx.db) })),

  /** Requires it for everyone: accounts without it can only set it up until they have. */
  setRequireTwoFactor: ownerProcedure.input(requireTwoFactorInput).mutation(async ({ ctx, input }) => {
    await setTwoFactorRequired(ctx.db, input.required, ctx.now());
    return { required: input.required };
  }),

  /** A colleague lost their phone and their recovery codes: their two-factor sign-in is removed (and set up again at next sign-in when required). */
  resetTwoFactor: ownerProcedure.input(staffAccountIdInput).mutation(async ({ ctx, input }) => {
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, input.id));
    if (!user) throw badInput("id", `No staff account with id ${input.id}`);
    await disableTotp(ctx.db, input.id);
    return { id: input.id };
  }),
} satisfies TRPCRouterRecord;

