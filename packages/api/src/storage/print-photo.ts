import { sniffImageFormat } from "./upload";

/**
 * The longest side, in pixels, of a photo drawn in a printed document: the
 * Book of Memories' cover circle is 190 pt, about 790 px at 300 dpi.
 */
export const PRINT_PHOTO_DIMENSION = 800;
/** The most pixels decoded for a print, as for an upload: larger inputs are decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A memorial's photo as a document can draw it: a JPEG of at most
 * PRINT_PHOTO_DIMENSION pixels, upright, transparency on white. pdfkit reads
 * only JPEG and PNG, and families' photos are also WebP and GIF (the first
 * frame of an animation is the one printed); a 2,400 px upload would also
 * make every book megabytes larger for no sharper print. Null when the bytes
 * are not an image we keep, or a damaged or truncated one: the document is
 * then drawn without the photo.
 */
export async function photoForPrint(data: Buffer): Promise<Buffer | null> {
  if (!sniffImageFormat(data)) return null;
  try {
    const sharp = (await import("sharp")).default;
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
      .rotate()
      .resize({ width: PRINT_PHOTO_DIMENSION, height: PRINT_PHOTO_DIMENSION, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}
