import { obituaries, photos } from "@fh/db";
import { BUSINESS_TIME_ZONE, obituaryByIdSchema, obituarySubmitSchema, todayIn } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { and, desc, eq } from "drizzle-orm";
import { withIdempotency } from "../../abuse/idempotency";
import { publicWriteProcedure } from "../../abuse/guard";
import { createTRPCRouter, publicProcedure } from "../../trpc";
import { badInput } from "../input-error";
import { publicObituaryColumns } from "./public-shape";
import { searchProcedure } from "./search";

const EARLIEST_BIRTH = "1800-01-01";

export const obituariesRouter = createTRPCRouter({
  /** The public list as the site shows it: server-side search, sort, filter and cursor pages (stays fast at 10,000). */
  search: searchProcedure,

  /** Every live obituary, newest first (the documented REST list's answer). */
  list: publicProcedure.query(({ ctx }) =>
    ctx.db
      .select(publicObituaryColumns)
      .from(obituaries)
      .where(eq(obituaries.status, "live"))
      .orderBy(desc(obituaries.createdAt), desc(obituaries.id)),
  ),

  /** One live obituary; pending, declined and unlisted ones do not exist for the public. */
  byId: publicProcedure.input(obituaryByIdSchema).query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select(publicObituaryColumns)
      .from(obituaries)
      .where(and(eq(obituaries.id, input.id), eq(obituaries.status, "live")));
    if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Obituary not found" });
    return row;
  }),

  /** A family's submission: stored pending, published only once staff approve it. */
  submit: publicWriteProcedure("obituaries.submit")
    .input(obituarySubmitSchema)
    .mutation(async ({ ctx, input }) => {
      const today = todayIn(BUSINESS_TIME_ZONE, ctx.now());
      if (input.dateOfBirth < EARLIEST_BIRTH) throw badInput("dateOfBirth", "Enter a real date of birth");
      if (input.dateOfDeath > today) throw badInput("dateOfDeath", "Date of death cannot be in the future");
      if (input.photoUrl?.startsWith("/uploads/")) {
        const [photo] = await ctx.db.select({ id: photos.id }).from(photos).where(eq(photos.url, input.photoUrl));
        if (!photo) throw badInput("photoUrl", "Photo not found; please upload it again");
      }
      return withIdempotency(ctx, "obituaries.submit", input, async () => {
        const [row] = await ctx.db
          .insert(obituaries)
          .values({
            firstName: input.firstName,
            lastName: input.lastName,
            dateOfBirth: input.dateOfBirth,
            dateOfDeath: input.dateOfDeath,
            biography: input.biography,
            photoUrl: input.photoUrl ?? null,
            submitterName: input.submitterName,
            submitterEmail: input.submitterEmail,
            submitterPhone: input.submitterPhone ?? null,
            status: "pending",
          })
          .returning(publicObituaryColumns);
        if (!row) throw new Error("obituary insert returned nothing");
        return row;
      });
    }),
});
