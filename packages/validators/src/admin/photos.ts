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

export const photoDeleteInput = z.object({ filename: photoFilename });
export type PhotoDeleteInput = z.input<typeof photoDeleteInput>;

/** One row of admin.photos.list (SPEC §3 Photo). */
export interface AdminPhoto {
  url: string;
  filename: string;
  originalName: string;
  size: number;
  uploadDate: Date;
}
