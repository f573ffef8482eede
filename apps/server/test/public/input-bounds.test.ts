import { Readable } from "node:stream";
import { BIOGRAPHY_MAX, NAME_MAX, PHOTO_URL_MAX, todayIn } from "@fh/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BYTES_PER_CHARACTER, JSON_BODY_LIMIT, PRICE_LIST_SAVE_BODY_LIMIT } from "../../src/plugins/body-limits";
import { createPublicTestServer, insertLiveObituary, sampleObituary, startChat, type PublicTestServer } from "./helpers";

const UNKNOWN = { error: "colour: Unknown field", fields: { colour: "Unknown field" } };
/** A character UTF-8 writes in three bytes: the most any typed character of a form's text takes in JSON. */
const WIDE = "語";

describe("public input: unknown keys refused, bodies bounded", () => {
  let server: PublicTestServer;
  let liveId: number;

  beforeAll(async () => {
    server = await createPublicTestServer();
    liveId = await insertLiveObituary(server);
  });
  afterAll(() => server.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "POST", url, payload: payload as never, headers });
  const trpc = (procedure: string, json: unknown) =>
    server.app.inject({
      method: "POST",
      url: `/trpc/${procedure}`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ json }),
    });
  const trpcQuery = (procedure: string, json: unknown) =>
    server.app.inject({ method: "GET", url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json }))}` });

  /** Every public POST body of SPEC §7, exactly as listed there. */
  async function documentedBodies() {
    const chat = await startChat(server, { sessionId: "session-1718900000000-k3j4h5" });
    return [
      ["/api/obituaries", { ...sampleObituary, photoUrl: "", submitterPhone: "" }, {}],
      [`/api/obituaries/${liveId}/guestbook`, { authorName: "Ana", authorEmail: "ana@example.com", message: "With love." }, {}],
      [
        "/api/consultations",
        {
          firstName: "Ana",
          lastName: "Lee",
          email: "ana@example.com",
          phone: "561-555-0101",
          appointmentDate: todayIn(),
          appointmentTime: "10:00 AM",
          consultationType: "in-person",
          serviceInterest: "cremation",
          budgetRange: "discuss-later",
          additionalNotes: "",
        },
        {},
      ],
      ["/api/contact", { name: "Ana", email: "ana@example.com", phone: "", message: "Please call." }, {}],
      ["/api/chat/session", { sessionId: chat.sessionId }, { cookie: chat.cookie }],
      [`/api/chat/${chat.sessionId}/messages`, { message: "Hello", sender: "visitor" }, { cookie: chat.cookie }],
      [`/api/chat/${chat.sessionId}/ai-response`, { message: "Hello" }, { cookie: chat.cookie }],
    ] as const;
  }

  it("keeps every public body of SPEC §7 working as sent", async () => {
    for (const [url, body, headers] of await documentedBodies()) {
      const res = await post(url, body, headers);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    }
  });

  it("refuses an unknown key on every public REST POST with a 400 naming it, and stores nothing", async () => {
    for (const [url, body, headers] of await documentedBodies()) {
      const res = await post(url, { ...body, colour: "blue" }, headers);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(UNKNOWN);
    }
    const follow = await trpc("followers.follow", { obituaryId: liveId, email: "ana@example.com", colour: "blue" });
    expect(follow.statusCode).toBe(400);
  });

  it("refuses an unknown key on public tRPC procedures, queries and mutations alike", async () => {
    const calls = [
      await trpc("contact.send", { name: "Ana", email: "ana@example.com", message: "Please call.", colour: "blue" }),
      await trpc("guestBook.add", { obituaryId: liveId, authorName: "Ana", message: "With love.", colour: "blue" }),
      await trpc("guestBook.report", { entryId: 1, colour: "blue" }),
      await trpcQuery("guestBook.list", { obituaryId: liveId, colour: "blue" }),
      await trpcQuery("obituaries.search", { sort: "newest", colour: "blue" }),
      await trpcQuery("consultations.slots", { date: todayIn(), colour: "blue" }),
      await trpcQuery("services.forObituary", { obituaryId: liveId, colour: "blue" }),
    ];
    for (const res of calls) {
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { error: { json: { message: string } } }).error.json.message).toBe("colour: Unknown field");
    }
  });

  it("still takes what the site's own pages send: the memorial list's infinite query adds cursor and direction", async () => {
    const first = await trpcQuery("obituaries.search", { sort: "newest", filter: "all", limit: 1, cursor: null, direction: "forward" });
    expect(first.statusCode, first.body).toBe(200);
    const chat = await startChat(server, {});
    expect((await trpc("chat.createSession", {})).statusCode).toBe(200);
    const sent = await server.app.inject({
      method: "POST",
      url: "/trpc/chat.send",
      headers: { "content-type": "application/json", cookie: chat.cookie },
      payload: JSON.stringify({ json: { sessionId: chat.sessionId, message: "Hello", sender: "visitor" } }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it("takes the largest obituary a form can send, and answers 413 to a JSON body over 64 KiB", async () => {
    const largest = {
      firstName: WIDE.repeat(NAME_MAX),
      lastName: WIDE.repeat(NAME_MAX),
      dateOfBirth: "1941-03-12",
      dateOfDeath: "2025-01-02",
      biography: WIDE.repeat(BIOGRAPHY_MAX),
      photoUrl: `https://photos.example.com/${"a".repeat(PHOTO_URL_MAX - 27)}`,
      submitterName: WIDE.repeat(NAME_MAX),
      submitterEmail: `${"m".repeat(60)}@example.com`,
      submitterPhone: "+1 (561) 555-0101",
      guestBookDigest: true,
      website: "",
    };
    expect(largest.photoUrl).toHaveLength(PHOTO_URL_MAX);
    expect(BYTES_PER_CHARACTER).toBe(Buffer.byteLength(WIDE));
    const bytes = Buffer.byteLength(JSON.stringify({ json: largest }));
    expect(bytes).toBeLessThanOrEqual(JSON_BODY_LIMIT);
    expect(JSON_BODY_LIMIT).toBe(64 * 1024);
    const rest = await post("/api/obituaries", largest);
    expect(rest.statusCode, rest.body).toBe(201);
    const viaTrpc = await trpc("obituaries.submit", largest);
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);

    // One byte past the limit: refused before it is parsed, over REST and tRPC (a body of spaces is still JSON).
    const over = `${JSON.stringify({ name: "Ana", email: "ana@example.com", message: "Hi" })}${" ".repeat(JSON_BODY_LIMIT)}`;
    for (const url of ["/api/contact", "/api/obituaries", `/api/obituaries/${liveId}/guestbook`, "/trpc/contact.send", "/trpc/obituaries.submit"]) {
      const res = await post(url, over, { "content-type": "application/json" });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ error: "Request body is too large" });
    }
    // Sent without a length (chunked), it is counted as it arrives.
    const chunked = await server.app.inject({
      method: "POST",
      url: "/trpc/contact.send",
      headers: { "content-type": "application/json" },
      payload: Readable.from([Buffer.from(over)]),
    });
    expect(chunked.statusCode).toBe(413);
  });

  it("gives the staff price-list save alone the room of a whole price list", async () => {
    // Past 64 KiB and within the price list's limit: read (then refused for want of a session), not a 413.
    const list = JSON.stringify({ json: { effectiveDate: "2030-01-01", alternativeContainers: "x", items: [] } });
    const big = `${list}${" ".repeat(PRICE_LIST_SAVE_BODY_LIMIT - list.length - 10)}`;
    const save = await post("/trpc/admin.priceList.save", big, { "content-type": "application/json" });
    expect(save.statusCode).not.toBe(413);
    expect(save.statusCode).toBe(401);
    const other = await post("/trpc/admin.obituaries.approve", big, { "content-type": "application/json" });
    expect(other.statusCode).toBe(413);
    const tooBig = await post("/trpc/admin.priceList.save", `${big}${" ".repeat(20)}`, { "content-type": "application/json" });
    expect(tooBig.statusCode).toBe(413);
  });
});
