import { appRouter } from "@fh/api";
import { TRPC_MAX_BATCH_CALLS } from "@fh/validators";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The procedures that declare themselves expensive (`.meta({ expensive: true })`): the full list and search. */
export const EXPENSIVE_PROCEDURES: ReadonlySet<string> = new Set(
  Object.entries(appRouter._def.procedures as Record<string, { _def?: { meta?: { expensive?: true } } }>)
    .filter(([, procedure]) => procedure._def?.meta?.expensive === true)
    .map(([path]) => path),
);

/** The procedures one tRPC request names: "/trpc/a,b?batch=1" is ["a", "b"]. */
export function batchedProcedures(url: string): string[] {
  const pathname = url.split("?")[0] ?? "";
  if (!pathname.startsWith("/trpc/")) return [];
  let names: string;
  try {
    names = decodeURIComponent(pathname.slice("/trpc/".length));
  } catch {
    return []; // tRPC answers a malformed path itself
  }
  return names.split(",").filter((name) => name !== "");
}

/**
 * Refuses, before anything is built, a batch of more than
 * TRPC_MAX_BATCH_CALLS calls or with more than one expensive call (the full
 * obituary list or the search): batching let one short URL ask for the same
 * full answer many times, each copy built in full. One expensive call per
 * request is one that load shedding counts against MAX_EXPENSIVE_IN_FLIGHT.
 */
export async function limitTrpcBatch(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const procedures = batchedProcedures(req.url);
  const expensive = procedures.filter((name) => EXPENSIVE_PROCEDURES.has(name)).length;
  let message: string | null = null;
  if (procedures.length > TRPC_MAX_BATCH_CALLS) message = `A request may carry at most ${TRPC_MAX_BATCH_CALLS} calls; this one carries ${procedures.length}.`;
  else if (expensive > 1) message = "A request may carry at most one obituary list or search; send the others separately.";
  if (message === null) return;
  await reply
    .status(400)
    .header("cache-control", "no-store")
    .send({ error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } } });
}
