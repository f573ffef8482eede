import { createInternalContext, type Context, type StaffUser } from "../../src/context";
import { createCaller } from "../../src/root";
import type { TestApi } from "../../src/testing";
import { validateStaffSession } from "../../src/auth/sessions";

export interface ResponseLog {
  cookies: Array<{ token: string; expiresAt: Date }>;
  cleared: number;
  headers: Record<string, string>;
}

/** A caller whose context records what it would do to the HTTP response. */
export function callerWithResponse(
  api: TestApi,
  options: { staff?: StaffUser | null; ip?: string; sessionToken?: string | null } = {},
): { caller: ReturnType<typeof createCaller>; log: ResponseLog; ctx: Context } {
  const log: ResponseLog = { cookies: [], cleared: 0, headers: {} };
  const base = createInternalContext(api.deps, options.staff ?? null, {
    ip: options.ip ?? "203.0.113.7",
    sessionToken: options.sessionToken ?? null,
  });
  const ctx: Context = {
    ...base,
    response: {
      setSessionCookie: (token, expiresAt) => log.cookies.push({ token, expiresAt }),
      clearSessionCookie: () => {
        log.cleared += 1;
      },
      setHeader: (name, value) => {
        log.headers[name.toLowerCase()] = value;
      },
    },
  };
  return { caller: createCaller(ctx), log, ctx };
}

/** Asserts that a promise rejects with a tRPC error of this code, and answers the error. */
export async function rejectsWith(promise: Promise<unknown>, code: string): Promise<Error & { code: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as Error & { code: string };
    if (e.code !== code) throw new Error(`expected ${code}, got ${e.code}: ${e.message}`);
    return e;
  }
  throw new Error(`expected ${code}, but the call succeeded`);
}

/** Signs in through the procedure and answers a caller carrying that real session (its role read from the database). */
export async function signIn(api: TestApi, username: string, password: string, ip = "198.51.100.20") {
  const anonymous = callerWithResponse(api, { ip });
  const { sessionToken } = await anonymous.caller.auth.login({ username, password });
  const session = await validateStaffSession(api.deps.db, sessionToken);
  if (!session) throw new Error("the new session does not validate");
  return { token: sessionToken, ...callerWithResponse(api, { staff: session.staff, sessionToken, ip }) };
}
