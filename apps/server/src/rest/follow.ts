import { confirmFollow, followLinkMemorial, FOLLOW_CONFIRM_PATH, unsubscribeFollower, FOLLOW_UNSUBSCRIBE_PATH, type FollowedMemorial } from "@fh/api";
import type { Database } from "@fh/db";
import { localizePath, obituaryPath, type Business } from "@fh/validators";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../web/html";
import { acceptFormBodies, linkButton, noticePage, noticeWordsOf, postButton } from "./notice-page";
import type { NoticeWords } from "./notice-words";
import { refuseCrossSitePost } from "./token-link-origin";

/**
 * The links in "Follow this obituary" emails, without signing in.
 * Both act only on POST; GET draws a page with the button that posts:
 * - confirm: mail scanners and link previews open every link in a new
 *   message, and a follow must be confirmed by the person, not by a scanner
 *   (docs/decisions/014-follow-obituary.md);
 * - unsubscribe: POST is RFC 8058's one-click (`List-Unsubscribe=One-Click`,
 *   sent by the mail program to the List-Unsubscribe address).
 * A browser's POST from a page of another site is a 403 (token-link-origin.ts),
 * except the one-click unsubscribe.
 * Every page names the person whose services the emails are about. A token
 * that names nothing, or has expired, is a 404 on GET as on POST (no button
 * that cannot work); a second click on a good one is fine.
 */
export const followLinksPlugin: FastifyPluginAsync<{ db: Database; business: Business; siteOrigins: string[] }> = async (
  app,
  { db, business, siteOrigins },
) => {
  acceptFormBodies(app);
  const page = (
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    memorial: FollowedMemorial | null,
    title: (w: NoticeWords) => string,
    body: (w: NoticeWords, memorialPath: string) => string,
  ) => {
    const { locale, w } = noticeWordsOf(req);
    const memorialPath = memorial ? localizePath(obituaryPath(memorial.obituaryId), locale) : "";
    return noticePage(business, reply, locale, w, {
      status,
      title: title(w),
      about: memorial ? { words: w.followAbout, name: `${memorial.firstName} ${memorial.lastName}` } : undefined,
      body: body(w, memorialPath),
    });
  };
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const notFound = (req: FastifyRequest, reply: FastifyReply) => page(req, reply, 404, null, (w) => w.notValidTitle, (w) => paragraph(w.followNotValid));

  app.get<{ Params: { token: string } }>(FOLLOW_CONFIRM_PATH, async (req, reply) => {
    const memorial = await followLinkMemorial(db, "confirm", req.params.token, new Date());
    if (!memorial) return notFound(req, reply);
    return page(req, reply, 200, memorial, (w) => w.confirmTitle, (w) => `${paragraph(w.confirmBody)}${postButton(w.confirm)}`);
  });

  app.post<{ Params: { token: string } }>(FOLLOW_CONFIRM_PATH, { preHandler: refuseCrossSitePost(siteOrigins, { oneClick: false }) }, async (req, reply) => {
    const now = new Date();
    const memorial = await followLinkMemorial(db, "confirm", req.params.token, now);
    if (!memorial || (await confirmFollow(db, req.params.token, now)) === null) return notFound(req, reply);
    return page(
      req,
      reply,
      200,
      memorial,
      (w) => w.followingTitle,
      (w, memorialPath) => `${paragraph(w.followingBody)}${linkButton(memorialPath, w.returnToMemorial)}`,
    );
  });

  app.get<{ Params: { token: string } }>(FOLLOW_UNSUBSCRIBE_PATH, async (req, reply) => {
    const memorial = await followLinkMemorial(db, "unsubscribe", req.params.token, new Date());
    if (!memorial) return notFound(req, reply);
    return page(req, reply, 200, memorial, (w) => w.followStopTitle, (w) => postButton(w.unsubscribe, { "List-Unsubscribe": "One-Click" }));
  });

  app.post<{ Params: { token: string } }>(FOLLOW_UNSUBSCRIBE_PATH, { preHandler: refuseCrossSitePost(siteOrigins, { oneClick: true }) }, async (req, reply) => {
    const now = new Date();
    const memorial = await followLinkMemorial(db, "unsubscribe", req.params.token, now);
    if (!memorial || !(await unsubscribeFollower(db, req.params.token, now))) return notFound(req, reply);
    return page(
      req,
      reply,
      200,
      memorial,
      (w) => w.unsubscribedTitle,
      (w, memorialPath) => `${paragraph(w.followUnsubscribed)}${linkButton(memorialPath, w.returnToMemorial)}`,
    );
  });
};
