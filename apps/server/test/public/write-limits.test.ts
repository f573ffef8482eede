import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicTestServer, insertLiveObituary, sampleObituary, type PublicTestServer } from "./helpers";

// The limits the site runs with (an empty override keeps every default), over HTTP from real client addresses.
describe("public write limits over HTTP", () => {
  let server: PublicTestServer;
  let liveId: number;
  beforeAll(async () => {
    server = await createPublicTestServer({ rateLimits: {} });
    liveId = await insertLiveObituary(server);
  });
  afterAll(() => server.close());

  const post = (url: string, payload: unknown, remoteAddress: string) =>
    server.app.inject({ method: "POST", url, payload: payload as never, remoteAddress });

  it("field errors do not eat a family's ten submissions; the eleventh is a 429 with Retry-After, over REST and tRPC", async () => {
    const family = "198.51.100.40";
    for (const typo of [{ submitterEmail: "maria@" }, { dateOfBirth: "" }, { biography: "" }, { lastName: undefined }, { dateOfDeath: "tomorrow" }]) {
      const res = await post("/api/obituaries", { ...sampleObituary, ...typo }, family);
      expect(res.statusCode, JSON.stringify(typo)).toBe(400);
    }
    for (let i = 0; i < 10; i++) {
      expect((await post("/api/obituaries", { ...sampleObituary, firstName: `Rosa ${i}` }, family)).statusCode).toBe(201);
    }
    const limited = await post("/api/obituaries", sampleObituary, family);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((limited.json() as { error: string }).error).toMatch(/Too many requests/);
    const viaTrpc = await server.app.inject({
      method: "POST",
      url: "/trpc/obituaries.submit",
      payload: { json: sampleObituary },
      headers: { "content-type": "application/json" },
      remoteAddress: family,
    });
    expect(viaTrpc.statusCode).toBe(429);
    expect(Number(viaTrpc.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("a flood of bad requests is still refused with 429 and Retry-After", async () => {
    const bot = "198.51.100.41";
    let status = 400;
    let sent = 0;
    while (status === 400 && sent < 500) {
      status = (await post("/api/contact", { name: "x", email: `not-an-email-${sent}`, message: "x" }, bot)).statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBeLessThanOrEqual(61);
    const valid = await post("/api/contact", { name: "A", email: "a@example.com", message: "Hello" }, bot);
    expect(valid.statusCode).toBe(429);
    expect(Number(valid.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("fifty guests at the reception post from the venue's one address; a repeat and then a flood are refused", async () => {
    const venue = "203.0.113.90";
    const url = `/api/obituaries/${liveId}/guestbook`;
    for (let i = 0; i < 50; i++) {
      const res = await post(url, { authorName: `Guest ${i}`, message: `Our thoughts are with you. Table ${i}.` }, venue);
      expect(res.statusCode, `guest ${i}`).toBe(201);
    }
    const repeat = await post(url, { authorName: "Guest 3", message: "Our thoughts are with you. Table 3." }, venue);
    expect(repeat.statusCode).toBe(409);
    expect((repeat.json() as { error: string }).error).toBe("message: This message is already in the guest book.");

    let status = 201;
    let accepted = 50;
    for (let i = 0; status === 201 && i < 200; i++) {
      status = (await post(url, { authorName: "Spam", message: `Buy now ${i}` }, venue)).statusCode;
      if (status === 201) accepted += 1;
    }
    expect(status).toBe(429);
    expect(accepted).toBe(100);
    const limited = await post(url, { authorName: "Late guest", message: "So sorry." }, venue);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // A guest posting from home is not affected.
    expect((await post(url, { authorName: "Late guest", message: "So sorry." }, "203.0.113.91")).statusCode).toBe(201);
  });
});
