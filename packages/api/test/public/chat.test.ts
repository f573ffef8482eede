import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { chatMessages } from "@fh/db";
import { defaultBusiness } from "@fh/validators";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInReply, createAssistant, matchTopic, suggestsSelfHarmRisk } from "../../src/assistant";
import { badRequestMessage, createPublicTestApi, expectTrpcError, type PublicTestApi } from "./helpers";

const sessionId = "session-1718900000000-abc123xyz";

describe("chat", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi();
  });
  afterAll(() => api.close());

  it("creates a session once; the same id again is not an error", async () => {
    const first = await api.visitor.chat.createSession({ sessionId });
    expect(first).toMatchObject({ sessionId, status: "active", created: true });
    const again = await api.visitor.chat.createSession({ sessionId });
    expect(again).toMatchObject({ sessionId, created: false });
  });

  it("refuses malformed session ids and empty messages", async () => {
    for (const bad of ["abc", "session-1-", "session-x-abc", `session-1-${"a".repeat(80)}`, "session-1-a/../b"]) {
      expect(await badRequestMessage(api.visitor.chat.createSession({ sessionId: bad }))).toMatch(/^sessionId: /);
    }
    expect(await badRequestMessage(api.visitor.chat.send({ sessionId, message: "   ", sender: "visitor" }))).toBe(
      "message: Message cannot be empty",
    );
    expect(
      await badRequestMessage(api.visitor.chat.send({ sessionId, message: "hi", sender: "ai" as "visitor" })),
    ).toMatch(/^sender: /);
    await expectTrpcError(
      api.visitor.chat.send({ sessionId: "session-1-nosuchsession", message: "hi", sender: "visitor" }),
      "NOT_FOUND",
    );
    const [stored] = await api.deps.db.select({ n: count() }).from(chatMessages);
    expect(stored?.n).toBe(0);
  });

  it("stores the visitor's message and the built-in assistant's reply, oldest first", async () => {
    const sent = await api.visitor.chat.send({ sessionId, message: "Funeral planning help", sender: "visitor" });
    expect(sent).toMatchObject({ sender: "visitor", message: "Funeral planning help" });
    const reply = await api.visitor.chat.aiResponse({ sessionId, message: "Funeral planning help" });
    expect(reply.sender).toBe("ai");
    expect(reply.message).toContain(defaultBusiness.phone);
    expect(reply.message).toContain("/book-consultation");
    const messages = await api.visitor.chat.messages({ sessionId });
    expect(messages.map((m) => m.sender)).toEqual(["visitor", "ai"]);
    expect(messages[1]?.message).toBe(reply.message);
    expect(await api.visitor.chat.messages({ sessionId: "session-2-unknown" })).toEqual([]);
  });

  it("answers a message that suggests self-harm with the 988 lifeline first", async () => {
    const crisis = "I can't do this anymore, I want to kill myself";
    await api.visitor.chat.send({ sessionId, message: crisis, sender: "visitor" });
    const reply = await api.visitor.chat.aiResponse({ sessionId, message: crisis });
    expect(reply.message.indexOf("988")).toBeGreaterThan(-1);
    expect(reply.message.indexOf("988")).toBeLessThan(200);
    expect(reply.message).toMatch(/call or text 988/);
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
      const id = "session-1718900000001-endpoint";
      await api.visitor.chat.createSession({ sessionId: id });
      await api.visitor.chat.send({ sessionId: id, message: "Hello", sender: "visitor" });
      await api.visitor.chat.aiResponse({ sessionId: id, message: "Hello" });
      await api.visitor.chat.send({ sessionId: id, message: "I miss my mother", sender: "visitor" });
      const reply = await api.visitor.chat.aiResponse({ sessionId: id, message: "I miss my mother" });
      expect(reply.message).toBe("I'm here with you. Would you like to talk about her?");
      expect(errors).toEqual([]);

      const last = endpoint.requests.at(-1)!;
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

  it("puts the 988 lifeline first even when the endpoint writes the reply", async () => {
    const endpoint = await startEndpoint((_req, _body, res) => completion(res, "I'm so sorry you're hurting."));
    const assistant = createAssistant({ endpoint: { baseUrl: endpoint.baseUrl, apiKey: "k", model: "m", timeoutMs: 2000 } });
    try {
      const { text, source } = await assistant.reply({ history: [], message: "I want to end it all", business: defaultBusiness });
      expect(source).toBe("endpoint");
      expect(text.startsWith("I'm so sorry you're carrying")).toBe(true);
      expect(text).toMatch(/call or text 988/);
      expect(text).toContain("I'm so sorry you're hurting.");
    } finally {
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

  it("falls back when nothing listens at the endpoint", async () => {
    const assistant = createAssistant({ endpoint: { baseUrl: "http://127.0.0.1:9/v1", apiKey: "k", model: "m", timeoutMs: 1000 } });
    const { source, text } = await assistant.reply({ history: [], message: "I can't sleep", business: defaultBusiness });
    expect(source).toBe("built-in");
    expect(text).toContain("breathing");
  });
});
