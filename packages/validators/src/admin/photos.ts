import { z } from "zod";

/**
 * The only file names the server makes for uploads: photo-<13-digit ms time>-<16 hex>.<ext>.
 * Anything else (paths, `..`, encoded characters, NUL) is refused before storage is touched.
 */
export const PHOTO_FILENAME_PATTERN = /^photo-\d{13}-[a-f0-9]{16}\.(jpg|png|gif|webp)$/;

export const photoFilename = z
  .string({ error: "filename is required" })
  .max(64, "Invalid photo file name")
  .regex(PHOTO_FILENAME_PATTERN, "Invalid photo file name");

export const photoDeleteInput = z.strictObject({
  filename: photoFilename,
  /**
   * Staff confirmed deleting a photo that obituaries use (they then show no
   * photo). Without it, a photo in use is refused with a 409 naming them.
   */
  force: z.boolean({ error: "force must be true or false" }).optional(),
});
