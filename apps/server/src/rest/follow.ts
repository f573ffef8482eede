import { confirmFollow, FOLLOW_CONFIRM_PATH, FOLLOW_TOKEN, FOLLOW_UNSUBSCRIBE_PATH, unsubscribeFollower } from "@fh/api";
import type { Database } from "@fh/db";
import { localizePath, obituaryPath, type Business, type Locale } from "@fh/validators";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../web/html";
import { acceptFormBodies, noticePage, noticeWordsOf, postButton } from "./notice-page";
import type { NoticeWords } from "./notice-words";

/**
 * The links in "Follow this obituary" emails (issue 14), without signing in.
 * Both act only on POST; GET draws a page with the button that posts:
 * - confirm: mail scanners and link previews open every link in a new
 *   message, and a follow must be confirmed by the person, not by a scanner
 *   (docs/decisions/2026-11-24-follow-obituary.md);
 * - unsubscribe: POST is RFC 8058's one-click (`List-Unsubscribe=One-Click`,
 *   sent by the mail program to the List-Unsubscribe address).
 * A token that names nothing, or has expired, is a 404; a second click on a
 * good one is fine.
 */
export const followLinksPlugin: FastifyPluginAsync<{ db: Database; business: Business }> = async (app, { db, business }) => {
  acceptFormBodies(app);
  const page = (req: FastifyRequest, reply: FastifyReply, status: number, title: (w: NoticeWords) => string, body: (w: NoticeWords, locale: Locale) => string) => {
    const { locale, w } = noticeWordsOf(req);
    return noticePage(business, reply, status, title(w), body(w, locale), locale);
  };
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const notFound = (req: FastifyRequest, reply: FastifyReply) => page(req, reply, 404, (w) => w.notValidTitle, (w) => paragraph(w.followNotValid));

  app.get<{ Params: { token: string } }>(FOLLOW_CONFIRM_PATH, async (req, reply) => {
    if (!FOLLOW_TOKEN.test(req.params.token)) return notFound(req, reply);
    return page(req, reply, 200, (w) => w.confirmTitle, (w) => `${paragraph(w.confirmBody)}${postButton(w.confirm)}`);
  });

  app.post<{ Params: { token: string } }>(FOLLOW_CONFIRM_PATH, async (req, reply) => {
    const obituaryId = await confirmFollow(db, req.params.token, new Date());
    if (obituaryId === null) return notFound(req, reply);
    return page(
      req,
      reply,
      200,
      (w) => w.followingTitle,
      (w, locale) => `${paragraph(w.followingBody)}<p><a href="${escapeHtml(localizePath(obituaryPath(obituaryId), locale))}">${escapeHtml(w.returnToMemorial)}</a></p>`,
    );
  });

  app.get<{ Params: { token: string } }>(FOLLOW_UNSUBSCRIBE_PATH, async (req, reply) => {
    if (!FOLLOW_TOKEN.test(req.params.token)) return notFound(req, reply);
    return page(req, reply, 200, (w) => w.followStopTitle, (w) => postButton(w.unsubscribe, { "List-Unsubscribe": "One-Click" }));
  });

  app.post<{ Params: { token: string } }>(FOLLOW_UNSUBSCRIBE_PATH, async (req, reply) => {
    if (!(await unsubscribeFollower(db, req.params.token, new Date()))) return notFound(req, reply);
    return page(req, reply, 200, (w) => w.unsubscribedTitle, (w) => paragraph(w.followUnsubscribed));
  });
};
