import { obituaryFollowSchema } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { publicWriteProcedure } from "../abuse/guard";
import { withIdempotency } from "../abuse/idempotency";
import { FOLLOW_ANSWER, followObituary } from "../notifications/followers";

export const followRouter = {
  /**
   * "Follow this obituary": a live obituary's page takes an email
   * and sends it a confirmation link. The answer is always the same, so it
   * tells no one whether the address already followed, or how many do.
   */
  follow: publicWriteProcedure("obituaries.follow")
    .input(obituaryFollowSchema)
    .mutation(({ ctx, input }) =>
      withIdempotency(ctx, "obituaries.follow", { obituaryId: input.obituaryId, email: input.email }, async (inner) => {
        await followObituary(inner, input.obituaryId, input.email);
        return FOLLOW_ANSWER;
      }),
    ),
} satisfies TRPCRouterRecord;
