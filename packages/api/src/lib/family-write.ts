import { deferInvalidation } from "../cache/defer";
import { familyProcedure } from "../family/procedure";
import { publicProcedure } from "../trpc";

/**
 * A family write that changes a public page (the gallery, in lieu of flowers,
 * the guest book): familyProcedure, whose transaction holds the change and its
 * audit row, with the cached pages dropped only once that transaction has
 * committed, as staffProcedure does. Dropping inside it would let a page be
 * drawn again from the old rows and kept, and on the embedded database (one
 * connection) the drop's own write to the page store would wait for the
 * transaction that is waiting for it.
 */
export const familyWriteProcedure = publicProcedure
  .use(async ({ ctx, next }) => {
    const afterCommit = deferInvalidation(ctx.publicCache);
    const result = await next({ ctx: { publicCache: afterCommit.invalidator } });
    if (result.ok) await afterCommit.flush();
    return result;
  })
  .concat(familyProcedure);
