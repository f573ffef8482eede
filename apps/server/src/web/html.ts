import { escapeHtml } from "@fh/api";
import type { Business } from "@fh/validators";

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can close it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

// One escaper for every HTML the server writes, pages and emails alike (@fh/api notifications/safety.ts).
export { escapeHtml };

export interface PageHeadOptions {
  business: Business;
  /** Where the Staff Portal link points (the admin origin when it is separate). */
  staffLoginUrl: string;
  /** The public origin when the staff app has its own host, else "". */
  publicSiteUrl?: string;
  /** Extra tags for <head> (titles, share previews, structured data). */
  head?: string;
  /** The page drawn on the server: the markup of #root and the data block it was drawn from. */
  page?: { html: string; stateScript: string } | null;
  /** This response's style nonce (see plugins/security-headers.ts), for the <style> Radix's dialogs write. */
  styleNonce?: string;
}

/**
 * Writes server-known facts into a built index.html at the `<!--app-head-->`
 * marker. The facts travel as a JSON data block, which browsers never run, so
 * a strict Content-Security-Policy without inline scripts still holds.
 */
export function renderIndexHtml(template: string, options: PageHeadOptions): string {
  const facts = jsonForScript({
    business: options.business,
    staffLoginUrl: options.staffLoginUrl,
    publicSiteUrl: options.publicSiteUrl ?? "",
  });
  // Vite's convention: the nonce in a nonce attribute, which browsers hide from CSS selectors.
  const nonce = options.styleNonce ? `<meta property="csp-nonce" nonce="${escapeHtml(options.styleNonce)}">` : "";
  const block = `${nonce}${options.head ?? ""}<script id="site-facts" type="application/json">${facts}</script>`;
  // A page with its own head replaces the template's generic title and description.
  const base = options.head?.includes("<title>")
    ? template.replace(/<title>[^<]*<\/title>/, "").replace(/<meta name="description"[^>]*>/, "")
    : template;
  const withHead = base.replace("<!--app-head-->", block);
  const { page } = options;
  if (!page) return withHead;
  return (
    withHead
      // The page is already drawn, so the app's script is not needed for the
      // first paint: at low priority the stylesheet and the images go first.
      .replace(/<(script type="module"|link rel="modulepreload")(?=[\s>])/g, '<$1 fetchpriority="low"')
      // A replacer function, so "$&" and the like in a biography stay plain text.
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.stateScript}`)
  );
}
