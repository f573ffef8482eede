import type { Database } from "@fh/db";
import { TRPCError } from "@trpc/server";
import { deferInvalidation } from "../cache/defer";
import { recordAudit } from "../lib/audit";
import { publicProcedure } from "../trpc";
import { isFuneralHomeAddress, loadFamilyObituary } from "./scope";
import { validateFamilySession, type FamilyMember } from "./session";

export const FAMILY_SIGN_IN_REQUIRED = "Please sign in to your family page";

/** Thrown inside the audit transaction to roll a failed procedure's writes back. */
const ROLLBACK = Symbol("rollback");

/** The obituary a family action was aimed at, from its input: its id only. */
function obituaryIdOf(rawInput: unknown): number | null {
  if (!rawInput || typeof rawInput !== "object") return null;
  const id = (rawInput as Record<string, unknown>).obituaryId;
  return typeof id === "number" && Number.isSafeInteger(id) ? id : null;
}

/**
 * A family's procedure: 401 unless the request carries a live fh_family
 * session (never a staff one: the two are different cookies and tables).
 * Gives `ctx.family` (the address) and `ctx.familyObituary(id)`, which loads
 * one of that family's obituaries or throws NOT_FOUND. Every mutation runs
 * in one transaction with its audit row, which names the family's address:
 * the change and its row commit together or not at all. Cached public pages
 * are dropped after the commit, as for staff changes (trpc.ts): a page drawn
 * before the commit would be kept with the old rows, and dropping them records
 * the change's tags in the database, which on the embedded database would wait
 * for this very transaction.
 */
export const familyProcedure = publicProcedure
  .use(async ({ ctx, next }) => {
    const family = await validateFamilySession(ctx.db, ctx.request.familyToken, ctx.now());
    if (!family || isFuneralHomeAddress(ctx.business, family.email)) throw new TRPCError({ code: "UNAUTHORIZED", message: FAMILY_SIGN_IN_REQUIRED });
    return next({ ctx: { ...ctx, family } });
  })
  .use(async ({ ctx, type, path, next, getRawInput }) => {
    const withScope = <C extends { db: Database; family: FamilyMember }>(c: C) => ({
      ...c,
      /** One of this family's obituaries, or NOT_FOUND (family/scope.ts); `lock` inside a write. */
      familyObituary: (obituaryId: number, options: { lock?: boolean } = {}) => loadFamilyObituary(c.db, c.family.email, obituaryId, options),
    });
    if (type !== "mutation") return next({ ctx: withScope(ctx) });
    const rawInput = await getRawInput().catch(() => undefined);
    let result: Awaited<ReturnType<typeof next>> | undefined;
    const afterCommit = deferInvalidation(ctx.publicCache);
    try {
      await ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        result = await next({ ctx: withScope({ ...ctx, db, publicCache: afterCommit.invalidator }) });
        if (!result.ok) throw ROLLBACK;
        const obituaryId = obituaryIdOf(rawInput);
        await recordAudit(
          db,
          { actorId: null, actorUsername: ctx.family.email, ip: ctx.request.ip, action: path, target: obituaryId ? { id: obituaryId } : null },
          ctx.now(),
        );
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    if (!result) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR" });
    if (result.ok) await afterCommit.flush();
    return result;
  });
