import type { FastifyInstance, FastifyRequest } from "fastify";

export interface OriginCheckOptions {
  /** The site's own origins (config.allowedOrigins). */
  allowedOrigins: string[];
  /** Name of the staff session cookie. */
  cookieName: string;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isLoginRequest(req: FastifyRequest): boolean {
  const path = req.url.split("?")[0] ?? "";
  // tRPC batches name several procedures in one path: /trpc/auth.login,auth.me
  return path === "/api/auth/login" || (path.startsWith("/trpc/") && path.slice(6).split(",").includes("auth.login"));
}

/**
 * CSRF defence for the staff session cookie. The public site and the admin
 * subdomain are the same *site*, so SameSite=Strict alone does not stop a
 * forged request from a sibling subdomain, and tRPC accepts form-encodable
 * posts that a browser sends cross-origin without a preflight. So:
 *
 * - a state-changing request that carries the session cookie (and no
 *   Authorization header) must name one of our origins in Origin, else 403;
 * - a sign-in from a foreign Origin is refused too (login CSRF).
 *
 * Bearer requests are unaffected: a browser never adds that header on its own.
 */
export function registerOriginCheck(app: FastifyInstance, options: OriginCheckOptions): void {
  const allowed = new Set(options.allowedOrigins);
  app.addHook("onRequest", async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    const usesCookie = !req.headers.authorization && Boolean(req.cookies[options.cookieName]);
    const refused = usesCookie
      ? !origin || !allowed.has(origin)
      : origin !== undefined && !allowed.has(origin) && isLoginRequest(req);
    if (refused) {
      req.log.warn({ origin: origin ?? null, url: req.url }, "refused a staff request from a foreign origin");
      return reply.status(403).send({ error: "Forbidden: this request did not come from the site" });
    }
  });
}
