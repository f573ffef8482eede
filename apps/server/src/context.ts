import { asServiceUnavailable, familyCookieName, loginThrottleOf, type ApiDeps, type Context, type RequestFacts } from "@fh/api";
import type { FastifyReply, FastifyRequest } from "fastify";
import { localeOf } from "./locale";
import type { StaffResolver } from "./plugins/staff-session";

/** Name of the staff session cookie; `__Host-` prefixed when served over HTTPS (sessionCookieOptions in plugins/staff-session.ts). */
export interface SessionCookieOptions {
  name: string;
  secure: boolean;
}

export interface ContextFactoryOptions {
  deps: ApiDeps;
  cookie: SessionCookieOptions;
  /** The staff-session lookup (app.resolveStaff, from plugins/staff-session.ts). */
  resolveStaff: StaffResolver;
}

/**
 * The visitor's chat cookie: the secret that opens their chat conversations
 * (routers/chat.ts in @fh/api). HttpOnly, so page scripts never see it;
 * SameSite strict; `__Host-` prefixed over HTTPS so no sibling subdomain can
 * plant one; no expiry, so it ends with the browser session (the widget keeps
 * its conversation only as long as the page).
 */
export function chatCookieName(secure: boolean): string {
  return secure ? "__Host-fh_chat" : "fh_chat";
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
    const idempotencyKey = req.headers["idempotency-key"];
    const chatCookie = chatCookieName(cookie.secure);
    const familyCookie = familyCookieName(cookie.secure);
    const response: Context["response"] = {
      setHeader: (name, value) => {
        reply.header(name, value);
      },
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
      setChatVisitorCookie: (value) => {
        reply.setCookie(chatCookie, value, { path: "/", httpOnly: true, sameSite: "strict", secure: cookie.secure });
      },
      // The family's sign-in (packages/api/src/family/session.ts): HttpOnly, this site only, 30 days.
      setFamilyCookie: (value, expiresAt) => {
        reply.setCookie(familyCookie, value, { path: "/", httpOnly: true, sameSite: "strict", secure: cookie.secure, expires: expiresAt });
      },
      clearFamilyCookie: () => {
        reply.clearCookie(familyCookie, { path: "/", httpOnly: true, sameSite: "strict", secure: cookie.secure });
      },
      afterResponse: (work) => {
        let started = false;
        const once = () => {
          if (started) return;
          started = true;
          work();
        };
        if (reply.raw.writableFinished) return once();
        reply.raw.once("finish", once);
        reply.raw.once("close", once);
      },
    };
    // A slid session gets its cookie sent again with the new expiry. The
    // lookup is the first database read of a staff request: while the
    // database is away it fails with a 503, like a procedure would.
    const staff = token
      ? await resolveStaff(token, (expiresAt) => {
          if (credentials === "cookie") response.setSessionCookie(token, expiresAt);
        }).catch((error: unknown) => {
          throw asServiceUnavailable(error, response);
        })
      : null;
    return {
      ...deps,
      loginThrottle: loginThrottleOf(deps),
      now: deps.now ?? (() => new Date()),
      staff,
      request: {
        ip: req.ip,
        credentials: staff ? credentials : "none",
        sessionToken: token,
        // As sent: the API refuses one out of bounds (abuse/idempotency.ts) rather than ignore it.
        idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : null,
        userAgent: req.headers["user-agent"] ?? null,
        chatVisitorToken: req.cookies[chatCookie] ?? null,
        familyToken: req.cookies[familyCookie] ?? null,
        locale: localeOf(req),
      },
      response,
      log: req.log,
    };
  };
}

export type ContextFactory = ReturnType<typeof createContextFactory>;
