import { setNonce } from "get-nonce";

let adopted = false;

/**
 * The page's Content-Security-Policy allows no inline <style> element without
 * this response's nonce. Radix's dialogs and selects lock the page's scroll
 * with a small <style> they write when they open (react-remove-scroll, which
 * takes its nonce from get-nonce), so the nonce the server put in
 * <meta property="csp-nonce"> is handed to it once, before the first one
 * opens. Browsers hide a nonce attribute from CSS selectors; the property
 * still reads it. No-op on the server.
 */
export function adoptCspNonce(): void {
  if (adopted || typeof document === "undefined") return;
  adopted = true;
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) setNonce(nonce);
}
