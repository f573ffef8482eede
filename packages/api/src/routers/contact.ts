import { contactMessages } from "@fh/db";
import { contactSendSchema } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { withIdempotency } from "../abuse/idempotency";
import { publicWriteProcedure } from "../abuse/guard";

export const contactRouter = {
  /** The landing page's Send Message form: stored `new` for staff. */
  send: publicWriteProcedure("contact.send")
    .input(contactSendSchema)
    .mutation(({ ctx, input }) =>
      withIdempotency(ctx, "contact.send", input, async () => {
        const [row] = await ctx.db
          .insert(contactMessages)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            message: input.message,
            status: "new",
          })
          .returning({
            id: contactMessages.id,
            name: contactMessages.name,
            status: contactMessages.status,
            createdAt: contactMessages.createdAt,
          });
        if (!row) throw new Error("contact message insert returned nothing");
        return row;
      }),
    ),
} satisfies TRPCRouterRecord;
