import { guestBookEntries, guestBookModerations, obituaries } from "@fh/db";
import type { GuestBookMode } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { and, desc, eq, gt, or } from "drizzle-orm";
import { invalidateGuestBook } from "../cache/invalidate";
import type { Context } from "../context";

/** How many messages the family's list holds at most: waiting and reported first, then those hidden. */
const FAMILY_LIST_MAX = 200;

/**
 * What the family sees of their guest book to look after: messages waiting
 * for approval, shown ones a visitor reported, and those hidden (so a message
 * hidden by mistake can be shown again). Never the writer's email.
 */
export async function familyGuestBookOf(ctx: Pick<Context, "db">, obituaryId: number) {
  const rows = await ctx.db
    .select({
      id: guestBookEntries.id,
      authorName: guestBookEntries.authorName,
      message: guestBookEntries.message,
      photoUrl: guestBookEntries.photoUrl,
      status: guestBookEntries.status,
      reportCount: guestBookEntries.reportCount,
      moderatedByFamily: guestBookEntries.moderatedByFamily,
      createdAt: guestBookEntries.createdAt,
    })
    .from(guestBookEntries)
    .where(
      and(
        eq(guestBookEntries.obituaryId, obituaryId),
        or(eq(guestBookEntries.status, "waiting"), eq(guestBookEntries.status, "hidden"), gt(guestBookEntries.reportCount, 0)),
      ),
    )
    .orderBy(desc(guestBookEntries.createdAt), desc(guestBookEntries.id))
    .limit(FAMILY_LIST_MAX);
  const rank = (r: (typeof rows)[number]) => (r.status === "waiting" ? 0 : r.status === "shown" ? 1 : 2);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/**
 * The family approves or hides one message of their own obituary's guest
 * book, as staff can: recorded with the family's address and marked as the
 * family's, so the staff digest says the family has already acted. A message
 * of another obituary is 404, as if absent.
 */
export async function familyModerate(ctx: Context, familyEmail: string, obituaryId: number, entryId: number, action: "approve" | "hide") {
  const at = ctx.now();
  const status = action === "approve" ? "shown" : "hidden";
  const [row] = await ctx.db
    .update(guestBookEntries)
    .set({ status, moderatedBy: familyEmail, moderatedByFamily: true, moderatedAt: at, ...(status === "shown" ? { reportCount: 0, lastReportedAt: null } : {}) })
    .where(and(eq(guestBookEntries.id, entryId), eq(guestBookEntries.obituaryId, obituaryId)))
    .returning({ id: guestBookEntries.id, obituaryId: guestBookEntries.obituaryId, authorName: guestBookEntries.authorName, status: guestBookEntries.status });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Guest-book message not found" });
  await ctx.db.insert(guestBookModerations).values({ entryId: row.id, obituaryId, authorName: row.authorName, action, staffUsername: familyEmail, byFamily: true, createdAt: at });
  await invalidateGuestBook(ctx, obituaryId);
  return row;
}

/** The family chooses how their guest book takes messages; the page's form (or its note) changes with it. */
export async function setFamilyGuestBookMode(ctx: Context, obituaryId: number, mode: GuestBookMode) {
  await ctx.db.update(obituaries).set({ guestBookMode: mode, updatedAt: ctx.now() }).where(eq(obituaries.id, obituaryId));
  await invalidateGuestBook(ctx, obituaryId);
  return { guestBookMode: mode };
}
