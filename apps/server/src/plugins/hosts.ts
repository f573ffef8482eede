import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { adminPages } from "@fh/validators";
import { isStaffAppPath, isStaffCall } from "../staff-requests";

export interface HostRoutingOptions {
  publicOrigin: string;
  adminOrigin: string;
}

/**
 * Two hosts, one process. With ADMIN_ORIGIN set, the staff app answers only on
 * the admin host and the apex sends /admin/* there; the admin host sends the
 * public pages back to the apex. The session cookie is host-only, so it is set
 * on the admin host and never reaches the apex. Not encapsulated
 * (fastify-plugin): its hook sees every request.
 */
const hostRouting: FastifyPluginAsync<HostRoutingOptions> = async (app, options) => {
  const adminHost = new URL(options.adminOrigin).host.toLowerCase();
  const sharedPrefixes = /^\/(trpc|api|uploads|healthz|metrics|robots\.txt|favicon\.svg)(\/|$|\?)/;

  app.addHook("onRequest", async (req, reply) => {
    const host = (req.headers.host ?? "").toLowerCase();
    const url = req.url;
    const isAdminPath = isStaffAppPath(req);
    if (host === adminHost) {
      if (isAdminPath || sharedPrefixes.test(url)) return;
      if (url === "/" || url.startsWith("/?")) return reply.redirect(adminPages.dashboard, 302);
      return reply.redirect(`${options.publicOrigin}${url}`, 301);
    }
    if (isAdminPath) return reply.redirect(`${options.adminOrigin}${url}`, 301);
    // Staff calls belong to the admin host only, so no session cookie is ever set on the apex.
    if (isStaffCall(req)) return reply.status(404).send({ error: "Not found" });
  });
};

export const hostRoutingPlugin = fp(hostRouting, { name: "host-routing" });
