import { adminSessions, securitySettings, users, type Database } from "@fh/db";
import { eq, lte, or } from "drizzle-orm";
import type { Adapter, DatabaseSession, DatabaseUser } from "lucia";
import type { StaffLucia } from "./sessions";
import type { StaffRole } from "@fh/db";
import { hashSessionToken } from "./token";

declare module "lucia" {
  interface Register {
    Lucia: StaffLucia;
    UserId: number;
    DatabaseUserAttributes: { username: string; role: StaffRole; mustChangePassword: boolean; mustEnrolTwoFactor: boolean };
    // The sign-in time: the absolute lifetime counts from it (sessions.ts).
    DatabaseSessionAttributes: { createdAt: Date };
  }
}

/**
 * Lucia's adapter over Drizzle, with one difference from the stock ones:
 * Lucia's "session id" is the token the browser holds, and this adapter only
 * ever stores and looks up its SHA-256 (admin_sessions.id). A copy of the
 * table therefore holds no usable token.
 *
 * Every method that receives a session id receives the token and hashes it.
 * getUserSessions cannot give tokens back (only their hashes exist), so the
 * ids it answers are hashes and must not be passed back to invalidateSession;
 * use invalidateUserSessions instead.
 */
export class HashedTokenDrizzleAdapter implements Adapter {
  constructor(private readonly db: Database) {}

  async getSessionAndUser(token: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const [row] = await this.db
      .select({
        userId: adminSessions.userId,
        expiresAt: adminSessions.expiresAt,
        createdAt: adminSessions.createdAt,
        username: users.username,
        role: users.role,
        mustChangePassword: users.mustChangePassword,
        deactivatedAt: users.deactivatedAt,
        totpEnabledAt: users.totpEnabledAt,
        requireTwoFactor: securitySettings.requireTwoFactor,
      })
      .from(adminSessions)
      .innerJoin(users, eq(users.id, adminSessions.userId))
      .leftJoin(securitySettings, eq(securitySettings.id, 1))
      .where(eq(adminSessions.id, hashSessionToken(token)));
    // A deactivated account's sessions are deleted with it; this covers any left behind.
    if (!row || row.deactivatedAt) return [null, null];
    return [
      { id: token, userId: row.userId, expiresAt: row.expiresAt, attributes: { createdAt: row.createdAt } },
      {
        id: row.userId,
        attributes: {
          username: row.username,
          role: row.role,
          mustChangePassword: row.mustChangePassword,
          // An owner requires two-factor sign-in and this account has none yet: it must enrol first.
          mustEnrolTwoFactor: (row.requireTwoFactor ?? false) && row.totpEnabledAt === null,
        },
      },
    ];
  }

  async getUserSessions(userId: number): Promise<DatabaseSession[]> {
    const rows = await this.db.select().from(adminSessions).where(eq(adminSessions.userId, userId));
    return rows.map((r) => ({ id: r.id, userId: r.userId, expiresAt: r.expiresAt, attributes: { createdAt: r.createdAt } }));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    await this.db.insert(adminSessions).values({
      id: hashSessionToken(session.id),
      userId: session.userId,
      expiresAt: session.expiresAt,
      createdAt: session.attributes.createdAt,
    });
  }

  async updateSessionExpiration(token: string, expiresAt: Date): Promise<void> {
    await this.db.update(adminSessions).set({ expiresAt }).where(eq(adminSessions.id, hashSessionToken(token)));
  }

  async deleteSession(token: string): Promise<void> {
    await this.db.delete(adminSessions).where(eq(adminSessions.id, hashSessionToken(token)));
  }

  async deleteUserSessions(userId: number): Promise<void> {
    await this.db.delete(adminSessions).where(eq(adminSessions.userId, userId));
  }

  async deleteExpiredSessions(): Promise<void> {
    await deleteSessionsExpiredBy(this.db, new Date());
  }
}

/**
 * Deletes the sessions expired at `now` (Lucia's rule: expired once now reaches
 * expiresAt), and with `maxHours` also those signed in longer ago than that,
 * and answers how many there were.
 */
export async function deleteSessionsExpiredBy(db: Database, now: Date, maxHours?: number): Promise<number> {
  const expired = lte(adminSessions.expiresAt, now);
  const removed = await db
    .delete(adminSessions)
    .where(maxHours === undefined ? expired : or(expired, lte(adminSessions.createdAt, new Date(now.getTime() - maxHours * HOUR_MS))))
    .returning({ id: adminSessions.id });
  return removed.length;
}

const HOUR_MS = 3_600_000;
