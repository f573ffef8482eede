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
    // Staff calls belong to the admin host only, so no session cookie is ever set on the apex.
    const path = url.split("?")[0] ?? "";
    const staffRest = /^\/api\/(auth|admin)(\/|$)/.test(path);
    const staffTrpc = path.startsWith("/trpc/") && /(^|,)(auth|admin)\./.test(decodeURIComponent(path.slice(6)));
    if (staffRest || staffTrpc) return reply.status(404).send({ error: "Not found" });
  });
}
