import type { Database } from "@fh/db";
import { Lucia, TimeSpan } from "lucia";
import type { StaffUser } from "../context";
import { HashedTokenDrizzleAdapter } from "./adapter";
import { generateSessionToken, isWellFormedToken } from "./token";

export const DEFAULT_SESSION_TTL_HOURS = 12;

export type StaffLucia = Lucia<Record<never, never>, { username: string; role: string }>;

// One Lucia per database and lifetime; the server has exactly one of each.
const instances = new WeakMap<Database, Map<number, StaffLucia>>();

function luciaFor(db: Database, ttlHours: number): StaffLucia {
  let byTtl = instances.get(db);
  if (!byTtl) {
    byTtl = new Map();
    instances.set(db, byTtl);
  }
  let lucia = byTtl.get(ttlHours);
  if (!lucia) {
    lucia = new Lucia(new HashedTokenDrizzleAdapter(db), {
      sessionExpiresIn: new TimeSpan(ttlHours, "h"),
      getUserAttributes: (a) => ({ username: a.username, role: a.role }),
    });
    byTtl.set(ttlHours, lucia);
  }
  return lucia;
}

export interface StaffSession {
  token: string;
  expiresAt: Date;
}

/** Opens a session for a staff member; the token goes to the browser, its hash to the database. */
export async function createStaffSession(db: Database, userId: number, ttlHours = DEFAULT_SESSION_TTL_HOURS): Promise<StaffSession> {
  const token = generateSessionToken();
  const session = await luciaFor(db, ttlHours).createSession(userId, {}, { sessionId: token });
  return { token, expiresAt: session.expiresAt };
}

export interface ValidatedSession {
  staff: StaffUser;
  expiresAt: Date;
  /** True when this request extended the session (the cookie should be sent again). */
  extended: boolean;
}

/**
 * Looks a presented token up. Expired sessions are deleted and answer null.
 * Activity slides the expiry: once less than half the lifetime is left, the
 * session is extended to a full lifetime again (Lucia's rule).
 */
export async function validateStaffSession(
  db: Database,
  token: string,
  ttlHours = DEFAULT_SESSION_TTL_HOURS,
): Promise<ValidatedSession | null> {
  if (!isWellFormedToken(token)) return null;
  const { session, user } = await luciaFor(db, ttlHours).validateSession(token);
  if (!session) return null;
  return {
    staff: { id: user.id, username: user.username, role: user.role },
    expiresAt: session.expiresAt,
    extended: session.fresh,
  };
}

/** Logout: the session stops working at once, wherever the token is. */
export async function revokeStaffSession(db: Database, token: string): Promise<void> {
  if (!isWellFormedToken(token)) return;
  await luciaFor(db, DEFAULT_SESSION_TTL_HOURS).invalidateSession(token);
}

/** After a password reset: every session of that account ends. */
export async function revokeAllStaffSessions(db: Database, userId: number): Promise<void> {
  await luciaFor(db, DEFAULT_SESSION_TTL_HOURS).invalidateUserSessions(userId);
}

export async function deleteExpiredStaffSessions(db: Database): Promise<void> {
  await luciaFor(db, DEFAULT_SESSION_TTL_HOURS).deleteExpiredSessions();
}
