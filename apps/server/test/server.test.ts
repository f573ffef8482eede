import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer } from "./helpers";

describe("server", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer({ seed: true });
  });
  afterAll(() => server.close());

  it("reports health with the database", async () => {
    const res = await server.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: server.database.driver, shedding: [] });
  });

  it("answers the REST list from the procedure", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/obituaries" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<Record<string, unknown>>;
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(body[0]).toHaveProperty("firstName");
    expect(body[0]).not.toHaveProperty("submitterEmail");
  });

  it("answers the same list over tRPC", async () => {
    const res = await server.app.inject({ method: "GET", url: "/trpc/obituaries.list" });
    expect(res.statusCode).toBe(200);
    // superjson wraps the data: { result: { data: { json, meta } } }.
    const body = res.json() as { result: { data: { json: unknown[] } } };
    expect(body.result.data.json.length).toBeGreaterThanOrEqual(12);
  });

  it("answers unknown API paths with JSON 404", async () => {
    for (const url of ["/api/nope", "/api/obituaries/1/nothing", "/trpc/nothing.here"]) {
      const res = await server.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/application\/json/);
    }
  });

  it("never sends a stack trace for bad input", async () => {
    const bad = await server.app.inject({ method: "POST", url: "/api/obituaries", payload: "{not json", headers: { "content-type": "application/json" } });
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.body).not.toMatch(/at .*\.ts:\d+|node_modules/);
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/trpc/obituaries.list",
      payload: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
