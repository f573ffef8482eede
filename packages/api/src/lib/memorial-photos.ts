import { obituaries, obituaryPhotos, photos } from "@fh/db";
import { MEMORIAL_PHOTOS_MAX } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { and, asc, count, eq, max } from "drizzle-orm";
import { invalidateMemorialPage } from "../cache/invalidate";
import type { Context } from "../context";
import { storedPhotoNameOf } from "../storage/names";

/** One photo of a memorial's gallery as the page draws it: the size lets the browser keep its place before it loads. */
export interface GalleryPhoto {
  id: number;
  url: string;
  caption: string;
  width: number;
  height: number;
}

/** A memorial's gallery in the family's order (a photo staff deleted from the gallery has gone with its row). */
export async function galleryOf(ctx: Pick<Context, "db">, obituaryId: number): Promise<GalleryPhoto[]> {
  return ctx.db
    .select({ id: obituaryPhotos.id, url: photos.url, caption: obituaryPhotos.caption, width: photos.width, height: photos.height })
    .from(obituaryPhotos)
    .innerJoin(photos, eq(photos.id, obituaryPhotos.photoId))
    .where(eq(obituaryPhotos.obituaryId, obituaryId))
    .orderBy(asc(obituaryPhotos.position), asc(obituaryPhotos.id));
}

/** The record of one of our uploads named by its address, or a 400 naming photoUrl: nothing else may be attached. */
async function uploadedPhotoRow(ctx: Pick<Context, "db">, photoUrl: string): Promise<{ id: number; url: string }> {
  const name = storedPhotoNameOf(photoUrl);
  const [photo] = name ? await ctx.db.select({ id: photos.id, url: photos.url }).from(photos).where(eq(photos.filename, name)) : [];
  if (!photo) throw new TRPCError({ code: "BAD_REQUEST", message: "photoUrl: Upload the photo first" });
  return photo;
}

/** A guest's photo for a guest-book message: the stored address of an upload that exists. */
export const uploadedPhoto = async (ctx: Pick<Context, "db">, photoUrl: string): Promise<string> => (await uploadedPhotoRow(ctx, photoUrl)).url;

/** GET /api/obituaries/{id}/photos: a live obituary's gallery, `[{ url, caption }]` in order; any other id is 404. */
export async function publicGalleryOf(ctx: Context, obituaryId: number): Promise<Array<{ url: string; caption: string }>> {
  const [live] = await ctx.db
    .select({ id: obituaries.id })
    .from(obituaries)
    .where(and(eq(obituaries.id, obituaryId), eq(obituaries.status, "live")));
  if (!live) throw new TRPCError({ code: "NOT_FOUND", message: "Obituary not found" });
  return (await galleryOf(ctx, obituaryId)).map(({ url, caption }) => ({ url, caption }));
}

/**
 * Adds one uploaded photo (POST /api/upload/photo: its byte check,
 * re-encoding and quotas) at the end of the gallery. The obituary row is
 * locked by the caller, so two additions at once cannot pass 30 together.
 */
export async function addGalleryPhoto(ctx: Context, obituaryId: number, photoUrl: string, caption: string): Promise<GalleryPhoto[]> {
  const photo = await uploadedPhotoRow(ctx, photoUrl);
  const [state] = await ctx.db
    .select({ n: count(), last: max(obituaryPhotos.position) })
    .from(obituaryPhotos)
    .where(eq(obituaryPhotos.obituaryId, obituaryId));
  if ((state?.n ?? 0) >= MEMORIAL_PHOTOS_MAX) {
    throw new TRPCError({ code: "CONFLICT", message: `The gallery holds at most ${MEMORIAL_PHOTOS_MAX} photos` });
  }
  await ctx.db.insert(obituaryPhotos).values({ obituaryId, photoId: photo.id, caption, position: (state?.last ?? -1) + 1, createdAt: ctx.now() });
  await invalidateMemorialPage(ctx, obituaryId);
  return galleryOf(ctx, obituaryId);
}

export async function captionGalleryPhoto(ctx: Context, obituaryId: number, id: number, caption: string): Promise<GalleryPhoto[]> {
  const [row] = await ctx.db
    .update(obituaryPhotos)
    .set({ caption })
    .where(and(eq(obituaryPhotos.id, id), eq(obituaryPhotos.obituaryId, obituaryId)))
    .returning({ id: obituaryPhotos.id });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Photo not found" });
  await invalidateMemorialPage(ctx, obituaryId);
  return galleryOf(ctx, obituaryId);
}

/** Takes a photo off the gallery; the upload itself goes with the sweep of unused visitors' photos. */
export async function removeGalleryPhoto(ctx: Context, obituaryId: number, id: number): Promise<GalleryPhoto[]> {
  const [row] = await ctx.db
    .delete(obituaryPhotos)
    .where(and(eq(obituaryPhotos.id, id), eq(obituaryPhotos.obituaryId, obituaryId)))
    .returning({ id: obituaryPhotos.id });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Photo not found" });
  await invalidateMemorialPage(ctx, obituaryId);
  return galleryOf(ctx, obituaryId);
}

/** The gallery in a new order: the list must name each of its photos exactly once. */
export async function reorderGallery(ctx: Context, obituaryId: number, ids: readonly number[]): Promise<GalleryPhoto[]> {
  const current = await galleryOf(ctx, obituaryId);
  const same = ids.length === current.length && new Set(ids).size === ids.length && current.every((p) => ids.includes(p.id));
  if (!same) throw new TRPCError({ code: "BAD_REQUEST", message: "photoIds: Name every photo of the gallery once" });
  for (const [position, id] of ids.entries()) {
    await ctx.db.update(obituaryPhotos).set({ position }).where(and(eq(obituaryPhotos.id, id), eq(obituaryPhotos.obituaryId, obituaryId)));
  }
  await invalidateMemorialPage(ctx, obituaryId);
  return galleryOf(ctx, obituaryId);
}

