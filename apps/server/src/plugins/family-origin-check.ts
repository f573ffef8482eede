import { familyCookieName, logSecurityEvent } from "@fh/api";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for the family's cookie, as origin-check.ts is for staff's: a
 * state-changing request that carries fh_family and names an Origin that is
 * not this site's is a 403. A browser names the page's origin on every POST;
 * a request with no Origin is not a browser page (a script holding its own
 * cookie) and goes on. Not encapsulated (fastify-plugin): it guards every
 * route, /trpc included.
 */
const familyOriginCheck: FastifyPluginAsync<{ siteOrigins: string[]; secure: boolean }> = async (app, options) => {
  const allowed = new Set(options.siteOrigins);
  const cookieName = familyCookieName(options.secure);
  app.addHook("onRequest", async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || !req.cookies[cookieName]) return;
    const origin = req.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    logSecurityEvent(req.log, { event: "csrf.refused", origin, method: req.method, path: req.url.split("?")[0] ?? "", ip: req.ip });
    return reply.status(403).send({ error: "Forbidden: this request did not come from the site" });
  });
};

export const familyOriginCheckPlugin = fp(familyOriginCheck, { name: "family-origin-check", dependencies: ["@fastify/cookie"] });
