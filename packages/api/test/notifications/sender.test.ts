import { outboxMessages } from "@fh/db";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backoffMs, defaultRetryPolicy, sendDueMessages, type MailTransport, type OutboxRow } from "../../src/notifications";
import { purgeExpiredPersonalData } from "../../src/privacy/retention";
import { createTestApi, type TestApi } from "../../src/testing";

const message = (n: number) => ({
  kind: "staff.test",
  recipient: "staff@lakeworth.example",
  subject: `Test ${n}`,
  text: "Test",
  html: "<p>Test</p>",
  messageId: `<test-${n}-${Math.random()}@lakeworth.example>`,
});

/**
 * Due for certain on the sender's clock. The column's default is PostgreSQL's now(),
 * in microseconds, which can be later than the JavaScript clock's millisecond in the
 * same instant, and a row due "now" was then skipped (a flaky run on PostgreSQL).
 */
const aMinuteAgo = () => new Date(Date.now() - 60_000);

const policy = { ...defaultRetryPolicy, backoffBaseMs: 1_000, backoffMaxMs: 8_000, maxAttempts: 3, leaseMs: 60_000, batchSize: 5 };

describe("the outbox sender", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(outboxMessages);
  });
  const rows = () => api.deps.db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));

  it("waits longer after each failure, with jitter, up to a cap", () => {
    expect(backoffMs(1, policy, () => 0)).toBe(500);
    expect(backoffMs(1, policy, () => 1)).toBe(1_000);
    expect(backoffMs(3, policy, () => 1)).toBe(4_000);
    expect(backoffMs(10, policy, () => 1)).toBe(8_000);
    const draws = new Set(Array.from({ length: 20 }, () => backoffMs(2, policy)));
    expect(draws.size).toBeGreaterThan(1);
  });

  it("two senders at once never send the same message (claims skip locked rows)", async () => {
    await api.deps.db.insert(outboxMessages).values(Array.from({ length: 12 }, (_, i) => ({ ...message(i), nextAttemptAt: aMinuteAgo() })));
    const sent: string[] = [];
    const transport: MailTransport = {
      send: async (m: OutboxRow) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(m.messageId);
      },
    };
    const big = { ...policy, batchSize: 4 };
    for (let round = 0; round < 4; round++) {
      await Promise.all([sendDueMessages(api.deps.db, transport, { policy: big }), sendDueMessages(api.deps.db, transport, { policy: big })]);
    }
    expect(sent).toHaveLength(12);
    expect(new Set(sent).size).toBe(12);
    expect((await rows()).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("a held message is claimed by no sender before its not-before time, whatever its next attempt says, and by exactly one after", async () => {
    const t0 = new Date("2026-11-26T12:00:00Z");
    const notBefore = new Date(t0.getTime() + 10 * 60_000);
    // Due by nextAttemptAt (as a staff Retry would leave it), held by notBefore; beside it one due at once.
    await api.deps.db.insert(outboxMessages).values([
      { ...message(1), nextAttemptAt: t0, notBefore },
      { ...message(2), nextAttemptAt: t0 },
    ]);
    const sent: string[] = [];
    const transport: MailTransport = {
      send: async (m: OutboxRow) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(m.subject);
      },
    };
    const twoInstances = (at: Date) => Promise.all([0, 1].map(() => sendDueMessages(api.deps.db, transport, { policy, now: () => at })));
    await twoInstances(t0);
    await twoInstances(new Date(notBefore.getTime() - 1));
    expect(sent).toEqual(["Test 2"]);
    expect((await rows())[0]).toMatchObject({ status: "waiting", attempts: 0 });
    await twoInstances(notBefore);
    await twoInstances(new Date(notBefore.getTime() + 60_000));
    expect(sent).toEqual(["Test 2", "Test 1"]);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("retries a failure later, then marks it failed at the limit with the last error", async () => {
    let now = new Date("2026-11-24T12:00:00Z");
    await api.deps.db.insert(outboxMessages).values({ ...message(1), nextAttemptAt: now });
    const failing: MailTransport = { send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")) };
    const opts = { policy, now: () => now, random: () => 1 };
    expect(await sendDueMessages(api.deps.db, failing, opts)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: "waiting", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    expect(row?.nextAttemptAt.toISOString()).toBe("2026-11-24T12:00:01.000Z");
    // Not due yet: nothing happens.
    expect(await sendDueMessages(api.deps.db, failing, opts)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    now = new Date("2026-11-24T12:00:01Z");
    await sendDueMessages(api.deps.db, failing, opts);
    now = new Date("2026-11-24T12:00:10Z");
    expect(await sendDueMessages(api.deps.db, failing, opts)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("a claim whose sender died is taken again after its lease; too many such deaths mark it failed", async () => {
    const now = new Date("2026-11-24T12:00:00Z");
    await api.deps.db.insert(outboxMessages).values([
      { ...message(1), status: "sending", attempts: 1, leaseUntil: new Date(now.getTime() + 1_000) },
      { ...message(2), status: "sending", attempts: 1, leaseUntil: new Date(now.getTime() - 1_000) },
      { ...message(3), status: "sending", attempts: 3, leaseUntil: new Date(now.getTime() - 1_000) },
    ]);
    const sent: string[] = [];
    await sendDueMessages(api.deps.db, { send: async (m) => void sent.push(m.subject) }, { policy, now: () => now });
    expect(sent).toEqual(["Test 2"]);
    expect((await rows()).map((r) => [r.subject, r.status])).toEqual([
      ["Test 1", "sending"],
      ["Test 2", "sent"],
      ["Test 3", "failed"],
    ]);
  });

  it("a send that hangs is cut off and retried later, and what its wait left too little of the claim for goes back untried", async () => {
    let clock = new Date("2026-11-24T12:00:00Z").getTime();
    const now = () => new Date(clock);
    await api.deps.db.insert(outboxMessages).values([1, 2, 3].map((n) => ({ ...message(n), nextAttemptAt: new Date(clock - 60_000) })));
    const tried: string[] = [];
    // The first send hangs while most of the one-second claim goes by; it would never end.
    const hangs: MailTransport = {
      send: (m) => {
        tried.push(m.subject);
        clock += 960;
        return new Promise<void>(() => {});
      },
    };
    const result = await sendDueMessages(api.deps.db, hangs, { policy: { ...policy, leaseMs: 1_000, sendTimeoutMs: 50 }, now });
    expect(tried).toEqual(["Test 1"]);
    expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const after = await rows();
    expect(after.map((r) => [r.subject, r.status, r.attempts, r.leaseUntil])).toEqual([
      ["Test 1", "waiting", 1, null],
      // Not tried: a send begun now could outlive the claim, and another instance send the message too.
      ["Test 2", "waiting", 0, null],
      ["Test 3", "waiting", 0, null],
    ]);
    expect(after[0]!.lastError).toMatch(/did not finish/);
    expect(after[0]!.nextAttemptAt.getTime()).toBeGreaterThan(clock);
    // The next round sends them.
    const sent: string[] = [];
    await sendDueMessages(api.deps.db, { send: async (m) => void sent.push(m.subject) }, { policy, now });
    expect(sent).toEqual(["Test 2", "Test 3"]);
  });

  it("never records a password from the transport's error", async () => {
    await api.deps.db.insert(outboxMessages).values({ ...message(1), nextAttemptAt: aMinuteAgo() });
    await sendDueMessages(api.deps.db, { send: () => Promise.reject(new Error("bad smtp://user:secret@host:25")) }, { policy });
    expect((await rows())[0]?.lastError).toBe("bad smtp://host:25");
  });

  it("done emails are removed after 90 days by the retention sweep; waiting ones never are", async () => {
    const old = new Date(Date.now() - 91 * 24 * 60 * 60_000);
    await api.deps.db.insert(outboxMessages).values([
      { ...message(1), status: "sent", createdAt: old },
      { ...message(2), status: "failed", createdAt: old },
      { ...message(3), status: "waiting", createdAt: old },
      { ...message(4), status: "sent" },
    ]);
    const purged = await purgeExpiredPersonalData(api.deps.db);
    expect(purged.emails).toBe(2);
    expect((await rows()).map((r) => r.subject)).toEqual(["Test 3", "Test 4"]);
  });
});
