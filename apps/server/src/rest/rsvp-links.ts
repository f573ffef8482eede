import { rsvpLinkService, RSVP_UNSUBSCRIBE_PATH, unsubscribeRsvp } from "@fh/api";
import type { Database } from "@fh/db";
import type { Business } from "@fh/validators";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../web/html";
import { acceptFormBodies, noticePage, noticeWordsOf, postButton } from "./notice-page";
import { refuseCrossSitePost } from "./token-link-origin";

/**
 * The unsubscribe link in the emails sent to someone who said "I'll attend"
 * when their service changes or is cancelled. GET draws a page with the
 * button (a mail scanner opening the link stops nothing); POST is RFC 8058's
 * one-click. A token that names nothing, or has expired, is a 404 either way;
 * a second click on a good one is fine. The page names whose service it is.
 */
export const rsvpLinksPlugin: FastifyPluginAsync<{ db: Database; business: Business; siteOrigins: string[] }> = async (app, { db, business, siteOrigins }) => {
  acceptFormBodies(app);
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const page = (req: FastifyRequest, reply: FastifyReply, status: number, name: string | null, title: "stop" | "done" | "notValid") => {
    const { locale, w } = noticeWordsOf(req);
    const titles = { stop: w.followStopTitle, done: w.unsubscribedTitle, notValid: w.notValidTitle };
    const bodies = { stop: postButton(w.unsubscribe, { "List-Unsubscribe": "One-Click" }), done: paragraph(w.followUnsubscribed), notValid: paragraph(w.digestNotValid) };
    return noticePage(business, reply, locale, w, {
      status,
      title: titles[title],
      about: name ? { words: w.followAbout, name } : undefined,
      body: bodies[title],
    });
  };

  app.get<{ Params: { token: string } }>(RSVP_UNSUBSCRIBE_PATH, async (req, reply) => {
    const service = await rsvpLinkService(db, req.params.token, new Date());
    return service ? page(req, reply, 200, service.deceasedName, "stop") : page(req, reply, 404, null, "notValid");
  });

  app.post<{ Params: { token: string } }>(RSVP_UNSUBSCRIBE_PATH, { preHandler: refuseCrossSitePost(siteOrigins, { oneClick: true }) }, async (req, reply) => {
    const now = new Date();
    const service = await rsvpLinkService(db, req.params.token, now);
    if (!service || !(await unsubscribeRsvp(db, req.params.token, now))) return page(req, reply, 404, null, "notValid");
    return page(req, reply, 200, service.deceasedName, "done");
  });
};
