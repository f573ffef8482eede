import { validateStaffSession, type StaffUser } from "@fh/api";
import type { Database } from "@fh/db";

/**
 * The real staff-session lookup behind every request's context: the token is
 * hashed and looked up (lucia, our adapter), expired ones answer null, and a
 * session used after half its lifetime slides forward by a full one.
 */
export function createStaffResolver(db: Database, sessionTtlHours: number) {
  return async (token: string, extended: (expiresAt: Date) => void): Promise<StaffUser | null> => {
    const session = await validateStaffSession(db, token, sessionTtlHours);
    if (!session) return null;
    if (session.extended) extended(session.expiresAt);
    return session.staff;
  };
}
