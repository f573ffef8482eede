import { createHash } from "node:crypto";
import { idempotencyKeys, type Database } from "@fh/db";
import { TRPCError } from "@trpc/server";
import { and, eq, lt } from "drizzle-orm";
import superjson from "superjson";
import type { Context } from "../context";
import { deferInvalidation } from "../cache/defer";
import { badInput } from "../errors";

/** How long a kept answer is replayed; the retention sweep removes older ones (privacy/retention.ts). */
export const KEEP_MS = 24 * 60 * 60_000;
/** A UUID is 36 characters; a key longer than this is not one a client meant to keep. */
export const IDEMPOTENCY_KEY_MAX = 200;

export interface StoredAnswer {
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

/**
 * The request's Idempotency-Key, or null when it sent none. Refused (400
 * naming the header), not ignored, when out of bounds: a client that sent a
 * key counts on it, and ignoring it would store its retries twice.
 */
export function requestedIdempotencyKey(ctx: Context): string | null {
  const key = ctx.request.idempotencyKey;
  if (key === null) return null;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw badInput("Idempotency-Key", `Must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`);
  }
  return key;
}

/**
 * A public form sent twice with the same Idempotency-Key header creates one
 * record: a repeat gets the first answer back.
 *
 * The key, the record and the kept answer are written in ONE transaction, so
 * they commit together or not at all. When the database goes away during the
 * commit, the visitor gets 503 without knowing whether it was stored; the
 * retry with the same key then finds either the kept answer (replayed) or
 * nothing (it runs afresh), never a record without its key (which would be
 * stored twice) or a key without its record. A repeat that arrives while the
 * first is still running waits on the key's row lock (the insert below) and
 * then reads the first one's outcome.
 *
 * `create` runs inside that transaction and must write through the context it
 * is given. Work that must follow the commit (dropping cached pages) belongs
 * after this call, so it runs for a replay too; a drop `create` asks for anyway
 * is held until the commit (as staff changes' are, trpc.ts), since inside the
 * transaction it would let an old page be kept, and on the embedded database
 * its record of the change would wait for this very transaction. Without the
 * header, `create` just runs.
 */
export async function withIdempotency<T>(
  ctx: Context,
  scope: string,
  input: unknown,
  create: (ctx: Context) => Promise<T>,
): Promise<T> {
  const key = requestedIdempotencyKey(ctx);
  if (key === null) return create(ctx);
  const request = fingerprint(input);
  const now = ctx.now();
  const thisKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  const afterCommit = deferInvalidation(ctx.publicCache);
  const result = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // A key kept past its time is forgotten, so it can be used afresh (the retention sweep removes the rest).
    await tx.delete(idempotencyKeys).where(and(thisKey, lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS))));
    const reserved = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, status: 0, response: { request } satisfies StoredAnswer, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (reserved.length === 0) return replay<T>(tx, thisKey, request);

    const created = await create({ ...ctx, db: tx, publicCache: afterCommit.invalidator });
    const stored: StoredAnswer = { request, answer: superjson.serialize(created) };
    await tx.update(idempotencyKeys).set({ status: 200, response: stored }).where(thisKey);
    return created;
  });
  await afterCommit.flush();
  return result;
}

/**
 * The committed answer of an earlier request with this key. A key whose first
 * request is still under way (only an upload's, which commits its key before
 * its work: idempotent-upload.ts) is refused with `inProgress`.
 */
export async function replay<T>(
  db: Database,
  thisKey: ReturnType<typeof and>,
  request: string,
  inProgress = "This request failed the first time; please send it again",
): Promise<T> {
  const [row] = await db.select().from(idempotencyKeys).where(thisKey);
  const stored = row?.response as StoredAnswer | undefined;
  if (!stored) {
    // A key removed between the insert and this read (the retention sweep, or a first upload that failed).
    throw new TRPCError({ code: "CONFLICT", message: "This request failed the first time; please send it again" });
  }
  if (stored.request !== request) {
    throw new TRPCError({
      code: "UNPROCESSABLE_CONTENT",
      message: "This Idempotency-Key was already used for a different request",
    });
  }
  if (!stored.answer) throw new TRPCError({ code: "CONFLICT", message: inProgress });
  return superjson.deserialize<T>(stored.answer);
}
