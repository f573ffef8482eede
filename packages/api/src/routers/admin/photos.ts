import { obituaries, photos, type Database } from "@fh/db";
import { photoDeleteInput } from "@fh/validators";
import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import { asc, desc, eq, like } from "drizzle-orm";
import { invalidateObituaries } from "../../cache/invalidate";
import { describeUsers, type PhotoUser } from "../../lib/photo-users";
import { photoUrlFor, storedPhotoNameOf, UPLOADS_PREFIX } from "../../storage/names";
import { staffProcedure } from "../../trpc";

const userColumns = {
  id: obituaries.id,
  firstName: obituaries.firstName,
  lastName: obituaries.lastName,
  state: obituaries.status,
  photoUrl: obituaries.photoUrl,
};

type UserRow = { id: number; firstName: string; lastName: string; state: PhotoUser["state"] };

function toUser(row: UserRow): PhotoUser {
  return { id: row.id, name: `${row.firstName} ${row.lastName}`, state: row.state };
}

/** The obituaries, in any state, whose photo is this upload. */
function usersOf(db: Pick<Database, "select">, filename: string) {
  return db
    .select(userColumns)
    .from(obituaries)
    .where(eq(obituaries.photoUrl, photoUrlFor(filename)))
    .orderBy(asc(obituaries.lastName), asc(obituaries.firstName), asc(obituaries.id));
}

export const adminPhotosRouter = {
  /** Every uploaded photo, newest first, as SPEC §3 describes a Photo. */
  list: staffProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        url: photos.url,
        filename: photos.filename,
        originalName: photos.originalName,
        size: photos.size,
        uploadDate: photos.uploadDate,
      })
      .from(photos)
      .orderBy(desc(photos.uploadDate), desc(photos.id)),
  ),

  /**
   * Which obituaries show which upload, by stored file name (uploads no
   * obituary shows are left out), so the gallery can say where a photo is
   * used before staff delete it. Kept apart from `list`, whose answer is
   * SPEC §3's Photo and the REST list's.
   */
  usage: staffProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select(userColumns)
      .from(obituaries)
      .where(like(obituaries.photoUrl, `${UPLOADS_PREFIX}%`))
      .orderBy(asc(obituaries.lastName), asc(obituaries.firstName), asc(obituaries.id));
    const usage: Record<string, PhotoUser[]> = {};
    for (const row of rows) {
      const name = storedPhotoNameOf(row.photoUrl);
      if (name) (usage[name] ??= []).push(toUser(row));
    }
    return usage;
  }),

  /**
   * Removes the stored file and its record. A photo that obituaries show is
   * refused (409, naming them) unless staff confirmed with `force`; then those
   * obituaries lose the photo in the same transaction, so their pages show
   * the lily, never a broken image. The name was already checked against the
   * server's own pattern; storage checks it again and keeps the path inside
   * its folder (see storage/local.ts).
   */
  delete: staffProcedure.input(photoDeleteInput).mutation(async ({ ctx, input }) => {
    const storage = ctx.storage;
    if (!storage) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Photo storage is not configured" });
    const { removedRows, affected } = await ctx.db.transaction(async (tx) => {
      const users = (await usersOf(tx, input.filename)).map(toUser);
      if (users.length > 0 && !input.force) {
        throw new TRPCError({
          code: "CONFLICT",
          message: `This photo is used by ${describeUsers(users)}. Confirm the delete to remove it from ${users.length === 1 ? "that memorial" : "those memorials"} too.`,
        });
      }
      if (users.length > 0) {
        await tx
          .update(obituaries)
          .set({ photoUrl: null, updatedAt: ctx.now() })
          .where(eq(obituaries.photoUrl, photoUrlFor(input.filename)));
      }
      const removed = await tx.delete(photos).where(eq(photos.filename, input.filename)).returning({ id: photos.id });
      return { removedRows: removed, affected: users.map((user) => user.id) };
    });
    // Their pages now show the lily: drop them before the file goes.
    await invalidateObituaries(ctx, affected);
    // The file goes once nothing points at it; a file left by a failure here is unseen and harmless.
    const removedFile = await storage.remove(input.filename);
    if (!removedFile && removedRows.length === 0) throw new TRPCError({ code: "NOT_FOUND", message: "Photo not found" });
    return { success: true as const };
  }),
} satisfies TRPCRouterRecord;
