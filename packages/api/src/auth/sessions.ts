import { adminSessions, type Database, type StaffRole } from "@fh/db";
import { eq, lt, or, isNull, and } from "drizzle-orm";
import { hashSessionToken } from "./token";
import { Lucia, TimeSpan } from "lucia";
import type { StaffUser } from "../context";
import { deleteSessionsExpiredBy, HashedTokenDrizzleAdapter } from "./adapter";
import { generateSessionToken, isWellFormedToken } from "./token";

export const DEFAULT_SESSION_TTL_HOURS = 12;
/** However active, a session ends this long after sign-in (SESSION_MAX_HOURS): 7 days. */
export const DEFAULT_SESSION_MAX_HOURS = 168;
const HOUR_MS = 3_600_000;
const LAST_SEEN_RESOLUTION_MS = 60_000;

export type StaffLucia = Lucia<Record<never, never>, { username: string; role: StaffRole; mustChangePassword: boolean; mustEnrolTwoFactor: boolean }>;

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
      getUserAttributes: (a) => ({ username: a.username, role: a.role, mustChangePassword: a.mustChangePassword, mustEnrolTwoFactor: a.mustEnrolTwoFactor }),
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
export async function createStaffSession(
  db: Database,
  userId: number,
  ttlHours = DEFAULT_SESSION_TTL_HOURS,
  device: { ip?: string | null; userAgent?: string | null } = {},
): Promise<StaffSession> {
  const token = generateSessionToken();
  const session = await luciaFor(db, ttlHours).createSession(userId, { createdAt: new Date() }, { sessionId: token });
  // Shown in "your sessions" (device, address, last seen); the user agent is cut short, it is only a label.
  await db
    .update(adminSessions)
    .set({ ip: device.ip ?? null, userAgent: device.userAgent?.slice(0, 300) ?? null, lastSeenAt: new Date() })
    .where(eq(adminSessions.id, hashSessionToken(token)));
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
 * Activity slides the expiry by Lucia's rule: once less than half the
 * lifetime (ttlHours) is left, the session is extended to a full lifetime
 * again. But never past `maxHours` after sign-in: from then on activity
 * extends nothing and the session ends, however busy it is, so a stolen
 * token cannot be kept alive for good. Lucia v3 has no absolute lifetime,
 * so this is its validateSession with that bound, over the same adapter.
 */
export async function validateStaffSession(
  db: Database,
  token: string,
  ttlHours = DEFAULT_SESSION_TTL_HOURS,
  maxHours = DEFAULT_SESSION_MAX_HOURS,
): Promise<ValidatedSession | null> {
  if (!isWellFormedToken(token)) return null;
  const adapter = new HashedTokenDrizzleAdapter(db);
  const [session, user] = await adapter.getSessionAndUser(token);
  if (!session || !user) return null;
  const now = Date.now();
  const endOfLife = session.attributes.createdAt.getTime() + maxHours * HOUR_MS;
  const stored = session.expiresAt.getTime();
  let expiresAt = Math.min(stored, endOfLife);
  if (now >= expiresAt) {
    await adapter.deleteSession(token);
    return null;
  }
  let extended = false;
  const ttl = ttlHours * HOUR_MS;
  if (now >= expiresAt - ttl / 2) {
    const next = Math.min(now + ttl, endOfLife);
    // At the absolute end already: nothing to write, nothing to send again.
    if (next > stored) {
      await adapter.updateSessionExpiration(token, new Date(next));
      expiresAt = next;
      extended = true;
    }
  }
  // "Last seen" to the minute is enough, and spares a write on every request.
  await db
    .update(adminSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(
      and(
        eq(adminSessions.id, hashSessionToken(token)),
        or(isNull(adminSessions.lastSeenAt), lt(adminSessions.lastSeenAt, new Date(now - LAST_SEEN_RESOLUTION_MS))),
      ),
    );
  return {
    staff: {
      id: user.id,
      username: user.attributes.username,
      role: user.attributes.role,
      mustChangePassword: user.attributes.mustChangePassword,
      mustEnrolTwoFactor: user.attributes.mustEnrolTwoFactor,
    },
    expiresAt: new Date(expiresAt),
    extended,
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

/**
 * Removes every expired session and answers how many went. Validation only
 * removes an expired session when its token comes back, and most never do, so
 * the server sweeps at start and on a timer. Sessions past their absolute
 * lifetime go too. Live sessions are untouched.
 */
export function deleteExpiredStaffSessions(
  db: Database,
  now: Date = new Date(),
  maxHours = DEFAULT_SESSION_MAX_HOURS,
): Promise<number> {
  return deleteSessionsExpiredBy(db, now, maxHours);
}
