import { chatMessages, type consultations, contactMessages, type guestBookEntries, obituaries } from "@fh/db";
import { defaultBusiness, todayIn } from "@fh/validators";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicTestServer, expectNothingInternal, sampleObituary, startChat, type PublicTestServer } from "./helpers";

const PRIVATE = /submitterName|submitterEmail|submitterPhone|authorEmail|"email"|"phone"/;

const obituary = { ...sampleObituary, photoUrl: "", submitterPhone: "" };

describe("public REST calls of SPEC §7", () => {
  let server: PublicTestServer;
  let liveId: number;
  let pendingId: number;

  beforeAll(async () => {
    server = await createPublicTestServer({ seed: true });
    const rows = await server.deps.db.select({ id: obituaries.id, status: obituaries.status }).from(obituaries);
    liveId = rows.find((r) => r.status === "live")!.id;
    pendingId = rows.find((r) => r.status === "pending")!.id;
  });
  afterAll(() => server.close());

  const inject = (method: "GET" | "POST", url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method, url, payload: payload as never, headers });
  const rows = async (table: typeof obituaries | typeof guestBookEntries | typeof consultations | typeof contactMessages) =>
    (await server.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it("GET /api/obituaries lists live obituaries without submitter fields", async () => {
    const res = await inject("GET", "/api/obituaries");
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number }>;
    expect(list.map((o) => o.id)).toContain(liveId);
    expect(list.map((o) => o.id)).not.toContain(pendingId);
    expect(res.body).not.toMatch(PRIVATE);
  });

  it("GET /api/obituaries/{id}: live answers, pending and unknown are 404, junk is 400", async () => {
    const live = await inject("GET", `/api/obituaries/${liveId}`);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ id: liveId });
    expect(Object.keys(live.json() as object).sort()).toEqual(
      ["biography", "createdAt", "dateOfBirth", "dateOfDeath", "firstName", "gallery", "guestBookMode", "id", "inLieuOfFlowers", "lastName", "noindex", "photoUrl"].sort(),
    );
    for (const id of [pendingId, 99999]) {
      const res = await inject("GET", `/api/obituaries/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Obituary not found" });
    }
    const junk = await inject("GET", "/api/obituaries/abc");
    expect(junk.statusCode).toBe(400);
    expect((junk.json() as { error: string }).error).toMatch(/^id: /);
  });

  it("POST /api/obituaries creates a pending obituary: 201 with public fields only", async () => {
    const before = await rows(obituaries);
    const res = await inject("POST", "/api/obituaries", obituary);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: number; firstName: string };
    expect(body).toMatchObject({ firstName: "Rosa", lastName: "Delgado", dateOfDeath: "2025-01-02" });
    expect(res.body).not.toMatch(PRIVATE);
    expect(await rows(obituaries)).toBe(before + 1);
    expect((await inject("GET", `/api/obituaries/${body.id}`)).statusCode).toBe(404);
  });

  it("POST /api/obituaries answers 400 naming the field, with fields", async () => {
    const res = await inject("POST", "/api/obituaries", { ...obituary, submitterEmail: "nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "submitterEmail: Invalid email", fields: { submitterEmail: "Invalid email" } });
    const missing = await inject("POST", "/api/obituaries", { ...obituary, firstName: undefined });
    expect((missing.json() as { error: string }).error).toBe("firstName: Required");
    const array = await inject("POST", "/api/obituaries", [obituary]);
    expect(array.statusCode).toBe(400);
  });

  it("guest book: list newest first, post 201, no emails, closed on pending obituaries", async () => {
    const post = await inject("POST", `/api/obituaries/${liveId}/guestbook`, {
      authorName: "June",
      authorEmail: "june@example.com",
      message: "Rest in peace.",
    });
    expect(post.statusCode).toBe(201);
    expect(post.json()).toMatchObject({ authorName: "June", message: "Rest in peace.", obituaryId: liveId });
    expect(post.body).not.toMatch(PRIVATE);
    const list = await inject("GET", `/api/obituaries/${liveId}/guestbook`);
    expect(list.statusCode).toBe(200);
    const entries = list.json() as Array<{ authorName: string; createdAt: string }>;
    expect(entries[0]?.authorName).toBe("June");
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.body).not.toMatch(PRIVATE);

    const bad = await inject("POST", `/api/obituaries/${liveId}/guestbook`, { authorName: "J", authorEmail: "x@", message: "m" });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { error: string }).error).toBe("authorEmail: Invalid email");
    expect((await inject("GET", `/api/obituaries/${pendingId}/guestbook`)).statusCode).toBe(404);
    expect((await inject("POST", `/api/obituaries/${pendingId}/guestbook`, { authorName: "J", message: "m" })).statusCode).toBe(404);
  });

  it("POST /api/consultations books for today onward, stored scheduled", async () => {
    const payload = {
      firstName: "Luis",
      lastName: "Ortiz",
      email: "luis@example.com",
      phone: "561-555-0123",
      appointmentDate: todayIn(),
      appointmentTime: "2:00 PM",
      consultationType: "virtual",
      serviceInterest: "cremation",
      budgetRange: "under-5000",
      additionalNotes: "Evenings are better.",
    };
    const res = await inject("POST", "/api/consultations", payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "scheduled", appointmentTime: "2:00 PM" });
    expect(res.body).not.toMatch(PRIVATE);
    const past = await inject("POST", "/api/consultations", { ...payload, appointmentDate: "2020-01-01" });
    expect(past.statusCode).toBe(400);
    expect((past.json() as { error: string }).error).toBe("appointmentDate: Choose today or a later date");
    const slot = await inject("POST", "/api/consultations", { ...payload, appointmentTime: "5:00 PM" });
    expect((slot.json() as { error: string }).error).toMatch(/^appointmentTime: /);
  });

  it("GET /api/events and /api/services answer public upcoming lists", async () => {
    const today = todayIn();
    for (const [url, dateKey] of [["/api/events", "eventDate"], ["/api/services", "serviceDate"]] as const) {
      const res = await inject("GET", url);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<Record<string, string>>;
      expect(list.length).toBeGreaterThan(0);
      const dates = list.map((item) => item[dateKey]!);
      expect(dates.every((d) => d >= today)).toBe(true);
      expect([...dates].sort()).toEqual(dates);
      expect(res.body).not.toMatch(/isPublic/);
    }
  });

  it("POST /api/contact stores a new message", async () => {
    const before = await rows(contactMessages);
    const res = await inject("POST", "/api/contact", { name: "Ana", email: "ana@example.com", phone: "", message: "Please call." });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Ana", status: "new" });
    expect(await rows(contactMessages)).toBe(before + 1);
  });

  it("chat: session, visitor message, assistant reply, messages oldest first", async () => {
    // SPEC §7's call with a JSON sessionId still answers: with the server's id and the chat cookie.
    const created = await inject("POST", "/api/chat/session", { sessionId: "session-1718900000000-k3j4h5" });
    expect(created.statusCode).toBe(201);
    const { sessionId } = created.json() as { sessionId: string };
    expect(created.json()).toMatchObject({ status: "active", created: true });
    expect(sessionId).toMatch(/^session-\d+-[0-9a-f]{32}$/);
    const setCookie = String(created.headers["set-cookie"]);
    expect(setCookie).toMatch(/^fh_chat=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const chat = { cookie: setCookie.split(";")[0]! };

    // The visitor's own id resumes; a malformed one is a 400 naming the field.
    const again = await inject("POST", "/api/chat/session", { sessionId }, chat);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ sessionId, created: false });
    expect(again.headers["set-cookie"]).toBeUndefined();
    const evil = await inject("POST", "/api/chat/session", { sessionId: "evil" });
    expect(evil.statusCode).toBe(400);
    expect((evil.json() as { error: string }).error).toMatch(/^sessionId: /);
    // No body at all starts a conversation too (the widget sends none now); a JSON null is not a body of fields.
    expect((await inject("POST", "/api/chat/session")).statusCode).toBe(201);
    expect((await inject("POST", "/api/chat/session", "null", { "content-type": "application/json" })).statusCode).toBe(400);

    const sent = await inject("POST", `/api/chat/${sessionId}/messages`, { message: "Can't sleep", sender: "visitor" }, chat);
    expect(sent.statusCode).toBe(201);
    const reply = await inject("POST", `/api/chat/${sessionId}/ai-response`, { message: "Can't sleep" }, chat);
    expect(reply.statusCode).toBe(201);
    const replyBody = reply.json() as { message: string; sender: string };
    expect(replyBody.sender).toBe("ai");
    expect(replyBody.message).toContain(defaultBusiness.phone);

    const list = await inject("GET", `/api/chat/${sessionId}/messages`, undefined, chat);
    expect(list.statusCode).toBe(200);
    expect((list.json() as Array<{ sender: string }>).map((m) => m.sender)).toEqual(["visitor", "ai"]);

    const empty = await inject("POST", `/api/chat/${sessionId}/messages`, { message: "  ", sender: "visitor" }, chat);
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as { error: string }).error).toBe("message: Message cannot be empty");
    const crisis = await inject("POST", `/api/chat/${sessionId}/ai-response`, { message: "I want to end my life" }, chat);
    expect((crisis.json() as { message: string }).message).toMatch(/call 988 or text 988/);
    expect((await inject("GET", "/api/chat/not-a-session/messages", undefined, chat)).statusCode).toBe(400);
  });

  it("chat: a conversation answers 404 to anyone without its visitor's cookie, over REST and tRPC", async () => {
    const owner = await startChat(server);
    expect((await inject("POST", `/api/chat/${owner.sessionId}/messages`, { message: "Mine", sender: "visitor" }, { cookie: owner.cookie })).statusCode).toBe(201);
    const other = await startChat(server);
    const strangers: Record<string, Record<string, string>> = {
      "no cookie": {},
      "another visitor's cookie": { cookie: other.cookie },
      "a made-up cookie": { cookie: `fh_chat=${"A".repeat(43)}` },
    };
    for (const [who, headers] of Object.entries(strangers)) {
      for (const [method, url, payload] of [
        ["GET", `/api/chat/${owner.sessionId}/messages`, undefined],
        ["POST", `/api/chat/${owner.sessionId}/messages`, { message: "Let me in", sender: "visitor" }],
        ["POST", `/api/chat/${owner.sessionId}/ai-response`, { message: "Let me in" }],
      ] as const) {
        const res = await inject(method, url, payload, headers);
        expect(res.statusCode, `${method} ${url} with ${who}`).toBe(404);
        expect(res.json()).toEqual({ error: "Chat session not found" });
      }
      const input = encodeURIComponent(JSON.stringify({ json: { sessionId: owner.sessionId } }));
      const viaTrpc = await server.app.inject({ method: "GET", url: `/trpc/chat.messages?input=${input}`, headers });
      expect(viaTrpc.statusCode, `tRPC with ${who}`).toBe(404);
      expect(viaTrpc.body).not.toContain("Mine");
    }
    const [stored] = await server.deps.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, owner.sessionId));
    expect(stored?.n).toBe(1);
    // The owner still reads it.
    const mine = await inject("GET", `/api/chat/${owner.sessionId}/messages`, undefined, { cookie: owner.cookie });
    expect((mine.json() as Array<{ message: string }>).map((m) => m.message)).toEqual(["Mine"]);
  });

  it("the same procedures answer over tRPC", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/trpc/contact.send",
      payload: { json: { name: "Via tRPC", email: "t@example.com", message: "Hello" } },
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(200);
    const bad = await server.app.inject({
      method: "POST",
      url: "/trpc/guestBook.add",
      payload: { json: { obituaryId: liveId, authorName: "A", authorEmail: "bad", message: "m" } },
      headers: { "content-type": "application/json" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("authorEmail: Invalid email");
    expectNothingInternal(bad.body);
    const byId = await server.app.inject({
      method: "GET",
      url: `/trpc/obituaries.byId?input=${encodeURIComponent(JSON.stringify({ json: { id: pendingId } }))}`,
    });
    expect(byId.statusCode).toBe(404);
  });

  it("a form sent twice with the same Idempotency-Key creates one record", async () => {
    const before = await rows(contactMessages);
    const headers = { "idempotency-key": "0f8fad5b-d9cb-469f-a165-70867728950e" };
    const payload = { name: "Twice", email: "twice@example.com", message: "Sent twice" };
    const [a, b] = await Promise.all([
      inject("POST", "/api/contact", payload, headers),
      inject("POST", "/api/contact", payload, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await rows(contactMessages)).toBe(before + 1);
    const other = await inject("POST", "/api/contact", { ...payload, message: "Different" }, headers);
    expect(other.statusCode).toBe(422);
  });

  it("a condolence sent again with the same Idempotency-Key gets its first answer, not the refusal of a repeated message", async () => {
    const headers = { "idempotency-key": "7c9e6679-7425-40de-944b-e07fc1f90ae7" };
    const payload = { authorName: "Odile", message: "We keep you in our prayers, sent once." };
    const first = await inject("POST", `/api/obituaries/${liveId}/guestbook`, payload, headers);
    expect(first.statusCode).toBe(201);
    const again = await inject("POST", `/api/obituaries/${liveId}/guestbook`, payload, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // Without the key, the same words from the same name are a repeat.
    const repeat = await inject("POST", `/api/obituaries/${liveId}/guestbook`, payload);
    expect(repeat.statusCode).toBe(409);
    expect((repeat.json() as { error: string }).error).toBe("message: This message is already in the guest book.");
    const list = (await inject("GET", `/api/obituaries/${liveId}/guestbook`)).json() as { message: string }[];
    expect(list.filter((entry) => entry.message === payload.message)).toHaveLength(1);
  });

  it("refuses a filled honeypot with a 400 and stores nothing", async () => {
    const before = await rows(contactMessages);
    const res = await inject("POST", "/api/contact", { name: "Bot", email: "bot@example.com", message: "Buy", website: "https://spam.example" });
    expect(res.statusCode).toBe(400);
    expect(await rows(contactMessages)).toBe(before);
  });

  it("bounds JSON bodies", async () => {
    const res = await inject("POST", "/api/contact", { name: "A", email: "a@example.com", message: "x".repeat(300_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: "Request body is too large" });
  });

  it("chat stores nothing for a session that does not exist", async () => {
    const res = await inject("POST", "/api/chat/session-1-nosuch/messages", { message: "hi", sender: "visitor" });
    expect(res.statusCode).toBe(404);
    const [n] = await server.deps.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, "session-1-nosuch"));
    expect(n?.n).toBe(0);
  });
});

describe("rate limits on public writes", () => {
  let server: PublicTestServer;
  beforeAll(async () => {
    server = await createPublicTestServer({ rateLimits: { "contact.send": { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => server.close());

  it("answers 429 with Retry-After over REST and tRPC once an address has used its writes", async () => {
    const payload = { name: "A", email: "a@example.com", message: "Hello" };
    for (let i = 0; i < 2; i++) {
      expect((await server.app.inject({ method: "POST", url: "/api/contact", payload })).statusCode).toBe(201);
    }
    const limited = await server.app.inject({ method: "POST", url: "/api/contact", payload });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((limited.json() as { error: string }).error).toMatch(/Too many requests/);
    const viaTrpc = await server.app.inject({
      method: "POST",
      url: "/trpc/contact.send",
      payload: { json: payload },
      headers: { "content-type": "application/json" },
    });
    expect(viaTrpc.statusCode).toBe(429);
    expect(Number(viaTrpc.headers["retry-after"])).toBeGreaterThan(0);
    const other = await server.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress: "198.51.100.7" });
    expect(other.statusCode).toBe(201);
  });
});
