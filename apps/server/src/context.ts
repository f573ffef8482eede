import type { ApiDeps, Context, RequestFacts, StaffUser } from "@fh/api";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Name of the staff session cookie; `__Host-` prefixed when served over HTTPS (see plugins/session-cookie.ts). */
export interface SessionCookieOptions {
  name: string;
  secure: boolean;
}

export interface ContextFactoryOptions {
  deps: ApiDeps;
  cookie: SessionCookieOptions;
  /** Looks a session token up and answers its staff member, extending the session; null when invalid. */
  resolveStaff: (token: string) => Promise<StaffUser | null>;
}

/** The staff session token from `Authorization: Bearer` or, failing that, the session cookie. */
export function readSessionToken(
  req: FastifyRequest,
  cookieName: string,
): { token: string | null; credentials: RequestFacts["credentials"] } {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ? { token: match[1], credentials: "bearer" } : { token: null, credentials: "none" };
  }
  const cookie = req.cookies[cookieName];
  return cookie ? { token: cookie, credentials: "cookie" } : { token: null, credentials: "none" };
}

/** Builds the tRPC context of one HTTP request; the REST shims use the same one. */
export function createContextFactory(options: ContextFactoryOptions) {
  const { deps, cookie, resolveStaff } = options;
  return async (req: FastifyRequest, reply: FastifyReply): Promise<Context> => {
    const { token, credentials } = readSessionToken(req, cookie.name);
    const staff = token ? await resolveStaff(token) : null;
    const idempotencyKey = req.headers["idempotency-key"];
    return {
      ...deps,
      now: deps.now ?? (() => new Date()),
      staff,
      request: {
        ip: req.ip,
        credentials: staff ? credentials : "none",
        sessionToken: token,
        idempotencyKey: typeof idempotencyKey === "string" && idempotencyKey.length <= 200 ? idempotencyKey : null,
        userAgent: req.headers["user-agent"] ?? null,
      },
      response: {
        setSessionCookie: (value, expiresAt) => {
          reply.setCookie(cookie.name, value, {
            path: "/",
            httpOnly: true,
            sameSite: "strict",
            secure: cookie.secure,
            expires: expiresAt,
          });
        },
        clearSessionCookie: () => {
          reply.clearCookie(cookie.name, { path: "/", httpOnly: true, sameSite: "strict", secure: cookie.secure });
        },
        setHeader: (name, value) => {
          reply.header(name, value);
        },
      },
    };
  };
}

export type ContextFactory = ReturnType<typeof createContextFactory>;
