import type { AppRouter } from "@fh/api";
import { QueryClient } from "@tanstack/react-query";
import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import superjson from "superjson";

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
 * Calls go to /trpc on the page's own origin, so the staff session cookie
 * rides along without CORS; answers keep their Dates (superjson).
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: "/trpc", transformer: superjson })],
  });
}
