import type { AppRouter } from "@fh/api";
import { QueryClient } from "@tanstack/react-query";
import { EXPENSIVE_TRPC_CALLS, TRPC_MAX_BATCH_CALLS } from "@fh/validators/trpc-limits";
import { httpBatchLink, httpLink, splitLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { submissionKeyOf } from "./submission-key";
import { lazyTransformer, transformerLink } from "./transformer";

/** The typed tRPC hooks of both apps. */
export const trpc = createTRPCReact<AppRouter>();

/**
 * SPEC §7: data never becomes stale, nothing refetches on an interval or on
 * focus, and nothing is retried. Only the chat polls, on its own timer. The
 * staff app adds its session handling by listening to this client's caches
 * (apps/admin/src/lib/trpc.ts), so these rules stay the same in both apps.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The browser asks the server every time (a 304 when nothing changed): the
 * public answers allow a CDN a few seconds of stale-while-revalidate, which
 * the browser's own cache must not use, or a family would not see the
 * condolence they just posted.
 */
const revalidatingFetch: typeof fetch = (input, init) => fetch(input, { ...init, cache: "no-cache" });

/**
 * Calls go to /trpc on the page's own origin, so the staff session cookie
 * rides along without CORS; answers keep their Dates (superjson, loaded with
 * the first call: ./transformer.ts). The public site adds its language header,
 * so errors come back in the page's language.
 */
export function createTrpcClient(headers?: Record<string, string>) {
  return trpc.createClient({
    links: [
      transformerLink(),
      // A form's submission goes alone, with its Idempotency-Key (./submission-key.ts): a batch has one set of headers.
      splitLink({
        condition: (op) => op.type === "mutation" && submissionKeyOf(op.input) !== undefined,
        true: httpLink({
          url: "/trpc",
          transformer: lazyTransformer,
          headers: ({ op }) => ({ ...headers, "Idempotency-Key": submissionKeyOf(op.input) ?? "" }),
        }),
        false: splitLink({
          // The server takes one list or search a request: each goes alone, never refused as a batch.
          condition: (op) => EXPENSIVE_TRPC_CALLS.includes(op.path),
          true: httpLink({ url: "/trpc", transformer: lazyTransformer, fetch: revalidatingFetch, headers }),
          false: httpBatchLink({ url: "/trpc", transformer: lazyTransformer, fetch: revalidatingFetch, headers, maxItems: TRPC_MAX_BATCH_CALLS }),
        }),
      }),
    ],
  });
}
