import { randomBytes } from "node:crypto";
import { users, type Database } from "@fh/db";
import { count, eq } from "drizzle-orm";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPasswordConstantTime } from "./password";
import { revokeAllStaffSessions } from "./sessions";

export class AccountError extends Error {
  override name = "AccountError";
}

function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AccountError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

function checkUsername(username: string): string {
  const clean = username.trim();
  if (!/^[A-Za-z0-9._@-]{3,64}$/.test(clean)) {
    throw new AccountError("Username must be 3 to 64 letters, digits, dots, dashes, underscores or @");
  }
  return clean;
}

export async function createStaffAccount(db: Database, username: string, password: string): Promise<{ id: number; username: string }> {
  const name = checkUsername(username);
  checkNewPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, name));
  if (existing) throw new AccountError(`A staff account named "${name}" already exists`);
  const [row] = await db
    .insert(users)
    .values({ username: name, password: await hashPassword(password), role: "admin" })
    .returning({ id: users.id, username: users.username });
  if (!row) throw new AccountError("The account could not be created");
  return row;
}

export async function resetStaffPassword(db: Database, username: string, password: string): Promise<void> {
  checkNewPassword(password);
  const rows = await db
    .update(users)
    .set({ password: await hashPassword(password) })
    .where(eq(users.username, username.trim()))
    .returning({ id: users.id });
  const [row] = rows;
  if (!row) throw new AccountError(`No staff account named "${username.trim()}"`);
  // A new password ends every open session of the account.
  await revokeAllStaffSessions(db, row.id);
}

/**
 * Checks a username and password. An unknown username costs the same argon2
 * work as a wrong password and gives the same null, so neither time nor
 * answer tells whether an account exists.
 */
export async function authenticateStaff(
  db: Database,
  username: string,
  password: string,
): Promise<{ id: number; username: string; role: string } | null> {
  const [user] = await db
    .select({ id: users.id, username: users.username, role: users.role, password: users.password })
    .from(users)
    .where(eq(users.username, username.trim()));
  const ok = await verifyPasswordConstantTime(user?.password ?? null, password);
  return ok && user ? { id: user.id, username: user.username, role: user.role } : null;
}

export async function countStaffAccounts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** A one-time password for the first account when none was configured: 24 random characters. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
