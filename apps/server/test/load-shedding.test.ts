import { afterEach, describe, expect, it } from "vitest";
import { EXPENSIVE_TRPC_CALLS } from "@fh/validators/trpc-limits";
import { EXPENSIVE_PROCEDURES } from "../src/plugins/trpc-batch-limit";
import { createTestServer } from "./helpers";
import { makeFakeSites } from "./fake-sites";

/**
 * Past what it can do soon, the server refuses at once with 503
 * and Retry-After rather than answering everyone late, while pages it keeps
 * in its cache go on being served; /healthz says it is shedding.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const search = (q: string) => `/trpc/obituaries.search?input=${encodeURIComponent(JSON.stringify({ json: { search: q } }))}`;

describe("load shedding", () => {
  it("refuses expensive answers beyond the bound in flight at once, with Retry-After, and lets the rest through", async () => {
    const server = await createTestServer({ seed: true, env: { MAX_EXPENSIVE_IN_FLIGHT: "1", PUBLIC_CACHE_MB: "0" } });
    close = server.close;
    const answers = await Promise.all(
      ["a", "b", "c", "d", "e", "f", "g", "h"].map((q) => server.app.inject({ method: "GET", url: search(q) })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const res of answers.filter((r) => r.statusCode === 503)) {
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.json()).toEqual({ error: "The service is briefly unavailable. Please try again in a moment." });
    }
    // Cheap answers are never counted, and once the burst is over search answers again.
    expect((await server.app.inject({ method: "GET", url: "/api/events" })).statusCode).toBe(200);
    expect((await server.app.inject({ method: "GET", url: search("again") })).statusCode).toBe(200);
  });

  it("counts each shed request in fh_requests_shed_total, a Prometheus counter", async () => {
    const token = "metrics-token-for-the-shedding-test";
    const server = await createTestServer({ seed: true, env: { MAX_EXPENSIVE_IN_FLIGHT: "1", PUBLIC_CACHE_MB: "0", METRICS_TOKEN: token } });
    close = server.close;
    const scrape = async () => (await server.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${token}` } })).body;
    const shedSoFar = (text: string) => Number(/^fh_requests_shed_total (\S+)$/m.exec(text)?.[1]);
    const before = await scrape();
    expect(before).toContain("# TYPE fh_requests_shed_total counter");
    expect(shedSoFar(before)).toBe(0);
    const answers = await Promise.all(["a", "b", "c", "d", "e", "f"].map((q) => server.app.inject({ method: "GET", url: search(q) })));
    const shed = answers.filter((res) => res.statusCode === 503).length;
    expect(shed).toBeGreaterThan(0);
    expect(shedSoFar(await scrape())).toBe(shed);
  });

  it("refuses a tRPC batch of many calls, or of more than one list or search, before building any, so memory does not move", async () => {
    const server = await createTestServer({ seed: true, env: { PUBLIC_CACHE_MB: "0" } });
    close = server.close;
    const batch = (names: string[]) => {
      const input = Object.fromEntries(names.map((_, i) => [i, { json: null }]));
      return `/trpc/${names.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    };
    // Warm up what a first request loads, then measure.
    await server.app.inject({ method: "GET", url: batch(["obituaries.list"]) });
    const heapBefore = process.memoryUsage().heapUsed;
    for (const names of [Array(20).fill("obituaries.list"), Array(80).fill("obituaries.list"), ["obituaries.list", "obituaries.search"], Array(11).fill("services.upcoming")]) {
      const res = await server.app.inject({ method: "GET", url: batch(names) });
      expect(res.statusCode, names.slice(0, 3).join(",")).toBe(400);
      expect(res.json().error.message).toMatch(/at most/);
    }
    const grown = process.memoryUsage().heapUsed - heapBefore;
    expect(grown, `heap grew ${Math.round(grown / 1e6)} MB`).toBeLessThan(16e6);
    // What the apps send still passes: a few calls at once, one of them the list.
    const ok = await server.app.inject({ method: "GET", url: batch(["obituaries.list", "services.upcoming", "events.upcoming"]) });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as unknown[]).length).toBe(3);
  });

  it("the apps send alone exactly the calls the server takes one of a request, so a page asking for two at once is never refused", () => {
    expect([...EXPENSIVE_PROCEDURES].sort()).toEqual([...EXPENSIVE_TRPC_CALLS].sort());
  });

  it("while the event loop lags, refuses new work but serves kept pages, and /healthz says so", async () => {
    const server = await createTestServer({ seed: true, sites: makeFakeSites("draws"), env: { MAX_EVENT_LOOP_DELAY_MS: "80" } });
    close = server.close;
    expect((await server.app.inject({ method: "GET", url: "/obituaries" })).statusCode).toBe(200);
    // The first three seconds measure the start, not load, and refuse nothing.
    await sleep(3100);
    // Hog the loop in 200 ms slices for over two sampling periods: under-pressure
    // reports the mean delay of each period, so every tick in it must be late
    // (one long block would be averaged down by the calm ticks before it).
    const until = Date.now() + 2500;
    while (Date.now() < until) {
      const slice = Date.now() + 200;
      while (Date.now() < slice) {
        /* a stuck handler */
      }
      await sleep(0);
    }
    const refused = await server.app.inject({ method: "GET", url: "/api/obituaries/1" });
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await server.app.inject({ method: "GET", url: "/obituaries" })).statusCode).toBe(200);
    const health = await server.app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    expect((health.json() as { shedding: string[] }).shedding.join(" ")).toMatch(/event loop delay/);
    // Recovered once the next samples are calm (polled: a busy test machine has its own lag).
    await expect
      .poll(async () => (await server.app.inject({ method: "GET", url: "/api/obituaries/1" })).statusCode, { timeout: 15_000, interval: 500 })
      .not.toBe(503);
    await expect
      .poll(async () => ((await server.app.inject({ method: "GET", url: "/healthz" })).json() as { shedding: string[] }).shedding, { timeout: 15_000, interval: 500 })
      .toEqual([]);
  });
});
