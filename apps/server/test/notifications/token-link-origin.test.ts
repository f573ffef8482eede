import { randomBytes } from "node:crypto";
import { hashFollowToken } from "@fh/api";
import { guestBookDigestSubscriptions, obituaries, obituaryFollowers, obituaryFollowerUnsubscribeTokens } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicTestServer, insertLiveObituary, type PublicTestServer } from "../public/helpers";

const PUBLIC_ORIGIN = "https://lakeworth.example";
const form = { "content-type": "application/x-www-form-urlencoded" };
const ONE_CLICK = "List-Unsubscribe=One-Click";
const token = () => randomBytes(32).toString("base64url");

/**
 * The email links' POSTs over HTTP: this site's own pages and mail programs
 * act; a page of another site, posting from a visitor's browser, gets a 403,
 * except RFC 8058's one-click unsubscribe.
 */
describe("token-link POSTs refuse a cross-site browser form", () => {
  let server: PublicTestServer;
  let obituaryId: number;

  beforeAll(async () => {
    server = await createPublicTestServer({ env: { PUBLIC_ORIGIN } });
    obituaryId = await insertLiveObituary(server);
  });
  afterAll(() => server.close());

  const db = () => server.deps.db;
  const post = (url: string, payload: string, origin?: string) =>
    server.app.inject({ method: "POST", url, payload, headers: { ...form, ...(origin === undefined ? {} : { origin }) } });

  /** A follower waiting to confirm, and the raw token of their confirmation link. */
  async function pendingFollower(email: string): Promise<{ id: number; confirm: string }> {
    const confirm = token();
    const [row] = await db()
      .insert(obituaryFollowers)
      .values({ obituaryId, email, status: "pending", confirmTokenHash: hashFollowToken(confirm), confirmSentAt: new Date() })
      .returning({ id: obituaryFollowers.id });
    return { id: row!.id, confirm };
  }
  async function unsubscribeLink(followerId: number): Promise<string> {
    const raw = token();
    await db().insert(obituaryFollowerUnsubscribeTokens).values({ tokenHash: hashFollowToken(raw), followerId });
    return raw;
  }
  const followerStatus = async (id: number) => (await db().select().from(obituaryFollowers).where(eq(obituaryFollowers.id, id)))[0]?.status;

  it("follow confirm: another site's Origin is a 403 and confirms nothing; this site's page and no Origin confirm", async () => {
    const other = await pendingFollower("other@example.com");
    for (const origin of ["https://evil.example", "null", "http://lakeworth.example", "https://lakeworth.example.evil.example"]) {
      const res = await post(`/api/notifications/follow/confirm/${other.confirm}`, "", origin);
      expect(res.statusCode, origin).toBe(403);
      // Even the one-click body does not confirm a follow.
      expect((await post(`/api/notifications/follow/confirm/${other.confirm}`, ONE_CLICK, origin)).statusCode, origin).toBe(403);
    }
    expect(await followerStatus(other.id)).toBe("pending");

    // The page with the button tells the browser to name this site in Origin when it posts (no-referrer would make it "null").
    const shown = await server.app.inject({ method: "GET", url: `/api/notifications/follow/confirm/${other.confirm}` });
    expect(shown.headers["referrer-policy"]).toBe("same-origin");
    const button = await post(`/api/notifications/follow/confirm/${other.confirm}`, "", PUBLIC_ORIGIN);
    expect(button.statusCode).toBe(200);
    expect(await followerStatus(other.id)).toBe("confirmed");
    const noOrigin = await pendingFollower("script@example.com");
    expect((await post(`/api/notifications/follow/confirm/${noOrigin.confirm}`, "")).statusCode).toBe(200);
    expect(await followerStatus(noOrigin.id)).toBe("confirmed");
  });

  it("follow unsubscribe: a foreign form post is a 403, the one-click POST works from any origin or none", async () => {
    const forged = await pendingFollower("forged@example.com");
    const link = await unsubscribeLink(forged.id);
    const refused = await post(`/api/notifications/follow/unsubscribe/${link}`, "anything=1", "https://evil.example");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "Forbidden: this request did not come from the site" });
    expect(refused.body).not.toContain(link);
    expect(await followerStatus(forged.id)).toBe("pending");

    for (const origin of [undefined, "https://mail.example", PUBLIC_ORIGIN]) {
      const follower = await pendingFollower(`one-click-${origin ?? "none"}@example.com`.replace(/[/:]/g, ""));
      const res = await post(`/api/notifications/follow/unsubscribe/${await unsubscribeLink(follower.id)}`, ONE_CLICK, origin);
      expect(res.statusCode, String(origin)).toBe(200);
      expect(await followerStatus(follower.id)).toBe("unsubscribed");
    }
    // The site's own page posting without the one-click field still works.
    const own = await pendingFollower("own-page@example.com");
    expect((await post(`/api/notifications/follow/unsubscribe/${await unsubscribeLink(own.id)}`, "", PUBLIC_ORIGIN)).statusCode).toBe(200);
  });

  it("guest-book digest unsubscribe: the same rule", async () => {
    const [second] = await db()
      .insert(obituaries)
      .values({
        firstName: "Ada",
        lastName: "Reyes",
        dateOfBirth: "1940-01-01",
        dateOfDeath: "2025-01-01",
        biography: "Ada",
        submitterName: "Ben Reyes",
        submitterEmail: "ben@example.com",
        status: "live",
      })
      .returning({ id: obituaries.id });
    const rows = [
      { obituaryId, raw: token() },
      { obituaryId: second!.id, raw: token() },
    ];
    for (const row of rows) {
      await db().insert(guestBookDigestSubscriptions).values({ obituaryId: row.obituaryId, email: "family@example.com", unsubscribeToken: row.raw });
    }
    const stopped = async (raw: string) =>
      (await db().select().from(guestBookDigestSubscriptions).where(eq(guestBookDigestSubscriptions.unsubscribeToken, raw)))[0]?.unsubscribedAt ?? null;

    expect((await post(`/api/notifications/unsubscribe/${rows[0]!.raw}`, "", "https://evil.example")).statusCode).toBe(403);
    expect(await stopped(rows[0]!.raw)).toBeNull();
    expect((await post(`/api/notifications/unsubscribe/${rows[0]!.raw}`, ONE_CLICK, "https://mail.example")).statusCode).toBe(200);
    expect(await stopped(rows[0]!.raw)).not.toBeNull();
    expect((await post(`/api/notifications/unsubscribe/${rows[1]!.raw}`, ONE_CLICK)).statusCode).toBe(200);
    expect(await stopped(rows[1]!.raw)).not.toBeNull();
  });
});
