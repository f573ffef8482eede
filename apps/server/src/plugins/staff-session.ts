import { deleteExpiredStaffSessions, validateStaffSession, type StaffUser } from "@fh/api";
import type { Database } from "@fh/db";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ServerConfig } from "../config";

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

export const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Staff sessions, one concern: the lookup (the token is hashed and looked up;
 * expired ones answer null; a session used after half its lifetime slides
 * forward by a full one, never past its absolute lifetime), and the sweep. An expired session is deleted when it
 * is presented, but one never presented again would stay in the table for
 * good: so expired rows are removed when the server starts and then every
 * hour. The timer never keeps the process alive (unref) and stops, after any
 * sweep in progress, when the server closes, before the database does.
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

  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const removed = await deleteExpiredStaffSessions(db, new Date(), sessionMaxHours);
      if (removed > 0) app.log.info({ removed }, "removed expired staff sessions");
    } catch (err) {
      // The next sweep tries again; an expired session never signs anyone in meanwhile.
      app.log.warn({ err }, "could not remove expired staff sessions");
    }
  };
  const sweepOnce = () => (running ??= sweep().finally(() => (running = undefined)));

  let timer: NodeJS.Timeout | undefined;
  // On ready, not now: the server migrates its database between building and listening.
  app.addHook("onReady", async () => {
    await sweepOnce();
    timer = setInterval(() => void sweepOnce(), options.sweepIntervalMs ?? SESSION_SWEEP_INTERVAL_MS).unref();
  });
  // preClose runs before every onClose hook, so the database is still open for a sweep in progress.
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
};

export const staffSessionPlugin = fp(staffSession, { name: "staff-session" });
