import type { AppRouter } from "@fh/api";
import { provideTransformer } from "@fh/client/transformer";
import { createQueryClient as createSharedQueryClient } from "@fh/client/trpc";
import type { QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { reportSessionExpired } from "./session";

export { createTrpcClient, trpc } from "@fh/client/trpc";

// Every staff page asks the API at once: superjson comes with the app, not after it.
provideTransformer(superjson);

/** True when the server refused the call because no valid staff session came with it. */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const { data } = error as TRPCClientError<AppRouter>;
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
 * The public site's data rules (SPEC §7), plus one: a 401 from any call,
 * other than the sign-in calls (meta.authProbe), ends the session in the app
 * (SPEC §4). The caches tell every failure as it happens; listening to them
 * leaves the shared client as the public site has it.
 */
export function createQueryClient(): QueryClient {
  const client = createSharedQueryClient();
  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "error") return;
    if (!event.query.meta?.authProbe && isUnauthorized(event.action.error)) reportSessionExpired();
  });
  client.getMutationCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "error") return;
    if (!event.mutation.meta?.authProbe && isUnauthorized(event.action.error)) reportSessionExpired();
  });
  return client;
}

/** A tRPC mutation as the staff app's shared components call it (any procedure's useMutation() fits). */
export interface Mutation<I> {
  mutate(input: I, handlers: { onSuccess: () => void; onError: (error: unknown) => void; onSettled?: () => void }): void;
  isPending: boolean;
}
