import { digestSubscriptionMemorial, unsubscribeFromDigest } from "@fh/api";
import type { Database } from "@fh/db";
import type { Business } from "@fh/validators";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../web/html";
import { acceptFormBodies, noticePage, noticeWordsOf, postButton } from "./notice-page";
import type { NoticeWords } from "./notice-words";
import { refuseCrossSitePost } from "./token-link-origin";

export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe/:token";

/**
 * The guest-book digest's unsubscribe link, without signing in:
 * - POST is the one-click unsubscribe of RFC 8058: a mail program sends
 *   `List-Unsubscribe=One-Click` (form-encoded) to the List-Unsubscribe
 *   address, and the digest stops at once; the button below posts the same.
 * - GET only shows that button: mail scanners and link previews open links,
 *   and opening a link must never unsubscribe anyone.
 * - A browser's POST from a page of another site is a 403, unless it is the
 *   one-click body (token-link-origin.ts).
 * The page names the person whose guest book the emails are about. A token
 * that names nothing is a 404 on GET as on POST; a second click on a good one
 * is fine.
 */
export const unsubscribePlugin: FastifyPluginAsync<{ db: Database; business: Business; siteOrigins: string[] }> = async (
  app,
  { db, business, siteOrigins },
) => {
  acceptFormBodies(app);
  const page = (
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    memorial: { firstName: string; lastName: string } | null,
    title: (w: NoticeWords) => string,
    body: (w: NoticeWords) => string,
  ) => {
    const { locale, w } = noticeWordsOf(req);
    return noticePage(business, reply, locale, w, {
      status,
      title: title(w),
      about: memorial ? { words: w.digestAbout, name: `${memorial.firstName} ${memorial.lastName}` } : undefined,
      body: body(w),
    });
  };
  const notFound = (req: FastifyRequest, reply: FastifyReply) =>
    page(req, reply, 404, null, (w) => w.notValidTitle, (w) => `<p>${escapeHtml(w.digestNotValid)}</p>`);

  app.get<{ Params: { token: string } }>(UNSUBSCRIBE_PATH, async (req, reply) => {
    const memorial = await digestSubscriptionMemorial(db, req.params.token);
    if (!memorial) return notFound(req, reply);
    return page(req, reply, 200, memorial, (w) => w.digestStopTitle, (w) => postButton(w.unsubscribe, { "List-Unsubscribe": "One-Click" }));
  });

  app.post<{ Params: { token: string } }>(UNSUBSCRIBE_PATH, { preHandler: refuseCrossSitePost(siteOrigins, { oneClick: true }) }, async (req, reply) => {
    const memorial = await digestSubscriptionMemorial(db, req.params.token);
    if (!memorial || !(await unsubscribeFromDigest(db, req.params.token, new Date()))) return notFound(req, reply);
    return page(req, reply, 200, memorial, (w) => w.unsubscribedTitle, (w) => `<p>${escapeHtml(w.digestUnsubscribed)}</p>`);
  });
};
