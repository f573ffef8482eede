import type { FastifyInstance } from "fastify";

/**
 * Two hosts, one process. With ADMIN_ORIGIN set, the staff app answers only on
 * the admin host and the apex sends /admin/* there; the admin host sends the
 * public pages back to the apex. The session cookie is host-only, so it is set
 * on the admin host and never reaches the apex.
 */
export function registerHostRouting(app: FastifyInstance, options: { publicOrigin: string; adminOrigin: string }): void {
  const adminHost = new URL(options.adminOrigin).host.toLowerCase();
  const sharedPrefixes = /^\/(trpc|api|uploads|healthz|robots\.txt|favicon\.svg)(\/|$|\?)/;

  app.addHook("onRequest", async (req, reply) => {
    const host = (req.headers.host ?? "").toLowerCase();
    const url = req.url;
    const isAdminPath = url === "/admin" || url.startsWith("/admin/") || url.startsWith("/admin?");
    if (host === adminHost) {
      if (isAdminPath || sharedPrefixes.test(url)) return;
      if (url === "/" || url.startsWith("/?")) return reply.redirect("/admin", 302);
      return reply.redirect(`${options.publicOrigin}${url}`, 301);
    }
    if (isAdminPath) return reply.redirect(`${options.adminOrigin}${url}`, 301);
  });
}
