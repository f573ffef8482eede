import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionKeys } from "../src/submission-key";
import { createTrpcClient } from "../src/trpc";

/**
 * What the site's forms send: each submission carries an Idempotency-Key, the
 * same one when the same words are sent again after a failure, and a new one
 * for the next submission. Asked through the apps' own tRPC client, of a
 * small server that answers the first post 503 as the API does while the
 * database comes back.
 */
describe("the forms' Idempotency-Key", () => {
  let server: Server;
  const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  let failNext = false;
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? "", headers: req.headers });
      req.resume();
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        if (failNext) {
          failNext = false;
          res.statusCode = 503;
          res.setHeader("retry-after", "5");
          const error = { message: "The service is briefly unavailable. Please try again in a moment.", code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } };
          res.end(JSON.stringify({ error: { json: error } }));
          return;
        }
        const ok = { result: { data: { json: { id: 1 } } } };
        res.end(JSON.stringify(req.url?.includes("batch=1") ? [ok] : ok));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The apps call "/trpc" on the page's own origin; here that origin is the small server.
    globalThis.fetch = (input, init) => realFetch(typeof input === "string" ? origin + input : input, init);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
    server.close();
  });

  const client = createTrpcClient({ "x-site-language": "es" });
  const post = (input: object) => client.contact.send.mutate(input as never);
  const message = { name: "Ana", email: "ana@example.com", phone: "", message: "We would like to talk about a service." };

  it("sends a key with a submission, the same key when it is sent again after a 503, and a new one for the next", async () => {
    const keys = submissionKeys();
    seen.length = 0;
    failNext = true;
    await expect(post(keys.keyed({ ...message }))).rejects.toMatchObject({ data: { httpStatus: 503 } });
    await post(keys.keyed({ ...message }));
    keys.done();
    await post(keys.keyed({ ...message }));

    const sent = seen.map((s) => s.headers["idempotency-key"]);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1], "the retry of the same submission").toBe(sent[0]);
    expect(sent[2], "a new submission").not.toBe(sent[0]);
    // Each goes alone (a batch has one set of headers), with the page's language.
    for (const s of seen) {
      expect(s.url).not.toContain("batch=1");
      expect(s.headers["x-site-language"]).toBe("es");
    }
  });

  it("gives changed words a new key: a corrected form is another submission", async () => {
    const keys = submissionKeys();
    seen.length = 0;
    failNext = true;
    await expect(post(keys.keyed({ ...message }))).rejects.toBeTruthy();
    await post(keys.keyed({ ...message, message: "We would like to talk about a service on Friday." }));
    const [first, second] = seen.map((s) => s.headers["idempotency-key"]);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it("sends no key with a call no form marked", async () => {
    seen.length = 0;
    await client.events.upcoming.query(undefined as never);
    await post({ ...message });
    expect(seen.map((s) => s.headers["idempotency-key"])).toEqual([undefined, undefined]);
  });
});
