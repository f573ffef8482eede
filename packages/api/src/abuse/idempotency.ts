import { createHash } from "node:crypto";
import { idempotencyKeys } from "@fh/db";
import { TRPCError } from "@trpc/server";
import { and, eq, lt } from "drizzle-orm";
import superjson from "superjson";
import type { Context } from "../context";
import { badInput } from "../errors";

/** How long a kept answer is replayed; the retention sweep removes older ones (privacy/retention.ts). */
export const KEEP_MS = 24 * 60 * 60_000;
/** A UUID is 36 characters; a key longer than this is not one a client meant to keep. */
export const IDEMPOTENCY_KEY_MAX = 200;
const IN_PROGRESS = 0;
const WAIT_MS = 5_000;

interface StoredAnswer {
  request: string;
  answer?: ReturnType<typeof superjson.serialize>;
}

/** A stable fingerprint of the request body: same key with another body is refused. */
function fingerprint(input: unknown): string {
  const stable = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stable);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return createHash("sha256").update(JSON.stringify(stable(input)) ?? "").digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A public form sent twice with the same Idempotency-Key header creates one
 * record: the first request reserves the key, runs, and keeps its answer; a
 * repeat gets that answer back. A repeat arriving while the first still runs
 * waits for it. Without the header, `create` just runs.
 */
export async function withIdempotency<T>(
  ctx: Context,
  scope: string,
  input: unknown,
  create: () => Promise<T>,
): Promise<T> {
  const key = ctx.request.idempotencyKey;
  if (key === null) return create();
  // Refused, not ignored: a client that sent a key counts on it, and ignoring it would store its retries twice.
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw badInput("Idempotency-Key", `Must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`);
  }
  const request = fingerprint(input);
  const now = ctx.now();

  await ctx.db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS))));

  const reserved = await ctx.db
    .insert(idempotencyKeys)
    .values({ scope, key, status: IN_PROGRESS, response: { request } satisfies StoredAnswer, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (reserved.length === 0) return replay<T>(ctx, scope, key, request);

  try {
    const result = await create();
    const stored: StoredAnswer = { request, answer: superjson.serialize(result) };
    await ctx.db
      .update(idempotencyKeys)
      .set({ status: 200, response: stored })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return result;
  } catch (error) {
    // Nothing was created: free the key so the family can try again.
    await ctx.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    throw error;
  }
}

async function replay<T>(ctx: Context, scope: string, key: string, request: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) {
      throw new TRPCError({ code: "CONFLICT", message: "This request failed the first time; please send it again" });
    }
    const stored = row.response as StoredAnswer;
    if (stored.request !== request) {
      throw new TRPCError({
        code: "UNPROCESSABLE_CONTENT",
        message: "This Idempotency-Key was already used for a different request",
      });
    }
    if (row.status !== IN_PROGRESS && stored.answer) return superjson.deserialize<T>(stored.answer);
    if (Date.now() > deadline) {
      throw new TRPCError({ code: "CONFLICT", message: "This request is still being processed" });
    }
    await sleep(100);
  }
}
