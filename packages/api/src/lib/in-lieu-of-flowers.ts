import { obituaries } from "@fh/db";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { invalidateMemorialPage } from "../cache/invalidate";
import type { Context } from "../context";

/** "In lieu of flowers" as the page shows it: a charity (name and https address), a wish in the family's words, or both. */
export interface InLieuOfFlowers {
  charityName: string | null;
  charityUrl: string | null;
  wish: string | null;
}

export const inLieuOfFlowersColumns = {
  flowersCharityName: obituaries.flowersCharityName,
  flowersCharityUrl: obituaries.flowersCharityUrl,
  flowersWish: obituaries.flowersWish,
};

/** The stored columns as one value, or null when the family asked for nothing. */
export function inLieuOfFlowersOf(row: { flowersCharityName: string | null; flowersCharityUrl: string | null; flowersWish: string | null }): InLieuOfFlowers | null {
  const charity = row.flowersCharityName && row.flowersCharityUrl ? { charityName: row.flowersCharityName, charityUrl: row.flowersCharityUrl } : { charityName: null, charityUrl: null };
  if (!charity.charityName && !row.flowersWish) return null;
  return { ...charity, wish: row.flowersWish };
}

/**
 * Writes one obituary's wish (blank fields clear it) and drops its cached
 * page, JSON and print page, so the next reader sees it. The caller has
 * already decided this writer may (staff, or the family of this obituary).
 */
export async function setInLieuOfFlowers(
  ctx: Context,
  obituaryId: number,
  input: { charityName?: string | null; charityUrl?: string | null; wish?: string | null },
): Promise<InLieuOfFlowers | null> {
  const [row] = await ctx.db
    .update(obituaries)
    .set({ flowersCharityName: input.charityName ?? null, flowersCharityUrl: input.charityUrl ?? null, flowersWish: input.wish ?? null, updatedAt: ctx.now() })
    .where(eq(obituaries.id, obituaryId))
    .returning(inLieuOfFlowersColumns);
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Obituary not found" });
  await invalidateMemorialPage(ctx, obituaryId);
  return inLieuOfFlowersOf(row);
}
