import { createHash } from "node:crypto";
import { idempotencyKeys } from "@fh/db";
import { and, eq, lt, or } from "drizzle-orm";
import superjson from "superjson";
import type { Context } from "../context";
import { KEEP_MS, replay, requestedIdempotencyKey, type StoredAnswer } from "./idempotency";

/** The words of a 409 while the first upload of a key is still being stored. */
export const UPLOAD_IN_PROGRESS_MESSAGE = "This photo is still being stored; please send it again in a moment";

/**
 * An upload's work takes seconds. A reservation still without an answer after
 * this long was left by a request that died on the way (the database went
 * away before it could be released, or the server stopped): it is forgotten,
 * so a retry with the key runs afresh instead of being told to wait for a day.
 */
export const UPLOAD_RESERVATION_STALE_MS = 2 * 60_000;

/**
 * A photo upload sent again with the same Idempotency-Key stores one photo:
 * a repeat gets the first answer back (the same photoUrl).
 *
 * withIdempotency keeps the key, the record and the answer in one
 * transaction; an upload cannot, since its work (re-encoding, a row in
 * `photos`, the bytes into storage) commits in steps of its own (a visitor's
 * row before the quota's second look). So the key is reserved first and
 * committed at once, in the same `idempotency_keys` table, with the sha256 of
 * the bytes as the request's fingerprint:
 * - a repeat of an answered key with the same bytes gets that answer;
 * - the same key with other bytes is a 422, as for the forms;
 * - a repeat while the first is still being stored is a 409 asking to send
 *   again shortly (it cannot wait on a lock the first no longer holds);
 * - when the work fails, the reservation is removed, so a retry runs afresh.
 * Without the header, `work` just runs.
 */
export async function withIdempotentUpload<T>(ctx: Context, scope: string, data: Buffer, work: () => Promise<T>): Promise<T> {
  const key = requestedIdempotencyKey(ctx);
  if (key === null) return work();
  const request = createHash("sha256").update(data).digest("hex");
  const now = ctx.now();
  const thisKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  // A key kept past its time, or a reservation its request left behind, is forgotten (the retention sweep removes the rest).
  await ctx.db
    .delete(idempotencyKeys)
    .where(
      and(
        thisKey,
        or(
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS)),
          and(eq(idempotencyKeys.status, 0), lt(idempotencyKeys.createdAt, new Date(now.getTime() - UPLOAD_RESERVATION_STALE_MS))),
        ),
      ),
    );
  const reserved = await ctx.db
    .insert(idempotencyKeys)
    .values({ scope, key, status: 0, response: { request } satisfies StoredAnswer, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (reserved.length === 0) return replay<T>(ctx.db, thisKey, request, UPLOAD_IN_PROGRESS_MESSAGE);

  let answer: T;
  try {
    answer = await work();
  } catch (error) {
    // Nothing was kept for the key: the retry runs afresh. When the database is away this fails too, and the reservation goes stale.
    await ctx.db
      .delete(idempotencyKeys)
      .where(and(thisKey, eq(idempotencyKeys.status, 0)))
      .catch(() => {});
    throw error;
  }
  const stored: StoredAnswer = { request, answer: superjson.serialize(answer) };
  try {
    await ctx.db.update(idempotencyKeys).set({ status: 200, response: stored }).where(thisKey);
  } catch (err) {
    // The photo is stored: the visitor gets it. Only a repeat of this key, if one ever comes, finds no answer (409, then afresh once stale).
    ctx.log.warn({ err }, "an upload's Idempotency-Key answer could not be kept");
  }
  return answer;
}
