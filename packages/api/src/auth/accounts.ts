import { randomInt } from "node:crypto";
import { users, type Database, type StaffRole } from "@fh/db";
import { judgeStaffPassword, type Business } from "@fh/validators";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { hashPassword, verifyPasswordConstantTime } from "./password";
import { revokeAllStaffSessions } from "./sessions";

/** A refusal a person can act on: the API answers it as a 400 (or 409) with this message. */
export class AccountError extends Error {
  override name = "AccountError";
  constructor(
    message: string,
    /** The input field at fault, for the form to point at. */
    readonly field?: string,
    readonly conflict = false,
  ) {
    super(message);
  }
}

/** Whose name the password must not lean on: the configured funeral home (its name is a word a guesser tries first). */
export type PasswordBusiness = Pick<Business, "name">;

/**
 * Every staff password set anywhere passes here (judgeStaffPassword: 12+
 * characters, not on the breached list, zxcvbn score 3+ with the username and
 * the home's name as known words); the refusal carries zxcvbn's reason and
 * suggestion for the form to show under the field.
 */
export async function checkNewPassword(password: string, owner: { username: string; business: PasswordBusiness }, field = "password"): Promise<void> {
  const verdict = await judgeStaffPassword(password, { username: owner.username, businessName: owner.business.name });
  if (!verdict.ok) throw new AccountError(verdict.message, field);
}

function checkUsername(username: string): string {
  const clean = username.trim();
  if (!/^[A-Za-z0-9._@-]{3,64}$/.test(clean)) {
    throw new AccountError("Username must be 3 to 64 letters, digits, dots, dashes, underscores or @", "username");
  }
  return clean;
}

export interface NewAccount {
  username: string;
  password: string;
  role?: StaffRole;
  displayName?: string;
  /** A one-time password an owner hands over: the account must change it at first sign-in. */
  oneTime?: boolean;
}

/** Makes an account, an owner unless `role` says otherwise (the CLI's and the first account's form give none). */
export async function createStaffAccount(
  db: Database,
  business: PasswordBusiness,
  account: NewAccount,
): Promise<{ id: number; username: string; role: StaffRole }> {
  const name = checkUsername(account.username);
  await checkNewPassword(account.password, { username: name, business });
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, name));
  if (existing) throw new AccountError(`A staff account named "${name}" already exists`, "username", true);
  const [row] = await db
    .insert(users)
    .values({
      username: name,
      displayName: account.displayName?.trim() ?? "",
      password: await hashPassword(account.password),
      role: account.role ?? "owner",
      mustChangePassword: account.oneTime ?? false,
    })
    .returning({ id: users.id, username: users.username, role: users.role });
  if (!row) throw new AccountError("The account could not be created");
  return row;
}

/** `pnpm admin:password` and an owner's reset: a new password, every session of the account ends. */
export async function resetStaffPassword(
  db: Database,
  business: PasswordBusiness,
  username: string,
  password: string,
  options: { oneTime?: boolean } = {},
): Promise<void> {
  await checkNewPassword(password, { username: username.trim(), business });
  const rows = await db
    .update(users)
    .set({ password: await hashPassword(password), mustChangePassword: options.oneTime ?? false })
    .where(eq(users.username, username.trim()))
    .returning({ id: users.id });
  const [row] = rows;
  if (!row) throw new AccountError(`No staff account named "${username.trim()}"`, "username");
  await revokeAllStaffSessions(db, row.id);
}

/**
 * Everyone's own password: the new one must pass checkNewPassword. The current
 * one must have been checked already, through the sign-in throttle
 * (checkCurrentPassword in current-password.ts); it is passed only so the new
 * one can be told apart from it.
 */
export async function changeOwnPassword(db: Database, business: PasswordBusiness, userId: number, currentPassword: string, newPassword: string): Promise<void> {
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) throw new AccountError("No such staff account", "currentPassword");
  if (newPassword === currentPassword) throw new AccountError("The new password must differ from the current one", "newPassword");
  await checkNewPassword(newPassword, { username: user.username, business }, "newPassword");
  await db.update(users).set({ password: await hashPassword(newPassword), mustChangePassword: false }).where(eq(users.id, userId));
}

/**
 * Active owners other than `userId`: the last owner can be neither demoted nor
 * deactivated. The active owners' rows stay locked until the change's
 * transaction ends (every staff change runs in one: the audit's), so two
 * owners demoting or deactivating each other at once take turns, and the
 * second reads the first's change instead of a count from before it.
 */
async function otherActiveOwners(db: Database, userId: number): Promise<number> {
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "owner"), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .for("update");
  return owners.filter((owner) => owner.id !== userId).length;
}

async function accountById(db: Database, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AccountError(`No staff account with id ${id}`, "id");
  return user;
}

export async function changeStaffRole(db: Database, id: number, role: StaffRole): Promise<void> {
  const user = await accountById(db, id);
  if (user.role === "owner" && role !== "owner" && !user.deactivatedAt && (await otherActiveOwners(db, id)) === 0) {
    throw new AccountError("The last owner cannot be made staff: make another account an owner first", "role", true);
  }
  await db.update(users).set({ role }).where(eq(users.id, id));
}

/** Deactivates an account: it cannot sign in, and every session it has ends now. */
export async function deactivateStaffAccount(db: Database, id: number, now: Date): Promise<void> {
  const user = await accountById(db, id);
  if (user.deactivatedAt) return;
  if (user.role === "owner" && (await otherActiveOwners(db, id)) === 0) {
    throw new AccountError("The last owner cannot be deactivated", "id", true);
  }
  await db.update(users).set({ deactivatedAt: now }).where(eq(users.id, id));
  await revokeAllStaffSessions(db, id);
}

export async function reactivateStaffAccount(db: Database, id: number): Promise<void> {
  await accountById(db, id);
  await db.update(users).set({ deactivatedAt: null }).where(eq(users.id, id));
}

/**
 * Checks a username and password. An unknown username costs the same argon2
 * work as a wrong password and gives the same null, so neither time nor
 * answer tells whether an account exists. A deactivated account answers null too.
 */
export async function authenticateStaff(
  db: Database,
  username: string,
  password: string,
): Promise<{ id: number; username: string; role: StaffRole; mustChangePassword: boolean; twoFactor: boolean; email: string | null } | null> {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      password: users.password,
      mustChangePassword: users.mustChangePassword,
      deactivatedAt: users.deactivatedAt,
      totpEnabledAt: users.totpEnabledAt,
      email: users.email,
    })
    .from(users)
    .where(eq(users.username, username.trim()));
  const ok = await verifyPasswordConstantTime(user?.password ?? null, password);
  return ok && user && !user.deactivatedAt
    ? { id: user.id, username: user.username, role: user.role, mustChangePassword: user.mustChangePassword, twoFactor: user.totpEnabledAt !== null, email: user.email }
    : null;
}

export async function countStaffAccounts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/**
 * The characters of a one-time password: letters and digits with no
 * look-alikes (no O/o/0, no I/l/1), since an owner reads it out over the
 * phone or a colleague copies it from a note.
 */
export const ONE_TIME_PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/**
 * A one-time password: 24 random characters of that alphabet (about 139 bits:
 * never on a breached list, always far above the strength score asked), in
 * groups of four so it can be read out and typed without losing one's place.
 */
export function generatePassword(): string {
  const chars = Array.from({ length: 24 }, () => ONE_TIME_PASSWORD_ALPHABET[randomInt(ONE_TIME_PASSWORD_ALPHABET.length)]);
  return Array.from({ length: 6 }, (_, i) => chars.slice(i * 4, i * 4 + 4).join("")).join("-");
}
