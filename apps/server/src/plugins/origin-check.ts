import { logSecurityEvent } from "@fh/api";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { isSignIn } from "../staff-requests";

export interface OriginCheckOptions {
  /** The origins that serve the staff app (allowedOrigins in ../config.ts). */
  allowedOrigins: string[];
  /** Name of the staff session cookie. */
  cookieName: string;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for the staff session cookie. The public site and the admin
 * subdomain are the same *site*, so SameSite=Strict alone does not stop a
 * forged request from a sibling subdomain, and tRPC accepts form-encodable
 * posts that a browser sends cross-origin without a preflight. So:
 *
 * - a state-changing request that carries the session cookie (and no
 *   Authorization header) must name an origin of the staff app in Origin,
 *   else 403;
 * - a sign-in from any other Origin is refused too (login CSRF), the
 *   procedure read as tRPC reads it (../staff-requests.ts).
 *
 * Bearer requests are unaffected: a browser never adds that header on its own.
 * Not encapsulated (fastify-plugin): its hook guards every route; it reads
 * cookies, so @fastify/cookie comes first.
 */
const originCheck: FastifyPluginAsync<OriginCheckOptions> = async (app, options) => {
  const allowed = new Set(options.allowedOrigins);
  app.addHook("onRequest", async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    const usesCookie = !req.headers.authorization && Boolean(req.cookies[options.cookieName]);
    const refused = usesCookie
      ? !origin || !allowed.has(origin)
      : origin !== undefined && !allowed.has(origin) && isSignIn(req);
    if (refused) {
      // The path without its query string: a tRPC input there is not the defender's business.
      logSecurityEvent(req.log, {
        event: "csrf.refused",
        origin: origin ?? null,
        method: req.method,
        path: req.url.split("?")[0] ?? "",
        ip: req.ip,
      });
      return reply.status(403).send({ error: "Forbidden: this request did not come from the site" });
    }
  });
};

export const originCheckPlugin = fp(originCheck, { name: "origin-check", dependencies: ["@fastify/cookie"] });
