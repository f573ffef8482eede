import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { chatMessages, chatSessions } from "@fh/db";
import { defaultBusiness } from "@fh/validators";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessRisk, builtInReply, createAssistant, crisisReply, matchTopic, suggestsSelfHarmRisk } from "../../src/assistant";
import { recordingLogger } from "../log";
import { badRequestMessage, chatVisitor, createPublicTestApi, expectTrpcError, type PublicTestApi } from "./helpers";

/**
 * What a crisis reply must be: 988 in its first line, then 911 and
 * the grief-support page, and nothing about arrangements, prices or booking.
 */
function expectCrisisReply(text: string) {
  const [firstLine] = text.split("\n");
  expect(firstLine).toMatch(/call 988 or text 988/);
  expect(text).toMatch(/call 911/);
  expect(text).toContain("/grief-support");
  for (const planning of ["/book-consultation", "/obituaries", "funeral", "cremation", "$", defaultBusiness.phone]) {
    expect(text, `no "${planning}" in a crisis reply`).not.toContain(planning);
  }
}

describe("chat", () => {
  let api: PublicTestApi;
  let log: ReturnType<typeof recordingLogger>;
  let visitor: ReturnType<typeof chatVisitor>;
  let sessionId: string;
  beforeAll(async () => {
    log = recordingLogger();
    api = await createPublicTestApi({ log });
    visitor = chatVisitor(api, { ip: "198.51.100.20" });
    sessionId = (await visitor.caller.chat.createSession({})).sessionId;
  });
  afterAll(() => api.close());

  it("makes the session id on the server, 128 random bits, and ties it to the visitor's cookie", async () => {
    expect(sessionId).toMatch(/^session-\d+-[0-9a-f]{32}$/);
    expect(visitor.jar.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = visitor.jar.token!;
    const second = await visitor.caller.chat.createSession({});
    expect(second).toMatchObject({ status: "active", created: true });
    expect(second.sessionId).not.toBe(sessionId);
    // One cookie per browser: the second conversation did not get a new one.
    expect(visitor.jar.token).toBe(token);
    // The database keeps the cookie's SHA-256, never the cookie itself.
    const rows = await api.deps.db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
    expect(rows[0]?.visitorTokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("never adopts a client's id; the visitor's own id resumes its conversation", async () => {
    const chosen = "session-1718900000000-abc123xyz";
    const fresh = await visitor.caller.chat.createSession({ sessionId: chosen });
    expect(fresh.created).toBe(true);
    expect(fresh.sessionId).not.toBe(chosen);
    const [adopted] = await api.deps.db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.sessionId, chosen));
    expect(adopted?.n).toBe(0);

    const again = await visitor.caller.chat.createSession({ sessionId });
    expect(again).toMatchObject({ sessionId, created: false });
    // Someone else naming this visitor's id gets a conversation of their own.
    const other = chatVisitor(api);
    const theirs = await other.caller.chat.createSession({ sessionId });
    expect(theirs.created).toBe(true);
    expect(theirs.sessionId).not.toBe(sessionId);
    expect(other.jar.token).not.toBe(visitor.jar.token);
  });

  it("refuses malformed session ids and empty messages", async () => {
    for (const bad of ["abc", "session-1-", "session-x-abc", `session-1-${"a".repeat(80)}`, "session-1-a/../b"]) {
      expect(await badRequestMessage(visitor.caller.chat.createSession({ sessionId: bad }))).toMatch(/^sessionId: /);
    }
    expect(await badRequestMessage(visitor.caller.chat.send({ sessionId, message: "   ", sender: "visitor" }))).toBe(
      "message: Message cannot be empty",
    );
    expect(
      await badRequestMessage(visitor.caller.chat.send({ sessionId, message: "hi", sender: "ai" as "visitor" })),
    ).toMatch(/^sender: /);
    await expectTrpcError(
      visitor.caller.chat.send({ sessionId: "session-1-nosuchsession", message: "hi", sender: "visitor" }),
      "NOT_FOUND",
    );
    const [stored] = await api.deps.db.select({ n: count() }).from(chatMessages);
    expect(stored?.n).toBe(0);
  });

  it("stores the visitor's message and the built-in assistant's reply, oldest first", async () => {
    const sent = await visitor.caller.chat.send({ sessionId, message: "Funeral planning help", sender: "visitor" });
    expect(sent).toMatchObject({ sender: "visitor", message: "Funeral planning help" });
    const reply = await visitor.caller.chat.aiResponse({ sessionId, message: "Funeral planning help" });
    expect(reply.sender).toBe("ai");
    expect(reply.message).toContain(defaultBusiness.phone);
    expect(reply.message).toContain("/book-consultation");
    const messages = await visitor.caller.chat.messages({ sessionId });
    expect(messages.map((m) => m.sender)).toEqual(["visitor", "ai"]);
    expect(messages[1]?.message).toBe(reply.message);
    await expectTrpcError(visitor.caller.chat.messages({ sessionId: "session-2-unknown" }), "NOT_FOUND");
  });

  it("answers 404 to anyone without this visitor's cookie, as for an unknown id, and logs it", async () => {
    const before = await api.deps.db.select({ n: count() }).from(chatMessages);
    const stranger = chatVisitor(api, { ip: "203.0.113.99" });
    await stranger.caller.chat.createSession({});
    const cookieless = api.visitorWith({ ip: "203.0.113.98" });
    const forged = api.visitorWith({ ip: "203.0.113.97", chatVisitorToken: "A".repeat(43) });
    for (const caller of [stranger.caller, cookieless, forged]) {
      const refused = await expectTrpcError(caller.chat.messages({ sessionId }), "NOT_FOUND");
      expect(refused.message).toBe("Chat session not found");
      await expectTrpcError(caller.chat.send({ sessionId, message: "let me in", sender: "visitor" }), "NOT_FOUND");
      await expectTrpcError(caller.chat.aiResponse({ sessionId, message: "let me in" }), "NOT_FOUND");
    }
    expect(await api.deps.db.select({ n: count() }).from(chatMessages)).toEqual(before);
    const refusals = log.events("chat.access_refused");
    expect(refusals.map((l) => [l.level, l.fields.ip, l.fields.reason])).toContainEqual(["warn", "203.0.113.99", "not this visitor's"]);
    expect(refusals.map((l) => l.fields.reason)).toContain("no cookie");
    // Neither the cookie nor the id is written to the log.
    expect(log.text()).not.toContain(visitor.jar.token!);
    expect(log.text()).not.toContain("A".repeat(43));
  });

  it("answers a message that suggests self-harm with the 988 lifeline first and alone", async () => {
    for (const crisis of ["I can't do this anymore, I want to kill myself", "I'm thinking of ending it all", "I have pills saved up"]) {
      await visitor.caller.chat.send({ sessionId, message: crisis, sender: "visitor" });
      const reply = await visitor.caller.chat.aiResponse({ sessionId, message: crisis });
      expectCrisisReply(reply.message);
    }
  });

  it("after a crisis answer, hears a follow-up that would be an errand elsewhere as a plan", async () => {
    const { sessionId: id } = await visitor.caller.chat.createSession({});
    const say = async (message: string) => {
      await visitor.caller.chat.send({ sessionId: id, message, sender: "visitor" });
      return (await visitor.caller.chat.aiResponse({ sessionId: id, message })).message;
    };
    // Alone, "I'm going to do it tonight" is about a form or an errand.
    expect(await say("I'm going to do it tonight")).toBe(builtInReply("I'm going to do it tonight", defaultBusiness));
    expect(await say("I want to die")).toBe(crisisReply());
    const again = await say("I'm going to do it tonight");
    expectCrisisReply(again);
    expect(again).toBe(crisisReply({ again: true }));
  });
});

describe("built-in grief-support responder", () => {
  it("recognises each suggested prompt and the common needs behind free text", () => {
    const expectations: Array<[string, string]> = [
      ["I need emotional support", "emotional-support"],
      ["Funeral planning help", "funeral-planning"],
      ["Help me understand grief", "grief-stages"],
      ["Understanding grief", "grief-stages"],
      ["I need immediate assistance", "immediate-assistance"],
      ["Feeling overwhelmed", "overwhelmed"],
      ["I can't sleep", "sleep"],
      ["I can’t sleep", "sleep"],
      ["Grief stages", "grief-stages"],
      ["My father just died at home, what do I do?", "immediate-assistance"],
      ["How much does cremation cost?", "cremation"],
      ["I want to pre-plan my own funeral", "pre-planning"],
      ["Can I book a consultation?", "consultation"],
      ["I would like to talk to a real person", "staff"],
      ["Are there support groups near me?", "support-groups"],
    ];
    for (const [message, topic] of expectations) expect(matchTopic(message), message).toBe(topic);
  });

  it("answers warmly with the page and the 24/7 phone", () => {
    const reply = builtInReply("How much does cremation cost?", defaultBusiness);
    expect(reply).toContain("$1,295");
    expect(reply).toContain(defaultBusiness.phone);
    expect(builtInReply("qwerty", defaultBusiness)).toContain(defaultBusiness.phone);
  });

  it("recognises risk of suicide or self-harm and nothing else", () => {
    for (const text of ["I want to die", "thinking about suicide", "I've been hurting myself", "I don't want to live without her", "better off dead", "I want to end my life"]) {
      expect(suggestsSelfHarmRisk(text), text).toBe(true);
    }
    for (const text of ["My mother died last night", "Funeral planning help", "I can't sleep", "How do I plan the service?"]) {
      expect(suggestsSelfHarmRisk(text), text).toBe(false);
    }
  });
});

/** A real HTTP server standing in for an OpenAI-compatible endpoint. */
function startEndpoint(handler: (req: IncomingMessage, body: string, res: ServerResponse) => void) {
  const requests: Array<{ headers: IncomingMessage["headers"]; url: string | undefined; body: Record<string, unknown> }> = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      requests.push({ headers: req.headers, url: req.url, body: JSON.parse(body) as Record<string, unknown> });
      handler(req, body, res);
    });
  });
  return new Promise<{ baseUrl: string; requests: typeof requests; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The requests that asked for a reply, not for the risk classifier's opinion. */
function replyRequests<R extends { body: Record<string, unknown> }>(requests: R[]): R[] {
  return requests.filter((r) => !isClassifierRequest(r.body));
}

function isClassifierRequest(body: Record<string, unknown>): boolean {
  const messages = body.messages as Array<{ content: string }>;
  return messages[0]!.content.startsWith("You screen messages");
}

function completion(res: ServerResponse, content: string) {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
}

describe("assistant over an OpenAI-compatible endpoint", () => {
  it("sends the system prompt and conversation, and stores the endpoint's reply", async () => {
    const endpoint = await startEndpoint((_req, _body, res) => completion(res, "  I'm here with you. Would you like to talk about her?  "));
    const errors: unknown[] = [];
    const assistant = createAssistant({
      endpoint: { baseUrl: endpoint.baseUrl, apiKey: "test-key", model: "grief-model", timeoutMs: 2000 },
      onEndpointError: (e) => errors.push(e),
    });
    const api = await createPublicTestApi({ assistant });
    try {
      const { caller } = chatVisitor(api);
      const { sessionId: id } = await caller.chat.createSession({});
      await caller.chat.send({ sessionId: id, message: "Hello", sender: "visitor" });
      await caller.chat.aiResponse({ sessionId: id, message: "Hello" });
      await caller.chat.send({ sessionId: id, message: "I miss my mother", sender: "visitor" });
      const reply = await caller.chat.aiResponse({ sessionId: id, message: "I miss my mother" });
      expect(reply.message).toBe("I'm here with you. Would you like to talk about her?");
      expect(errors).toEqual([]);

      const last = replyRequests(endpoint.requests).at(-1)!;
      expect(last.url).toBe("/v1/chat/completions");
      expect(last.headers.authorization).toBe("Bearer test-key");
      expect(last.body.model).toBe("grief-model");
      const messages = last.body.messages as Array<{ role: string; content: string }>;
      expect(messages[0]?.role).toBe("system");
      expect(messages[0]?.content).toContain(defaultBusiness.phone);
      expect(messages[0]?.content).toContain("988");
      expect(messages.slice(1)).toEqual([
        { role: "user", content: "Hello" },
        { role: "assistant", content: "I'm here with you. Would you like to talk about her?" },
        { role: "user", content: "I miss my mother" },
      ]);
    } finally {
      await api.close();
      await endpoint.close();
    }
  });

  it("answers a crisis message with our own words: the endpoint is not asked", async () => {
    const modelWords = "Let's talk about planning the service.";
    const endpoint = await startEndpoint((_req, _body, res) => completion(res, modelWords));
    const assistant = createAssistant({ endpoint: { baseUrl: endpoint.baseUrl, apiKey: "k", model: "m", timeoutMs: 2000 } });
    const api = await createPublicTestApi({ assistant });
    try {
      const { caller } = chatVisitor(api);
      const { sessionId: id } = await caller.chat.createSession({});
      const say = async (message: string) => {
        await caller.chat.send({ sessionId: id, message, sender: "visitor" });
        return (await caller.chat.aiResponse({ sessionId: id, message })).message;
      };
      expect(await say("Hello")).toBe(modelWords);
      // One reply and one risk opinion.
      expect(endpoint.requests).toHaveLength(2);

      for (const crisis of ["I'm thinking of ending it all", "I have pills saved up", "bye"]) {
        const reply = await say(crisis);
        expectCrisisReply(reply);
        expect(reply).not.toContain(modelWords);
      }
      // Neither the crisis messages nor the follow-up ("bye", after one) went to the model.
      expect(endpoint.requests).toHaveLength(2);

      const direct = await assistant.reply({ history: [], message: "I want to end it all", business: defaultBusiness });
      expect(direct).toEqual({ text: crisisReply(), source: "crisis" });
      expect(endpoint.requests).toHaveLength(2);
    } finally {
      await api.close();
      await endpoint.close();
    }
  });

  it("falls back to the built-in responder on an error, a bad answer or a timeout", async () => {
    const behaviours: Array<(res: ServerResponse) => void> = [
      (res) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "overloaded" } }));
      },
      (res) => completion(res, "   "),
      (res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("not json");
      },
      (res) => setTimeout(() => completion(res, "too late"), 1500),
    ];
    for (const [index, behave] of behaviours.entries()) {
      const endpoint = await startEndpoint((_req, _body, res) => behave(res));
      const errors: unknown[] = [];
      const assistant = createAssistant({
        endpoint: { baseUrl: endpoint.baseUrl, apiKey: "k", model: "m", timeoutMs: 500 },
        onEndpointError: (e) => errors.push(e),
      });
      try {
        const { text, source } = await assistant.reply({ history: [], message: "Grief stages", business: defaultBusiness });
        expect(source, `behaviour ${index}`).toBe("built-in");
        expect(text).toBe(builtInReply("Grief stages", defaultBusiness));
        expect(errors).toHaveLength(1);
      } finally {
        await endpoint.close();
      }
    }
  });

  it("gives the lifeline when the model hears risk our detector missed, and never lets its silence lower an answer", async () => {
    // A phrasing outside every word family, so only the model can hear it.
    const unheard = "the quiet place by the water is calling me and i am going to answer it";
    expect(assessRisk(unheard).risk).toBe(false);
    const modelWords = "Tell me more about how you are doing.";
    for (const [opinion, expected] of [
      ["RISK", "crisis"],
      ["SAFE", "endpoint"],
      ["slow", "endpoint"],
      ["nonsense", "endpoint"],
    ] as const) {
      const endpoint = await startEndpoint((_req, body, res) => {
        if (!isClassifierRequest(JSON.parse(body) as Record<string, unknown>)) return completion(res, modelWords);
        if (opinion === "slow") return setTimeout(() => completion(res, "RISK"), 1500);
        completion(res, opinion === "nonsense" ? "I am not sure what you mean" : opinion);
      });
      const assistant = createAssistant({ endpoint: { baseUrl: endpoint.baseUrl, apiKey: "k", model: "m", timeoutMs: 1000 } });
      try {
        const reply = await assistant.reply({ history: [], message: unheard, business: defaultBusiness, locale: "es" });
        expect(reply.source, opinion).toBe(expected);
        if (expected === "crisis") expect(reply.text).toBe(crisisReply({ locale: "es" }));
        else expect(reply.text).toBe(modelWords);
        const classifier = endpoint.requests.find((r) => isClassifierRequest(r.body))!;
        const messages = classifier.body.messages as Array<{ role: string; content: string }>;
        expect(messages[1]!.content).toContain(unheard);
      } finally {
        await endpoint.close();
      }
    }
  });

  it("falls back when nothing listens at the endpoint", async () => {
    const assistant = createAssistant({ endpoint: { baseUrl: "http://127.0.0.1:9/v1", apiKey: "k", model: "m", timeoutMs: 1000 } });
    const { source, text } = await assistant.reply({ history: [], message: "I can't sleep", business: defaultBusiness });
    expect(source).toBe("built-in");
    expect(text).toContain("breathing");
  });
});
