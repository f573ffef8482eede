import { chatMessages, chatSessions, contactMessages, guestBookEntries, idempotencyKeys, obituaries } from "@fh/db";
import { asc, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRetention, purgeExpiredPersonalData } from "../src/privacy/retention";
import { createTestApi, type TestApi } from "../src/testing";
import { validObituary } from "./public/helpers";

const NOW = new Date("2026-11-23T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60_000);

describe("retention: personal data past its time is removed, younger data stays", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  async function chat(sessionId: string, startedDaysAgo: number, messageDaysAgo: number[]) {
    await api.deps.db.insert(chatSessions).values({ sessionId, createdAt: daysAgo(startedDaysAgo) });
    for (const d of messageDaysAgo) {
      await api.deps.db.insert(chatMessages).values({ sessionId, sender: "visitor", message: `said ${d} days ago`, createdAt: daysAgo(d) });
    }
  }

  async function obituary(status: "pending" | "live" | "declined" | "unlisted", lastChangedDaysAgo: number, firstName: string) {
    const [row] = await api.deps.db
      .insert(obituaries)
      .values({ ...validObituary, firstName, photoUrl: null, status, createdAt: daysAgo(400), updatedAt: daysAgo(lastChangedDaysAgo) })
      .returning({ id: obituaries.id });
    return row!.id;
  }

  it("by the default policy: chats 30 days after their last message, contact messages 730 days, declined submissions 90 days", async () => {
    expect(defaultRetention).toEqual({ chatDays: 30, contactDays: 730, declinedObituaryDays: 90, prePlanningDays: 1095 });
    await chat("session-1-oldquiet", 40, [40, 35]);
    await chat("session-1-oldempty", 31, []);
    // Started long ago, but still talking: the whole conversation stays.
    await chat("session-1-oldbusy", 60, [60, 2]);
    await chat("session-1-young", 29, [29]);

    for (const [name, days] of [["Old", 731], ["Young", 729]] as const) {
      await api.deps.db.insert(contactMessages).values({ name, email: `${name}@example.com`, message: "Please call", createdAt: daysAgo(days) });
    }

    const declinedOld = await obituary("declined", 91, "DeclinedOld");
    const declinedYoung = await obituary("declined", 89, "DeclinedYoung");
    const pendingOld = await obituary("pending", 1000, "PendingOld");
    const liveOld = await obituary("live", 1000, "LiveOld");
    const unlistedOld = await obituary("unlisted", 1000, "UnlistedOld");
    await api.deps.db.insert(guestBookEntries).values({ obituaryId: declinedOld, authorName: "Guest", message: "Sorry", createdAt: daysAgo(95) });

    for (const [key, at] of [["old-key", daysAgo(2)], ["fresh-key", new Date(NOW.getTime() - 60_000)]] as const) {
      await api.deps.db.insert(idempotencyKeys).values({ scope: "contact.send", key, status: 200, response: { request: "x" }, createdAt: at });
    }

    const purged = await purgeExpiredPersonalData(api.deps.db, defaultRetention, NOW);
    expect(purged).toEqual({ chatSessions: 2, contactMessages: 1, declinedObituaries: 1, idempotencyKeys: 1, emails: 0, followers: 0, followerLinks: 0, prePlanningRequests: 0 });

    const sessions = await api.deps.db.select({ id: chatSessions.sessionId }).from(chatSessions).orderBy(asc(chatSessions.sessionId));
    expect(sessions.map((s) => s.id)).toEqual(["session-1-oldbusy", "session-1-young"]);
    const messages = await api.deps.db.select({ sessionId: chatMessages.sessionId }).from(chatMessages);
    // The purged conversations' messages went with them; the busy one kept its old ones too.
    expect(messages.map((m) => m.sessionId).sort()).toEqual(["session-1-oldbusy", "session-1-oldbusy", "session-1-young"]);

    const contacts = await api.deps.db.select({ name: contactMessages.name }).from(contactMessages);
    expect(contacts.map((c) => c.name)).toEqual(["Young"]);

    const kept = await api.deps.db
      .select({ id: obituaries.id })
      .from(obituaries)
      .where(inArray(obituaries.id, [declinedOld, declinedYoung, pendingOld, liveOld, unlistedOld]));
    expect(kept.map((o) => o.id).sort((a, b) => a - b)).toEqual([declinedYoung, pendingOld, liveOld, unlistedOld]);
    expect(await api.deps.db.select().from(guestBookEntries).where(inArray(guestBookEntries.obituaryId, [declinedOld]))).toEqual([]);

    const keys = await api.deps.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(keys.map((k) => k.key)).toEqual(["fresh-key"]);

    // A second sweep finds nothing more.
    expect(await purgeExpiredPersonalData(api.deps.db, defaultRetention, NOW)).toEqual({
      chatSessions: 0,
      contactMessages: 0,
      declinedObituaries: 0,
      idempotencyKeys: 0,
      emails: 0,
      followers: 0,
      followerLinks: 0,
      prePlanningRequests: 0,
    });
  });

  it("follows the configured numbers", async () => {
    await chat("session-2-eightdays", 8, [8]);
    await chat("session-2-sixdays", 6, [6]);
    await api.deps.db.insert(contactMessages).values({ name: "Week-old", email: "w@example.com", message: "Hi", createdAt: daysAgo(8) });
    const declined = await obituary("declined", 3, "DeclinedThreeDays");

    const purged = await purgeExpiredPersonalData(api.deps.db, { chatDays: 7, contactDays: 7, declinedObituaryDays: 2 }, NOW);
    // The Young contact message (729 days) and the 29-day chat from the first test go too under these numbers.
    expect(purged).toMatchObject({ contactMessages: 2, declinedObituaries: 2 });
    const sessions = await api.deps.db.select({ id: chatSessions.sessionId }).from(chatSessions).orderBy(asc(chatSessions.sessionId));
    expect(sessions.map((s) => s.id)).toEqual(["session-1-oldbusy", "session-2-sixdays"]);
    expect(await api.deps.db.select().from(obituaries).where(inArray(obituaries.id, [declined]))).toEqual([]);
  });
});
