import { contactMessages } from "@fh/db";
import { contactMessageSetStatusInput } from "@fh/validators";
import { desc, eq } from "drizzle-orm";
import { createTRPCRouter, staffProcedure } from "../../trpc";
import { found } from "./not-found";

export const adminContactMessagesRouter = createTRPCRouter({
  /** Newest first. */
  list: staffProcedure.query(({ ctx }) =>
    ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
  ),

  /** new, read or responded; any from any. */
  setStatus: staffProcedure.input(contactMessageSetStatusInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .update(contactMessages)
      .set({ status: input.status })
      .where(eq(contactMessages.id, input.id))
      .returning();
    return found(row, "Contact message");
  }),
});
