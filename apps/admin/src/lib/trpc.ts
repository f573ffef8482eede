import type { AppRouter } from "@fh/api";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { httpBatchLink, TRPCClientError } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import superjson from "superjson";
import { reportSessionExpired } from "./session";

export const trpc = createTRPCReact<AppRouter>();

/** True when the server refused the call because no valid staff session came with it. */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { httpStatus?: number; code?: string } | undefined;
  return data?.httpStatus === 401 || data?.code === "UNAUTHORIZED";
}

/** The server's own words for a failed call, or the fallback the spec gives. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && typeof error.message === "string" && error.message.trim()) {
    return error.message;
  }
  return fallback;
}

/**
 * Same data rules as the public site (SPEC §7): no retries, no refetch on
 * focus. A 401 from any call, other than the sign-in calls, ends the session
 * in the app (SPEC §4).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.authProbe && isUnauthorized(error)) reportSessionExpired();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.authProbe && isUnauthorized(error)) reportSessionExpired();
      },
    }),
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

export type RouterOutputs = inferRouterOutputs<AppRouter>;
