import { unsubscribeFromDigest, UNSUBSCRIBE_TOKEN } from "@fh/api";
import type { Database } from "@fh/db";
import type { Business } from "@fh/validators";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { acceptFormBodies, noticePage, postButton } from "./notice-page";

export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe/:token";

/**
 * The guest-book digest's unsubscribe link (issue 13), without signing in:
 * - POST is the one-click unsubscribe of RFC 8058: a mail program sends
 *   `List-Unsubscribe=One-Click` (form-encoded) to the List-Unsubscribe
 *   address, and the digest stops at once; the button below posts the same.
 * - GET only shows that button: mail scanners and link previews open links,
 *   and opening a link must never unsubscribe anyone.
 * A token that names nothing is a 404; a second click on a good one is fine.
 */
export const unsubscribePlugin: FastifyPluginAsync<{ db: Database; business: Business }> = async (app, { db, business }) => {
  acceptFormBodies(app);
  const page = (reply: FastifyReply, status: number, title: string, body: string) => noticePage(business, reply, status, title, body);
  const notFound = (reply: FastifyReply) =>
    page(reply, 404, "This link is not valid", `<p>It may have been copied only in part. Please call us and we will stop the emails for you.</p>`);

  app.get<{ Params: { token: string } }>(UNSUBSCRIBE_PATH, async (req, reply) => {
    if (!UNSUBSCRIBE_TOKEN.test(req.params.token)) return notFound(reply);
    return page(
      reply,
      200,
      "Stop the daily guest-book emails?",
      postButton("Unsubscribe", { "List-Unsubscribe": "One-Click" }),
    );
  });

  app.post<{ Params: { token: string } }>(UNSUBSCRIBE_PATH, async (req, reply) => {
    if (!(await unsubscribeFromDigest(db, req.params.token, new Date()))) return notFound(reply);
    return page(reply, 200, "You are unsubscribed", "<p>You will not receive the daily guest-book emails any more. The memorial page and its guest book stay as they are.</p>");
  });
};
