import { services } from "@fh/db";
import {
  familyGuestBookModerateInput,
  familyGuestBookModeInput,
  familyObituaryInput,
  inLieuOfFlowersInput,
  memorialPhotoAddInput,
  memorialPhotoCaptionInput,
  memorialPhotoInput,
  memorialPhotoOrderInput,
} from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { and, asc, eq } from "drizzle-orm";
import { familyProcedure } from "../family/procedure";
import { familyWriteProcedure } from "../lib/family-write";
import { familyGuestBookOf, familyModerate, setFamilyGuestBookMode } from "../lib/family-guest-book";
import { inLieuOfFlowersOf, setInLieuOfFlowers } from "../lib/in-lieu-of-flowers";
import { addGalleryPhoto, captionGalleryPhoto, galleryOf, removeGalleryPhoto, reorderGallery } from "../lib/memorial-photos";
import { attendanceOf } from "../lib/service-rsvps";

/**
 * The family's own memorial, past the sign-in (docs/family.md): who is
 * coming to the services, "in lieu of flowers", the photo gallery, and the
 * guest book their way. Every procedure is a familyProcedure: 401 without the
 * family's cookie, and an obituary id that is not theirs is 404; every write
 * is one transaction with its audit row naming the family's address, and
 * drops the cached pages that show it once committed (lib/family-write.ts).
 */
export const familyMemorialRouter = {
  /** Each service of the obituary (public or not: it is their family's) with who said they will attend. */
  attendance: familyProcedure.input(familyObituaryInput).query(async ({ ctx, input }) => {
    await ctx.familyObituary(input.obituaryId);
    const rows = await ctx.db
      .select({ id: services.id, title: services.title, serviceDate: services.serviceDate, serviceTime: services.serviceTime })
      .from(services)
      .where(and(eq(services.obituaryId, input.obituaryId), eq(services.isPublic, true)))
      .orderBy(asc(services.serviceDate), asc(services.id));
    const attendance = await attendanceOf(ctx, rows.map((s) => s.id));
    return rows.map((s) => {
      const a = attendance.find((x) => x.serviceId === s.id);
      return { ...s, people: a?.people ?? 0, answers: (a?.answers ?? []).map(({ name, guests }) => ({ name, guests })) };
    });
  }),

  flowers: familyProcedure.input(familyObituaryInput).query(async ({ ctx, input }) => {
    const { obituary } = await ctx.familyObituary(input.obituaryId);
    return inLieuOfFlowersOf(obituary);
  }),

  setFlowers: familyWriteProcedure.input(inLieuOfFlowersInput).mutation(async ({ ctx, input }) => {
    const { obituaryId, ...wish } = input;
    await ctx.familyObituary(obituaryId, { lock: true });
    return setInLieuOfFlowers(ctx, obituaryId, wish);
  }),

  photos: familyProcedure.input(familyObituaryInput).query(async ({ ctx, input }) => {
    await ctx.familyObituary(input.obituaryId);
    return galleryOf(ctx, input.obituaryId);
  }),

  addPhoto: familyWriteProcedure.input(memorialPhotoAddInput).mutation(async ({ ctx, input }) => {
    // Locked: two additions at once are counted one after the other.
    await ctx.familyObituary(input.obituaryId, { lock: true });
    return addGalleryPhoto(ctx, input.obituaryId, input.photoUrl, input.caption);
  }),

  captionPhoto: familyWriteProcedure.input(memorialPhotoCaptionInput).mutation(async ({ ctx, input }) => {
    await ctx.familyObituary(input.obituaryId, { lock: true });
    return captionGalleryPhoto(ctx, input.obituaryId, input.photoId, input.caption);
  }),

  removePhoto: familyWriteProcedure.input(memorialPhotoInput).mutation(async ({ ctx, input }) => {
    await ctx.familyObituary(input.obituaryId, { lock: true });
    return removeGalleryPhoto(ctx, input.obituaryId, input.photoId);
  }),

  reorderPhotos: familyWriteProcedure.input(memorialPhotoOrderInput).mutation(async ({ ctx, input }) => {
    await ctx.familyObituary(input.obituaryId, { lock: true });
    return reorderGallery(ctx, input.obituaryId, input.photoIds);
  }),

  /** The guest book's mode, and the messages waiting, reported or hidden. */
  guestBook: familyProcedure.input(familyObituaryInput).query(async ({ ctx, input }) => {
    const { obituary } = await ctx.familyObituary(input.obituaryId);
    return { mode: obituary.guestBookMode, messages: await familyGuestBookOf(ctx, input.obituaryId) };
  }),

  setGuestBookMode: familyWriteProcedure.input(familyGuestBookModeInput).mutation(async ({ ctx, input }) => {
    await ctx.familyObituary(input.obituaryId, { lock: true });
    return setFamilyGuestBookMode(ctx, input.obituaryId, input.mode);
  }),

  moderate: familyWriteProcedure.input(familyGuestBookModerateInput).mutation(async ({ ctx, input }) => {
    await ctx.familyObituary(input.obituaryId);
    return familyModerate(ctx, ctx.family.email, input.obituaryId, input.entryId, input.action);
  }),
} satisfies TRPCRouterRecord;
