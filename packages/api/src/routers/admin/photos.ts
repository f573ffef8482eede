import { photos } from "@fh/db";
import { photoDeleteInput, type AdminPhoto } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { desc, eq } from "drizzle-orm";
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
   * path inside its folder (see storage/local.ts).
   */
  delete: staffProcedure.input(photoDeleteInput).mutation(async ({ ctx, input }) => {
    const storage = ctx.storage;
    if (!storage) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Photo storage is not configured" });
    const removedFile = await storage.remove(input.filename);
    const removedRows = await ctx.db.delete(photos).where(eq(photos.filename, input.filename)).returning({ id: photos.id });
    if (!removedFile && removedRows.length === 0) throw new TRPCError({ code: "NOT_FOUND", message: "Photo not found" });
    return { success: true as const };
  }),
});
