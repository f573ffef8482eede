import { contactMessages } from "@fh/db";
import { contactSendSchema } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { withIdempotency } from "../abuse/idempotency";
import { publicWriteProcedure } from "../abuse/guard";
import { notifyContactMessage } from "../notifications";

export const contactRouter = {
  /** The landing page's Send Message form: stored `new` for staff. */
  send: publicWriteProcedure("contact.send")
    .input(contactSendSchema)
    .mutation(({ ctx, input }) => {
      // The page's language, kept with the message as the obituary keeps its submitter's.
      const locale = ctx.request.locale ?? "en";
      return withIdempotency(ctx, "contact.send", input, (inner) =>
        // One transaction: the message and staff's notice of it commit together or not at all.
        inner.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(contactMessages)
            .values({
              name: input.name,
              email: input.email,
              phone: input.phone ?? null,
              message: input.message,
              locale,
              status: "new",
            })
            .returning({
              id: contactMessages.id,
              name: contactMessages.name,
              status: contactMessages.status,
              createdAt: contactMessages.createdAt,
            });
          if (!row) throw new Error("contact message insert returned nothing");
          await notifyContactMessage(inner, tx, { ...input, locale });
          return row;
        }),
      );
    }),
} satisfies TRPCRouterRecord;
