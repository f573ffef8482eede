import { createHash, randomBytes } from "node:crypto";
import fastifyHelmet from "@fastify/helmet";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { isStaffAppPath } from "../staff-requests";

const CSP = "content-security-policy";

/** A CSP source for exactly these bytes of an inline <script> or <style> element. */
export function cspHash(content: string): string {
  return `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

export interface PolicyOptions {
  https: boolean;
  /** The staff app: it also shows photos given by any https address (previews of pending obituaries). */
  staff?: boolean;
  /** This answer's nonce, for an answer no cache keeps (the staff app, the email-link pages). */
  nonce?: string;
  /** Inline <script> and <style> elements allowed by their exact bytes (cspHash): the same for every visitor. */
  scriptHashes?: readonly string[];
  styleHashes?: readonly string[];
}

/**
 * The Content-Security-Policy. Only our own scripts and stylesheets; an inline
 * <script> or <style> only by the hash of its bytes or this answer's nonce.
 * There is no style-src-attr, so style attributes in markup fall back to
 * style-src and are refused (React's style prop sets element.style, which no
 * policy governs). Images from this origin only: uploads, the site's own
 * images and photos from the storage bucket are all served under /uploads and
 * /images here, and a photo given by address is copied into storage when
 * staff approve it. The staff app alone also allows https: images, for the
 * preview of a pending obituary whose photo is still an address.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const nonce = options.nonce ? [`'nonce-${options.nonce}'`] : [];
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...(options.scriptHashes ?? []), ...nonce],
    ["style-src", "'self'", ...(options.styleHashes ?? []), ...nonce],
    ["img-src", "'self'", ...(options.staff ? ["https:"] : [])],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["media-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
    ...(options.https ? [["upgrade-insecure-requests"] as [string]] : []),
  ];
  return directives.map((d) => d.join(" ")).join(";");
}

interface Nonces {
  script: string;
  style: string;
}


/**
 * Headers every answer carries. The policy (contentSecurityPolicy above) has
 * no nonce unless the route asks for one by reading `reply.cspNonce`: only
 * answers that are drawn for each visitor and never kept do (the staff app's
 * page, whose Radix dialogs write a scroll-lock <style> with the nonce handed
 * to them by @fh/ui's csp-nonce.ts; the email-link pages' <style>). A page the
 * public cache keeps is sent as the same bytes to every visitor, so a nonce in
 * it would be everyone's: the public pages need none (their only inline
 * scripts are JSON data blocks, which never run), the print page allows its
 * script and style by hash, and the cache refuses to keep an answer whose
 * policy carries a nonce (cache/plugin.ts). Not encapsulated
 * (fastify-plugin), so the hook answers for every route.
 */
const securityHeaders: FastifyPluginAsync<{ https: boolean }> = async (app, options) => {
  const publicPolicy = contentSecurityPolicy({ https: options.https });
  const staffPolicy = contentSecurityPolicy({ https: options.https, staff: true });
  const staffOf = new WeakSet<FastifyReply>();
  const noncesOf = new WeakMap<FastifyReply, Nonces>();
  // Before helmet, which then leaves reply.cspNonce to us.
  app.decorateReply("cspNonce", {
    getter(this: FastifyReply): Nonces {
      let nonces = noncesOf.get(this);
      if (!nonces) {
        // Made on first use, and written into this answer's policy.
        const nonce = randomBytes(16).toString("hex");
        nonces = { script: nonce, style: nonce };
        noncesOf.set(this, nonces);
        this.header(CSP, contentSecurityPolicy({ https: options.https, staff: staffOf.has(this), nonce }));
      }
      return nonces;
    },
  });
  await app.register(fastifyHelmet, {
    // Written below, per answer kind.
    contentSecurityPolicy: false,
    // Strict-Transport-Security only means something over HTTPS.
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // Families' photos may be shown by link previews and other sites.
    crossOriginResourcePolicy: { policy: "same-site" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  app.addHook("onRequest", async (req, reply) => {
    const staff = isStaffAppPath(req);
    if (staff) staffOf.add(reply);
    reply.header(CSP, staff ? staffPolicy : publicPolicy);
  });
};

export const securityHeadersPlugin = fp(securityHeaders, { name: "security-headers" });
