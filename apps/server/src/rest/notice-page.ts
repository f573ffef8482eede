import { fullAddress, localizePath, queryLocale, telHref, type Business, type Locale } from "@fh/validators";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { localeOf } from "../locale";
import { escapeHtml } from "../web/html";
import { NOTICE_PAGE_CSS } from "../web/site-look";
import { NOTICE_WORDS, type NoticeWords } from "./notice-words";

/** The page's language: the link's `?lang=` (the email's language), else the visitor's cookie, else English. */
export function noticeWordsOf(req: FastifyRequest): { locale: Locale; w: NoticeWords } {
  const locale = queryLocale(req.query) ?? localeOf(req);
  return { locale, w: NOTICE_WORDS[locale] };
}

export interface NoticeContent {
  status: number;
  title: string;
  /**
   * Whose emails the link is about, as a sentence with `{name}` where the
   * person's name goes ("Emails about the services for {name}"). A page that
   * names the person is one the reader can trust came from us; absent when
   * the link names nobody (not valid).
   */
  about?: { words: string; name: string };
  /** Markup the caller built from escaped text. */
  body: string;
}

const PHONE_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"/></svg>';

/** The sentence with the name set in bold, every part escaped. */
function aboutLine(about: { words: string; name: string }): string {
  const [before = "", after = ""] = about.words.split("{name}");
  return `<p class="about">${escapeHtml(before)}<strong>${escapeHtml(about.name)}</strong>${escapeHtml(after)}</p>`;
}

/**
 * The small server-drawn pages behind links in emails (unsubscribe, confirm a
 * follow), in the public site's look (web/site-look.ts): its top bar with the
 * home's name and call button, a card, its footer. They run no script, load
 * no stylesheet (their one <style> carries this answer's CSP nonce), are never
 * kept by a cache, send no referrer to another site and are not indexed. A page in a
 * browser-default font with a grey button, naming nobody, reads as phishing
 * to someone who clicked a link in an email.
 */
export function noticePage(business: Business, reply: FastifyReply, locale: Locale, w: NoticeWords, page: NoticeContent) {
  const nonce = reply.cspNonce?.style ?? "";
  const phone = escapeHtml(business.phone);
  const tel = escapeHtml(telHref(business.phone));
  const name = escapeHtml(business.name);
  return reply
    .status(page.status)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    // The token in this address never reaches another site; "same-origin", not "no-referrer", so that the
    // page's own button posts with this site's Origin (under no-referrer a browser sends "Origin: null",
    // which token-link-origin.ts cannot tell from a page elsewhere).
    .header("Referrer-Policy", "same-origin")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(page.title)} | ${name}</title>` +
        `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><style nonce="${escapeHtml(nonce)}">${NOTICE_PAGE_CSS}</style></head><body>` +
        `<header class="site-header"><div class="bar">` +
        `<a class="brand" href="${escapeHtml(localizePath("/", locale))}"><img src="/favicon.svg" alt="" width="28" height="28"><span>${name}</span></a>` +
        `<a class="button call" href="${tel}" aria-label="${escapeHtml(w.callLabel(business.phone))}">${PHONE_ICON}<span class="number">${phone}</span></a>` +
        `</div></header>` +
        `<main><div class="card"><h1>${escapeHtml(page.title)}</h1>${page.about ? aboutLine(page.about) : ""}${page.body}</div></main>` +
        `<footer class="site-footer"><div class="inner"><p class="name">${name}</p><p>${escapeHtml(fullAddress(business))}</p>` +
        `<p><a href="${tel}">${phone}</a></p></div></footer>` +
        `</body></html>`,
    );
}

/** A form that posts back to the same address: the button on a GET page, so opening a link never acts. */
export function postButton(label: string, fields: Record<string, string> = {}): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<form method="post">${hidden}<button type="submit" class="button">${escapeHtml(label)}</button></form>`;
}

/** A link drawn as the site's quieter button (back to the memorial page after acting). */
export function linkButton(href: string, label: string): string {
  return `<p class="actions"><a class="button secondary" href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;
}

/** Form-encoded bodies (a mail program's one-click POST, the buttons above), in the calling plugin's scope only. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, body, done) => done(null, body));
}
