import { guestBookEntries, obituaries } from "@fh/db";
import { guestBookAddSchema, guestBookListSchema } from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { and, desc, eq } from "drizzle-orm";
import { withIdempotency } from "../abuse/idempotency";
import { publicWriteProcedure } from "../abuse/guard";
import { refuseRepeatedMessage } from "../abuse/guest-book";
import type { Context } from "../context";
import { publicProcedure } from "../trpc";

/** The columns the public sees: never the author's email. */
const publicEntryColumns = {
  id: guestBookEntries.id,
  obituaryId: guestBookEntries.obituaryId,
  authorName: guestBookEntries.authorName,
  message: guestBookEntries.message,
  createdAt: guestBookEntries.createdAt,
};

const GUEST_BOOK_LIST_LIMIT = 500;

async function requireLiveObituary(ctx: Context, id: number): Promise<void> {
  const [row] = await ctx.db
    .select({ id: obituaries.id })
    .from(obituaries)
    .where(and(eq(obituaries.id, id), eq(obituaries.status, "live")));
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Obituary not found" });
}

export const guestBookRouter = {
  /** Condolences on a live obituary, newest first. */
  list: publicProcedure.input(guestBookListSchema).query(async ({ ctx, input }) => {
    await requireLiveObituary(ctx, input.obituaryId);
    return ctx.db
      .select(publicEntryColumns)
      .from(guestBookEntries)
      .where(eq(guestBookEntries.obituaryId, input.obituaryId))
      .orderBy(desc(guestBookEntries.createdAt), desc(guestBookEntries.id))
      .limit(GUEST_BOOK_LIST_LIMIT);
  }),

  add: publicWriteProcedure("guestBook.add")
    .input(guestBookAddSchema)
    .mutation(async ({ ctx, input }) => {
      await requireLiveObituary(ctx, input.obituaryId);
      return withIdempotency(ctx, "guestBook.add", input, async () => {
        await refuseRepeatedMessage(ctx, input);
        const [row] = await ctx.db
          .insert(guestBookEntries)
          .values({
            obituaryId: input.obituaryId,
            authorName: input.authorName,
            authorEmail: input.authorEmail ?? null,
            message: input.message,
          })
          .returning(publicEntryColumns);
        if (!row) throw new Error("guest book insert returned nothing");
        return row;
      });
    }),
} satisfies TRPCRouterRecord;
