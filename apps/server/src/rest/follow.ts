import { confirmFollow, FOLLOW_CONFIRM_PATH, FOLLOW_TOKEN, FOLLOW_UNSUBSCRIBE_PATH, unsubscribeFollower } from "@fh/api";
import type { Database } from "@fh/db";
import { obituaryPath, type Business } from "@fh/validators";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { escapeHtml } from "../web/html";
import { acceptFormBodies, noticePage, postButton } from "./notice-page";

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
  const page = (reply: FastifyReply, status: number, title: string, body: string) => noticePage(business, reply, status, title, body);
  const notFound = (reply: FastifyReply) =>
    page(
      reply,
      404,
      "This link is not valid",
      `<p>It may have expired or been copied only in part. You can follow the obituary again from its page, or call us and we will help.</p>`,
    );

  app.get<{ Params: { token: string } }>(FOLLOW_CONFIRM_PATH, async (req, reply) => {
    if (!FOLLOW_TOKEN.test(req.params.token)) return notFound(reply);
    return page(reply, 200, "Confirm service updates by email", `<p>We will email you when the services are set or change. You can stop at any time.</p>${postButton("Confirm")}`);
  });

  app.post<{ Params: { token: string } }>(FOLLOW_CONFIRM_PATH, async (req, reply) => {
    const obituaryId = await confirmFollow(db, req.params.token, new Date());
    if (obituaryId === null) return notFound(reply);
    return page(
      reply,
      200,
      "Thank you, you are following",
      `<p>We will email you when the services are set or change. Every email has a link to stop them.</p><p><a href="${escapeHtml(obituaryPath(obituaryId))}">Return to the memorial page</a></p>`,
    );
  });

  app.get<{ Params: { token: string } }>(FOLLOW_UNSUBSCRIBE_PATH, async (req, reply) => {
    if (!FOLLOW_TOKEN.test(req.params.token)) return notFound(reply);
    return page(reply, 200, "Stop the service update emails?", postButton("Unsubscribe", { "List-Unsubscribe": "One-Click" }));
  });

  app.post<{ Params: { token: string } }>(FOLLOW_UNSUBSCRIBE_PATH, async (req, reply) => {
    if (!(await unsubscribeFollower(db, req.params.token, new Date()))) return notFound(reply);
    return page(reply, 200, "You are unsubscribed", "<p>You will not receive emails about these services any more. The memorial page stays as it is.</p>");
  });
};
