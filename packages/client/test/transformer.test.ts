import type { Operation } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { describe, expect, it } from "vitest";
import { lazyTransformer, transformerLink } from "../src/transformer";

/**
 * superjson comes with the first call rather than with the app: the link holds
 * a call until it is here, so the link after it can use it as the transformer.
 */
describe("superjson, loaded with the first call", () => {
  const op = { id: 1, type: "query", path: "events.upcoming", input: undefined, context: {}, signal: null } as Operation;
  // Stands for the link that sends: it uses the transformer the way httpBatchLink does.
  const sending = () =>
    observable<{ result: { data: unknown } }, never>((observer) => {
      const wire = JSON.parse(JSON.stringify(lazyTransformer.serialize({ at: new Date("2025-05-01T12:00:00Z") })));
      observer.next({ result: { data: lazyTransformer.deserialize(wire) } });
      observer.complete();
    });
  const call = () =>
    new Promise<unknown>((resolve, reject) => {
      transformerLink()({} as never)({ op, next: sending as never }).subscribe({ next: (v) => resolve(v.result), error: reject });
    });

  it("is not there before a call, and the call waits for it", async () => {
    expect(() => lazyTransformer.serialize(1)).toThrow(/before transformerLink/);
    expect(await call()).toEqual({ data: { at: new Date("2025-05-01T12:00:00Z") } });
  });

  it("is there for the next calls", async () => {
    expect(lazyTransformer.deserialize(lazyTransformer.serialize(new Date(0)))).toEqual(new Date(0));
    expect(await call()).toEqual({ data: { at: new Date("2025-05-01T12:00:00Z") } });
  });
});
