import { photos } from "@fh/db";
import { photoDeleteInput, type AdminPhoto } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { desc, eq } from "drizzle-orm";
import { InvalidPhotoFilename } from "../../storage/admin-photo-files";
import { createTRPCRouter, staffProcedure } from "../../trpc";

export const adminPhotosRouter = createTRPCRouter({
  /** Every uploaded photo, newest first. */
  list: staffProcedure.query(
    ({ ctx }): Promise<AdminPhoto[]> =>
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
   * Removes the stored file and its record. The name was already checked
   * against the server's own pattern; storage checks it again and keeps the
   * path inside its folder.
   */
  delete: staffProcedure.input(photoDeleteInput).mutation(async ({ ctx, input }) => {
    const files = ctx.adminPhotoFiles;
    if (!files) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Photo storage is not configured" });
    let removedFile: boolean;
    try {
      removedFile = await files.remove(input.filename);
    } catch (error) {
      if (error instanceof InvalidPhotoFilename) throw new TRPCError({ code: "BAD_REQUEST", message: "filename: Invalid photo file name" });
      throw error;
    }
    const removedRows = await ctx.db.delete(photos).where(eq(photos.filename, input.filename)).returning({ id: photos.id });
    if (!removedFile && removedRows.length === 0) throw new TRPCError({ code: "NOT_FOUND", message: "Photo not found" });
    return { success: true as const };
  }),
});
