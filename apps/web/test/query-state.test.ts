import { existsSync } from "node:fs";
import type * as Transformer from "@fh/client/transformer";
import { createQueryClient } from "@fh/client/trpc";
import superjson from "superjson";
import { describe, expect, it, vi } from "vitest";

const transformer = vi.hoisted(() => ({ loads: 0 }));
vi.mock("@fh/client/transformer", async (original) => {
  const real = await original<typeof Transformer>();
  return {
    ...real,
    loadTransformer: () => {
      transformer.loads++;
      return real.loadTransformer();
    },
  };
});

const { needsTransformer, restoreQueryState, TRANSFORMER_MODULE } = await import("../src/ssr/query-state");

/**
 * The answers a page was drawn with come back in the browser before it takes
 * the page over; their dates are made dates again in place, and superjson, a
 * chunk of its own, is fetched only for what else superjson wrote (the server
 * preloads it then by its name in Vite's manifest).
 */
describe("the data block a page was drawn with", () => {
  const drawn = (data: unknown) => {
    const client = createQueryClient();
    client.setQueryData(["q"], data);
    return superjson.serialize({ mutations: [], queries: [{ queryKey: ["q"], queryHash: '["q"]', state: client.getQueryState(["q"]) }] });
  };

  it("is read without superjson when it holds no dates", async () => {
    const block = drawn({ title: "Candlelight Service", eventDate: "2026-12-12" });
    expect(needsTransformer(block)).toBe(false);
    const client = createQueryClient();
    await restoreQueryState(client, JSON.parse(JSON.stringify(block)));
    expect(client.getQueryData(["q"])).toEqual({ title: "Candlelight Service", eventDate: "2026-12-12" });
    expect(transformer.loads).toBe(0);
  });

  it("gets its dates back without superjson, as superjson gives them", async () => {
    const createdAt = new Date("2025-05-01T12:00:00Z");
    const entries = [{ name: "Ruth", createdAt: new Date("2025-05-02T09:30:00Z") }, { name: "Sam", createdAt: new Date("2025-05-03T15:00:00Z") }];
    const block = drawn({ name: "Eleanor", createdAt, entries });
    expect(needsTransformer(block)).toBe(false);
    const client = createQueryClient();
    await restoreQueryState(client, JSON.parse(JSON.stringify(block)));
    expect(client.getQueryData(["q"])).toEqual({ name: "Eleanor", createdAt, entries });
    expect(client.getQueryData(["q"])).toEqual(superjson.deserialize<{ queries: { state: { data: unknown } }[] }>(block).queries[0]!.state.data);
    expect(transformer.loads).toBe(0);
  });

  it("is read through superjson when it holds more than dates", async () => {
    const block = drawn({ name: "Eleanor", middleName: undefined, relatives: new Map([["wife", "Ruth"]]) });
    expect(needsTransformer(block)).toBe(true);
    const client = createQueryClient();
    await restoreQueryState(client, JSON.parse(JSON.stringify(block)));
    expect(client.getQueryData(["q"])).toEqual({ name: "Eleanor", middleName: undefined, relatives: new Map([["wife", "Ruth"]]) });
    expect(transformer.loads).toBe(1);
  });

  it("names superjson's chunk by its module's path from this app, as Vite's manifest does", () => {
    expect(existsSync(new URL(`../${TRANSFORMER_MODULE}`, import.meta.url))).toBe(true);
  });
});
