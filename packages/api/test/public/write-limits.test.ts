import { guestBookEntries, obituaries } from "@fh/db";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TOO_MANY_REQUESTS_MESSAGE } from "../../src/abuse/guard";
import { REPEATED_MESSAGE } from "../../src/abuse/guest-book";
import { RateLimiter } from "../../src/abuse/rate-limit-flexible";
import { createInternalContext } from "../../src/context";
import { familyLinksSettled } from "../../src/family/link";
import { createCaller } from "../../src/root";
import { badRequestMessage, createPublicTestApi, expectTrpcError, insertObituary, validObituary, type PublicTestApi } from "./helpers";

/** A visitor at one address, with the response headers the server would send. */
function visitorAt(api: PublicTestApi, ip: string) {
  const headers: Record<string, string> = {};
  const ctx = createInternalContext(api.deps, null, { ip });
  const caller = createCaller({ ...ctx, response: { ...ctx.response, setHeader: (name, value) => (headers[name.toLowerCase()] = value) } });
  return { caller, headers };
}

const condolence = (i: number) => ({
  authorName: `Guest ${i}`,
  message: `Thinking of the family today. ${["With love", "In sympathy", "Fond memories"][i % 3]} from table ${i}.`,
});

describe("public write limits: only accepted writes count", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi({
      rateLimiter: new RateLimiter({ "obituaries.submit": { max: 2, windowMs: 15 * 60_000, maxRequests: 12 } }),
    });
  });
  afterAll(() => api.close());

  it("a family that mistypes five times can still submit its obituary; the quota then answers 429 with Retry-After", async () => {
    const family = visitorAt(api, "198.51.100.5");
    const typos = [{ submitterEmail: "maria@" }, { dateOfDeath: "2025-13-40" }, { biography: "" }, { firstName: "  " }, { website: "x" }];
    for (const typo of typos) {
      await expectTrpcError(family.caller.obituaries.submit({ ...validObituary, ...typo }), "BAD_REQUEST");
    }
    await family.caller.obituaries.submit(validObituary);
    await family.caller.obituaries.submit({ ...validObituary, firstName: "Rosalind" });
    const error = await expectTrpcError(family.caller.obituaries.submit({ ...validObituary, firstName: "Third" }), "TOO_MANY_REQUESTS");
    expect(error.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    expect(Number(family.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(family.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    const stored = (await api.deps.db.select({ n: count() }).from(obituaries))[0]?.n;
    expect(stored).toBe(2);
  });

  it("still stops a flood of bad requests with the broader budget of requests", async () => {
    const bot = visitorAt(api, "198.51.100.6");
    for (let i = 0; i < 12; i++) {
      await expectTrpcError(bot.caller.obituaries.submit({ ...validObituary, submitterEmail: `bad-${i}` }), "BAD_REQUEST");
    }
    await expectTrpcError(bot.caller.obituaries.submit(validObituary), "TOO_MANY_REQUESTS");
    expect(Number(bot.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    await visitorAt(api, "198.51.100.7").caller.obituaries.submit(validObituary);
  });

  it("does not let simultaneous requests overshoot the quota", async () => {
    const burst = visitorAt(api, "198.51.100.8");
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => burst.caller.obituaries.submit({ ...validObituary, firstName: `Burst${i}` })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
  });
});

describe("the guest book at a funeral reception (default limits)", () => {
  let api: PublicTestApi;
  let obituaryId: number;
  let another: number;
  beforeAll(async () => {
    // The limits the site runs with, not the tests' generous ones.
    api = await createPublicTestApi({ rateLimiter: new RateLimiter() });
    obituaryId = await insertObituary(api, "live", "Reception");
    another = await insertObituary(api, "live", "Other");
  });
  afterAll(() => api.close());

  const entriesOn = async (id: number) =>
    (await api.deps.db.select({ n: count() }).from(guestBookEntries).where(eq(guestBookEntries.obituaryId, id)))[0]?.n ?? 0;

  it("accepts fifty guests' condolences from the venue's one address, typos and all", async () => {
    const venue = visitorAt(api, "203.0.113.80");
    for (let i = 0; i < 50; i++) {
      // Every fifth guest first forgets the name or mistypes the email.
      if (i % 5 === 0) {
        expect(await badRequestMessage(venue.caller.guestBook.add({ obituaryId, ...condolence(i), authorName: " " }))).toBe("authorName: Required");
        expect(await badRequestMessage(venue.caller.guestBook.add({ obituaryId, ...condolence(i), authorEmail: "aunt@" }))).toBe(
          "authorEmail: Invalid email",
        );
      }
      await venue.caller.guestBook.add({ obituaryId, ...condolence(i) });
    }
    expect(await entriesOn(obituaryId)).toBe(50);
  });

  it("refuses the same author's same message again (409 naming the field), but keeps two guests' identical words", async () => {
    const venue = visitorAt(api, "203.0.113.80");
    const before = await entriesOn(obituaryId);
    const repeat = await expectTrpcError(
      venue.caller.guestBook.add({ obituaryId, authorName: "guest 7 ", message: `  ${condolence(7).message.toUpperCase()}` }),
      "CONFLICT",
    );
    expect(repeat.message).toBe(`message: ${REPEATED_MESSAGE}`);
    await venue.caller.guestBook.add({ obituaryId, authorName: "June", message: "Rest in peace." });
    await venue.caller.guestBook.add({ obituaryId, authorName: "Sam", message: "Rest in peace." });
    // The same words on another obituary are a new message.
    await venue.caller.guestBook.add({ obituaryId: another, ...condolence(7) });
    expect(await entriesOn(obituaryId)).toBe(before + 2);
  });

  it("turns a flood from one address away with 429 and Retry-After at a hundred an hour on one obituary", async () => {
    const venue = visitorAt(api, "203.0.113.80");
    let accepted = await entriesOn(obituaryId);
    let refused: unknown = null;
    for (let i = 1000; i < 1200 && !refused; i++) {
      try {
        await venue.caller.guestBook.add({ obituaryId, ...condolence(i) });
        accepted += 1;
      } catch (error) {
        refused = error;
      }
    }
    expect(accepted).toBe(100);
    expect(await entriesOn(obituaryId)).toBe(100);
    await expectTrpcError(Promise.reject(refused), "TOO_MANY_REQUESTS");
    const retry = Number(venue.headers["retry-after"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    // Other guests elsewhere, and other memorials from the venue, still go through.
    await visitorAt(api, "203.0.113.81").caller.guestBook.add({ obituaryId, ...condolence(2000) });
    await venue.caller.guestBook.add({ obituaryId: another, ...condolence(2001) });
  });
});

describe("the family page's sign-in (default limits)", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi({ rateLimiter: new RateLimiter() });
  });
  afterAll(async () => {
    await familyLinksSettled();
    await api.close();
  });

  it("sends a family ten links in a quarter hour from one address, then 429 with Retry-After; another address still asks", async () => {
    const family = visitorAt(api, "198.51.100.30");
    for (let i = 0; i < 10; i++) await family.caller.family.requestLink({ email: `relative${i}@example.com` });
    const error = await expectTrpcError(family.caller.family.requestLink({ email: "one.more@example.com" }), "TOO_MANY_REQUESTS");
    expect(error.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    expect(Number(family.headers["retry-after"])).toBeGreaterThan(0);
    await visitorAt(api, "198.51.100.31").caller.family.requestLink({ email: "cousin@example.com" });
  });

  it("stops a script guessing sign-in links after sixty tries from one address", async () => {
    const guesser = visitorAt(api, "198.51.100.32");
    for (let i = 0; i < 60; i++) await expectTrpcError(guesser.caller.family.signIn({ token: `made-up-${i}` }), "NOT_FOUND");
    await expectTrpcError(guesser.caller.family.signIn({ token: "made-up-last" }), "TOO_MANY_REQUESTS");
    expect(Number(guesser.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("RateLimiter", () => {
  // The counters run on the clock (rate-limiter-flexible's memory store): moved by hand here.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a reserved write only when it is not released, and counts every request", async () => {
    const limiter = new RateLimiter({ "contact.send": { max: 2, windowMs: 60_000, maxRequests: 4 } });
    const first = await limiter.begin("contact.send", "a", null);
    expect(first.allowed).toBe(true);
    if (first.allowed) first.release();
    const kept = [await limiter.begin("contact.send", "a", null), await limiter.begin("contact.send", "a", null)];
    expect(kept.every((w) => w.allowed)).toBe(true);
    // Both writes kept: the quota is full, and this request was the fourth.
    expect(await limiter.begin("contact.send", "a", null)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.setSystemTime(30_000);
    expect(await limiter.begin("contact.send", "a", null)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await limiter.begin("contact.send", "b", null)).allowed).toBe(true);
    vi.setSystemTime(60_000);
    expect((await limiter.begin("contact.send", "a", null)).allowed).toBe(true);
  });

  it("gives each target its own allowance under the address's ceiling", async () => {
    const limiter = new RateLimiter({ "guestBook.add": { max: 3, windowMs: 60_000, perTarget: { max: 2, windowMs: 60_000 } } });
    expect((await limiter.begin("guestBook.add", "a", "obituary:1")).allowed).toBe(true);
    expect((await limiter.begin("guestBook.add", "a", "obituary:1")).allowed).toBe(true);
    expect((await limiter.begin("guestBook.add", "a", "obituary:1")).allowed).toBe(false);
    expect((await limiter.begin("guestBook.add", "a", "obituary:2")).allowed).toBe(true);
    expect((await limiter.begin("guestBook.add", "a", "obituary:3")).allowed).toBe(false);
  });
});
