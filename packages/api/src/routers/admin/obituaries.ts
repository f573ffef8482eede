import { obituaries } from "@fh/db";
import { byIdInput, obituaryFlags, obituaryUpdateInput, type AdminObituary, type ObituaryState } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Context } from "../../context";
import { createTRPCRouter, staffProcedure } from "../../trpc";
import { found } from "./not-found";

const adminColumns = {
  id: obituaries.id,
  firstName: obituaries.firstName,
  lastName: obituaries.lastName,
  dateOfBirth: obituaries.dateOfBirth,
  dateOfDeath: obituaries.dateOfDeath,
  biography: obituaries.biography,
  photoUrl: obituaries.photoUrl,
  submitterName: obituaries.submitterName,
  submitterEmail: obituaries.submitterEmail,
  submitterPhone: obituaries.submitterPhone,
  status: obituaries.status,
  createdAt: obituaries.createdAt,
  updatedAt: obituaries.updatedAt,
};

type Row = { status: ObituaryState } & Omit<AdminObituary, "state" | "isApproved" | "isListed">;

function toAdmin({ status, ...rest }: Row): AdminObituary {
  return { ...rest, state: status, ...obituaryFlags(status) };
}

/**
 * Moves an obituary to `to`, if it is in one of the states `from`. A missing
 * obituary is a 404; one in another state is a 409 saying why.
 */
async function transition(ctx: Context, id: number, to: ObituaryState, from: readonly ObituaryState[], refusal: string) {
  const [row] = await ctx.db
    .update(obituaries)
    .set({ status: to, updatedAt: ctx.now() })
    .where(and(eq(obituaries.id, id), inArray(obituaries.status, [...from])))
    .returning(adminColumns);
  if (row) return toAdmin(row);
  const [exists] = await ctx.db.select({ id: obituaries.id }).from(obituaries).where(eq(obituaries.id, id));
  found(exists, "Obituary");
  throw new TRPCError({ code: "CONFLICT", message: refusal });
}

export const adminObituariesRouter = createTRPCRouter({
  /** Every obituary in every state, newest first, with the submitter's contact. */
  list: staffProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select(adminColumns)
      .from(obituaries)
      .orderBy(desc(obituaries.createdAt), desc(obituaries.id));
    return rows.map(toAdmin);
  }),

  /** Live on the public site at once; from pending, declined or unlisted. */
  approve: staffProcedure
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      transition(ctx, input.id, "live", ["pending", "live", "declined", "unlisted"], "This obituary cannot be approved"),
    ),

  /** Kept, marked declined, out of the pending list and off the public site. */
  decline: staffProcedure
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      transition(ctx, input.id, "declined", ["pending", "declined", "live", "unlisted"], "This obituary cannot be declined"),
    ),

  /** Hides a live obituary from the public; staff still see it and can approve it again. */
  unlist: staffProcedure
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      transition(ctx, input.id, "unlisted", ["live", "unlisted"], "Only a live obituary can be unlisted"),
    ),

  /** Permanently, with its guest-book entries (the foreign key cascades). */
  delete: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db.delete(obituaries).where(eq(obituaries.id, input.id)).returning({ id: obituaries.id });
    found(row, "Obituary");
    return { success: true as const };
  }),

  /** The edit dialog's fields; the state is kept. */
  update: staffProcedure.input(obituaryUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    const [row] = await ctx.db
      .update(obituaries)
      .set({ ...fields, updatedAt: ctx.now() })
      .where(eq(obituaries.id, id))
      .returning(adminColumns);
    return toAdmin(found(row, "Obituary"));
  }),
});
