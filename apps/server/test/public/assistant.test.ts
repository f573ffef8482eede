import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicTestServer, startChat, type PublicTestServer } from "./helpers";

describe("chat replies from the configured AI endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL)", () => {
  let endpoint: Server;
  let server: PublicTestServer;
  let healthy = true;
  const seen: Array<{ authorization: string | undefined; model: unknown }> = [];
  /** Requests asking the model's opinion on risk, which go alongside each reply's. */
  let riskOpinions = 0;

  beforeAll(async () => {
    // A real HTTP server standing in for an OpenAI-compatible endpoint.
    endpoint = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        const body = JSON.parse(raw) as { model: unknown; messages: Array<{ content: string }> };
        if (body.messages[0]!.content.startsWith("You screen messages")) riskOpinions += 1;
        else seen.push({ authorization: req.headers.authorization, model: body.model });
        if (!healthy) {
          res.writeHead(503).end();
          return;
        }
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: "A reply written by the endpoint." } }] }));
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    const { port } = endpoint.address() as AddressInfo;
    server = await createPublicTestServer({
      env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: "secret-key", AI_MODEL: "test-model", AI_TIMEOUT_MS: "2000" },
    });
  });
  afterAll(async () => {
    await server.close();
    endpoint.closeAllConnections();
    await new Promise((resolve) => endpoint.close(resolve));
  });

  it("stores the endpoint's reply, and the built-in one when the endpoint fails", async () => {
    const { sessionId, cookie } = await startChat(server);
    const headers = { cookie };
    await server.app.inject({ method: "POST", url: `/api/chat/${sessionId}/messages`, payload: { message: "Hello", sender: "visitor" }, headers });
    const first = await server.app.inject({ method: "POST", url: `/api/chat/${sessionId}/ai-response`, payload: { message: "Hello" }, headers });
    expect(first.statusCode).toBe(201);
    expect((first.json() as { message: string }).message).toBe("A reply written by the endpoint.");
    expect(seen[0]).toEqual({ authorization: "Bearer secret-key", model: "test-model" });

    healthy = false;
    const second = await server.app.inject({ method: "POST", url: `/api/chat/${sessionId}/ai-response`, payload: { message: "Grief stages" }, headers });
    expect(second.statusCode).toBe(201);
    const text = (second.json() as { message: string }).message;
    expect(text).toMatch(/denial, anger, bargaining, depression and acceptance/);
    expect(text).not.toContain("secret-key");
    expect(seen).toHaveLength(2);
    expect(riskOpinions).toBe(2);
  });
});
