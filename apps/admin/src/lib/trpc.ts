import type { AppRouter } from "@fh/api";
import { QueryClient } from "@tanstack/react-query";
import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import superjson from "superjson";

export const trpc = createTRPCReact<AppRouter>();

/** Same data rules as the public site (SPEC §7): no retries, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The session cookie rides along (same origin); the server also accepts a bearer token. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: "/trpc", transformer: superjson })],
  });
}
