import { logSecurityEvent } from "@fh/api";
import type { FastifyReply, FastifyRequest } from "fastify";

/** RFC 8058's one-click unsubscribe: the form-encoded body a mail program POSTs to the List-Unsubscribe address. */
export function isOneClickUnsubscribe(body: unknown): boolean {
  if (typeof body !== "string") return false;
  return new URLSearchParams(body).get("List-Unsubscribe") === "One-Click";
}

/**
 * The email links' POSTs (confirm a follow, unsubscribe) act on the token in
 * their address alone, without a session, so a page elsewhere must not post
 * them from a visitor's browser. A browser names the page's origin in
 * `Origin` on every POST: present and not one of this site's origins
 * (siteOrigins in ../config.ts, the origins the staff writes' check also
 * starts from) is a 403. No Origin at all is a mail program or a script, not
 * a browser page, and goes ahead.
 *
 * `oneClick`: the unsubscribe addresses also take RFC 8058's one-click POST
 * from any origin, since a mail provider may send it with an Origin of its own
 * (the body `List-Unsubscribe=One-Click`). Only stopping emails is ever let
 * through that way; confirming a follow never is.
 */
export function refuseCrossSitePost(origins: readonly string[], options: { oneClick: boolean }) {
  const allowed = new Set(origins);
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = req.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    if (options.oneClick && isOneClickUnsubscribe(req.body)) return;
    // The route's pattern, never the address itself: the token in it opens the subscription.
    logSecurityEvent(req.log, { event: "csrf.refused", origin, method: req.method, path: req.routeOptions.url ?? "", ip: req.ip });
    await reply.status(403).header("cache-control", "no-store").send({ error: "Forbidden: this request did not come from the site" });
  };
}
