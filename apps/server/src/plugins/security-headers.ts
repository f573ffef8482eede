import fastifyHelmet from "@fastify/helmet";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";

/**
 * Headers every answer carries. The CSP allows only our own scripts (Vite's
 * build has no inline script; server-written facts travel as a JSON data block),
 * no plugins, no <base>, and no framing. Styles: our own stylesheets, and a
 * <style> element only with this answer's nonce (helmet makes one per answer;
 * the pages hand it to Radix, whose dialogs write a small <style> to lock the
 * scroll: @fh/ui's csp-nonce.ts). Inline style attributes stay allowed
 * (style-src-attr): React writes a few (a progress bar's width), and an
 * attribute cannot hold the selectors a style-based attack needs. Not
 * encapsulated (fastify-plugin), so helmet's hook answers for every route.
 */
const securityHeaders: FastifyPluginAsync<{ https: boolean }> = async (app, options) => {
  await app.register(fastifyHelmet, {
    // reply.cspNonce: a fresh script and style nonce per answer, added to script-src and style-src.
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        // Our files and uploads, and https: because SPEC §5 lets a family give a photo as any https
        // address, which the public pages and the staff previews show. Neither app makes data: or
        // blob: images, so those are not allowed.
        imgSrc: ["'self'", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Strict-Transport-Security only means something over HTTPS.
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // Families' photos may be shown by link previews and other sites.
    crossOriginResourcePolicy: { policy: "same-site" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
};

export const securityHeadersPlugin = fp(securityHeaders, { name: "security-headers" });
