import { unsubscribeFromDigest, UNSUBSCRIBE_TOKEN } from "@fh/api";
import type { Database } from "@fh/db";
import type { Business } from "@fh/validators";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { escapeHtml } from "../web/html";

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
  // Scoped to this plugin: nowhere else takes form-encoded bodies.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, body, done) => done(null, body));

  const page = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-store")
      .header("Referrer-Policy", "no-referrer")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title></head>` +
          `<body style="font-family:Georgia,serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}` +
          `<p style="color:#555">${escapeHtml(business.name)} · ${escapeHtml(business.phone)}</p></body></html>`,
      );
  const notFound = (reply: FastifyReply) =>
    page(reply, 404, "This link is not valid", `<p>It may have been copied only in part. Please call us and we will stop the emails for you.</p>`);

  app.get<{ Params: { token: string } }>(UNSUBSCRIBE_PATH, async (req, reply) => {
    if (!UNSUBSCRIBE_TOKEN.test(req.params.token)) return notFound(reply);
    return page(
      reply,
      200,
      "Stop the daily guest-book emails?",
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;padding:.5rem 1rem">Unsubscribe</button></form>`,
    );
  });

  app.post<{ Params: { token: string } }>(UNSUBSCRIBE_PATH, async (req, reply) => {
    if (!(await unsubscribeFromDigest(db, req.params.token, new Date()))) return notFound(reply);
    return page(reply, 200, "You are unsubscribed", "<p>You will not receive the daily guest-book emails any more. The memorial page and its guest book stay as they are.</p>");
  });
};
