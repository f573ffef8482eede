import { deleteExpiredStaffSessions, validateStaffSession, type StaffUser } from "@fh/api";
import type { Database } from "@fh/db";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ServerConfig } from "../config";
import { periodicTask } from "../periodic-task";

/** The staff session cookie: `__Host-` prefixed and Secure when the site is served over HTTPS. */
export function sessionCookieOptions(config: ServerConfig): { name: string; secure: boolean } {
  const secure = [config.publicOrigin, config.adminOrigin].some((o) => o?.startsWith("https://"));
  return { name: secure ? "__Host-fh_session" : "fh_session", secure };
}

/**
 * Looks a session token up and answers its staff member, or null when invalid.
 * Calls `extended` with the new expiry when the lookup slid the session forward.
 */
export type StaffResolver = (token: string, extended: (expiresAt: Date) => void) => Promise<StaffUser | null>;

declare module "fastify" {
  interface FastifyInstance {
    /** The staff-session lookup behind every request's context (../context.ts). */
    resolveStaff: StaffResolver;
  }
}

export interface StaffSessionOptions {
  db: Database;
  sessionTtlHours: number;
  /** Absolute lifetime from sign-in (SESSION_MAX_HOURS). */
  sessionMaxHours: number;
  /** How often expired sessions are removed; hourly unless a test asks for less. */
  sweepIntervalMs?: number;
}

/**
 * Staff sessions, one concern: the lookup (the token is hashed and looked up;
 * expired ones answer null; a session used after half its lifetime slides
 * forward by a full one, never past its absolute lifetime), and the sweep. An expired session is deleted when it
 * is presented, but one never presented again would stay in the table for
 * good: so expired rows are removed when the server starts and then every
 * hour (periodicTask: the timer never keeps the process alive and stops,
 * after any sweep in progress, before the database closes).
 * Not encapsulated (fastify-plugin): it decorates the app with resolveStaff.
 */
const staffSession: FastifyPluginAsync<StaffSessionOptions> = async (app, options) => {
  const { db, sessionTtlHours, sessionMaxHours } = options;

  app.decorate("resolveStaff", (async (token, extended) => {
    const session = await validateStaffSession(db, token, sessionTtlHours, sessionMaxHours);
    if (!session) return null;
    if (session.extended) extended(session.expiresAt);
    return session.staff;
  }) satisfies StaffResolver);

  periodicTask(app, {
    // On failure the next pass tries again; an expired session never signs anyone in meanwhile.
    name: "remove expired staff sessions",
    run: async () => {
      const removed = await deleteExpiredStaffSessions(db, new Date(), sessionMaxHours);
      if (removed > 0) app.log.info({ removed }, "removed expired staff sessions");
    },
    intervalMs: options.sweepIntervalMs,
  });
};

export const staffSessionPlugin = fp(staffSession, { name: "staff-session" });
