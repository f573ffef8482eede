import { obituaries } from "@fh/db";
import { byIdInput, obituarySubmitSchema } from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { and, desc, eq } from "drizzle-orm";
import { withIdempotency } from "../abuse/idempotency";
import { publicWriteProcedure } from "../abuse/guard";
import { cacheTags } from "../cache/invalidate";
import { showsLists, showsObituary } from "../cache/declare";
import { inLieuOfFlowersColumns, inLieuOfFlowersOf } from "../lib/in-lieu-of-flowers";
import { galleryOf, publicGalleryOf } from "../lib/memorial-photos";
import { refuseOversizedList } from "../lib/list-size";
import { publicObituaryColumns } from "../lib/obituary-columns";
import { notifyObituarySubmitted, subscribeToGuestBookDigest } from "../notifications";
import { setFamilyLetters } from "../family/letters";
import { checkObituaryFacts } from "../lib/obituary-rules";
import { obituarySearchInput, searchObituaries } from "../lib/obituary-search";
import { publicProcedure } from "../trpc";

export const obituariesRouter = {
  /** The public list as the site shows it: server-side search, sort, filter and cursor pages (stays fast at 10,000). */
  search: publicProcedure
    // Every page of each search, sort and filter is kept. Later pages go by a cursor that is
    // the same for everyone (the last row's sort key), so a page deep in the archive
    // costs the database once per change of the lists, however many scrapers walk it;
    // the cache's byte bound (LRU) keeps the many pages read once from crowding it.
    .meta({ publicCache: showsLists([cacheTags.obituaryLists]), expensive: true })
    .input(obituarySearchInput)
    .query(({ ctx, input }) => searchObituaries(ctx, input)),

  /** Every live obituary, newest first (the documented REST list's answer). */
  list: publicProcedure.meta({ publicCache: showsLists([cacheTags.obituaryLists]), expensive: true }).query(async ({ ctx }) => {
    // Weighed before it is built: an archive past the bound is served by the search's pages (lib/list-size.ts).
    await refuseOversizedList(ctx.db);
    return ctx.db
      .select(publicObituaryColumns)
      .from(obituaries)
      .where(eq(obituaries.status, "live"))
      .orderBy(desc(obituaries.createdAt), desc(obituaries.id));
  }),

  /** Live obituaries search engines may list (sitemap.xml): those staff marked noindex are left out. */
  indexable: publicProcedure.query(({ ctx }) =>
    ctx.db
      .select({ id: obituaries.id, createdAt: obituaries.createdAt })
      .from(obituaries)
      .where(and(eq(obituaries.status, "live"), eq(obituaries.noindex, false)))
      .orderBy(desc(obituaries.createdAt), desc(obituaries.id)),
  ),

  /**
   * One live obituary; pending, declined and unlisted ones do not exist for the
   * public. With how its guest book takes messages and whether search engines
   * may index the page (the page draws its form and its robots meta from them).
   */
  byId: publicProcedure.meta({ publicCache: showsObituary("id") }).input(byIdInput).query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select({ ...publicObituaryColumns, guestBookMode: obituaries.guestBookMode, noindex: obituaries.noindex, ...inLieuOfFlowersColumns })
      .from(obituaries)
      .where(and(eq(obituaries.id, input.id), eq(obituaries.status, "live")));
    if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Obituary not found" });
    const { flowersCharityName, flowersCharityUrl, flowersWish, ...obituary } = row;
    // Only the page of one obituary says these, never the lists: they stay as small as they were.
    return {
      ...obituary,
      inLieuOfFlowers: inLieuOfFlowersOf({ flowersCharityName, flowersCharityUrl, flowersWish }),
      gallery: (await galleryOf(ctx, row.id)).map(({ url, caption, width, height }) => ({ url, caption, width, height })),
    };
  }),

  /** GET /api/obituaries/{id}/photos: the family's gallery of a live obituary, `[{ url, caption }]` in their order; 404 otherwise. */
  photos: publicProcedure
    .meta({ publicCache: showsObituary("id") })
    .input(byIdInput)
    .query(({ ctx, input }) => publicGalleryOf(ctx, input.id)),

  /** A family's submission: stored pending, published only once staff approve it. */
  submit: publicWriteProcedure("obituaries.submit")
    .input(obituarySubmitSchema)
    .mutation(async ({ ctx, input }) => {
      await checkObituaryFacts(ctx, input);
      const submitterLocale = ctx.request.locale ?? "en";
      return withIdempotency(ctx, "obituaries.submit", input, (inner) =>
        // One transaction: the submission and its notices commit together or not at all.
        inner.db.transaction(async (tx) => {
          const [row] = await tx
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
              submitterLocale,
              status: "pending",
            })
            .returning(publicObituaryColumns);
          if (!row) throw new Error("obituary insert returned nothing");
          await notifyObituarySubmitted(inner, tx, { ...input, id: row.id, submitterLocale });
          if (input.guestBookDigest) await subscribeToGuestBookDigest(tx, row.id, input.submitterEmail);
          if (input.familyLetters) await setFamilyLetters(tx, { obituaryId: row.id, email: input.submitterEmail, locale: submitterLocale, on: true }, ctx.now());
          return row;
        }),
      );
    }),
} satisfies TRPCRouterRecord;
