import { TRPCClientError, type TRPCLink } from "@trpc/client";
import type { AnyTRPCRouter } from "@trpc/server";
import { observable } from "@trpc/server/observable";
import type { SuperJSONResult, SuperJSONValue } from "superjson";
import type superjson from "./superjson";

type SuperJSON = typeof superjson;

/**
 * superjson, the API's transformer (answers keep their Dates), about 3.5 KB
 * gzipped, comes in a chunk of its own when first needed rather than with
 * the app: a page the server has drawn takes over without asking the API
 * anything, and its data block needs superjson only when it holds dates.
 * A first call waits for it (`transformerLink`), later ones do not.
 */
let loaded: SuperJSON | undefined;
let loading: Promise<SuperJSON> | undefined;

export function loadTransformer(): Promise<SuperJSON> {
  return (loading ??= import("./superjson").then(
    (m) => (loaded = m.default),
    (error: unknown) => {
      loading = undefined; // a lost connection: the next call tries again
      throw error;
    },
  ));
}

/**
 * An app that asks the API as soon as it starts (the staff app) gives superjson
 * from its own bundle instead, so its first calls need not wait for a chunk.
 */
export function provideTransformer(instance: SuperJSON): void {
  loaded = instance;
  loading = Promise.resolve(instance);
}

function ready(): SuperJSON {
  if (!loaded) throw new Error("superjson is used before transformerLink() loaded it");
  return loaded;
}

/** The links' transformer: superjson once `transformerLink` has loaded it. */
export const lazyTransformer = {
  serialize: (value: SuperJSONValue) => ready().serialize(value),
  deserialize: (payload: SuperJSONResult) => ready().deserialize(payload),
};

/** Holds each call until superjson is here; put before the link that sends. */
export function transformerLink<TRouter extends AnyTRPCRouter>(): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) => {
      if (loaded) return next(op);
      return observable((observer) => {
        let unsubscribe: (() => void) | undefined;
        let stopped = false;
        loadTransformer().then(
          () => {
            if (!stopped) unsubscribe = next(op).subscribe(observer).unsubscribe;
          },
          (cause: unknown) => {
            if (!stopped) observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause))));
          },
        );
        return () => {
          stopped = true;
          unsubscribe?.();
        };
      });
    };
}
