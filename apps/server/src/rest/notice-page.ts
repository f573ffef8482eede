import { queryLocale, type Business, type Locale } from "@fh/validators";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { localeOf } from "../locale";
import { escapeHtml } from "../web/html";
import { NOTICE_WORDS, type NoticeWords } from "./notice-words";

/** The page's language: the link's `?lang=` (the email's language), else the visitor's cookie, else English. */
export function noticeWordsOf(req: FastifyRequest): { locale: Locale; w: NoticeWords } {
  const locale = queryLocale(req.query) ?? localeOf(req);
  return { locale, w: NOTICE_WORDS[locale] };
}

/**
 * The small server-drawn pages behind links in emails (unsubscribe, confirm a
 * follow): no script, never kept by a cache, no referrer, not indexed. `body`
 * is markup the caller built from escaped text.
 */
export function noticePage(business: Business, reply: FastifyReply, status: number, title: string, body: string, locale: Locale = "en") {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .header("Referrer-Policy", "no-referrer")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title></head>` +
        `<body style="font-family:Georgia,serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}` +
        `<p style="color:#555">${escapeHtml(business.name)} · ${escapeHtml(business.phone)}</p></body></html>`,
    );
}

/** A form that posts back to the same address: the button on a GET page, so opening a link never acts. */
export function postButton(label: string, fields: Record<string, string> = {}): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<form method="post">${hidden}<button type="submit" style="font:inherit;padding:.5rem 1rem">${escapeHtml(label)}</button></form>`;
}

/** Form-encoded bodies (a mail program's one-click POST, the buttons above), in the calling plugin's scope only. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, body, done) => done(null, body));
}
