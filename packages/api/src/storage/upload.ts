import { photos } from "@fh/db";
import { PHOTO_MAX_BYTES } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { withWriteLimit } from "../abuse/guard";
import { withIdempotentUpload } from "../abuse/idempotent-upload";
import { recordAudit } from "../lib/audit";
import { logSecurityEvent } from "../lib/security-events";
import type { Context } from "../context";
import { badInput } from "../errors";
import { newPhotoName, PHOTO_CONTENT_TYPES, photoUrlFor, type PhotoExtension } from "./names";
import { enforceFreeSpace, enforceUploadQuota, uploaderKey } from "./quota";

/** Longest side kept, in pixels: plenty for a memorial page, small enough to load on a phone. */
export const PHOTO_MAX_DIMENSION = 2400;
/** A 10,000 x 5,000 image is already absurd; larger inputs are decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * An animation is decoded, resized and re-encoded frame by frame: a 3 KB GIF
 * of many large frames cost seconds of CPU. A memorial's animated photo needs
 * neither many frames nor many pixels, so both are bounded, the pixels across
 * all frames together (a 480 x 270 animation of 50 frames is 6.5 million).
 */
export const MAX_ANIMATION_FRAMES = 50;
export const MAX_ANIMATION_PIXELS = 10_000_000;

export const PHOTO_TOO_LARGE_MESSAGE = "Please select an image smaller than 5MB.";
export const PHOTO_WRONG_TYPE_MESSAGE = "Please select an image file (JPEG, PNG, GIF or WebP).";

export interface UploadedFile {
  data: Buffer;
  /** The name on the visitor's device; kept for staff, never used as a path. */
  originalName: string;
  /** True when the multipart parser stopped reading at its size limit. */
  truncated?: boolean;
}

export interface StoredPhoto {
  photoUrl: string;
  filename: string;
  originalName: string;
  size: number;
}

/** The format the bytes begin with; the client's content type is never trusted. */
export function sniffImageFormat(data: Buffer): PhotoExtension | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpg";
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  const head = data.subarray(0, 6).toString("latin1");
  if (head === "GIF87a" || head === "GIF89a") return "gif";
  if (data.length >= 12 && data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP") {
    return "webp";
  }
  return null;
}

const SHARP_FORMAT: Record<PhotoExtension, string> = { jpg: "jpeg", png: "png", gif: "gif", webp: "webp" };

/** A file name safe to show: no folders, no control characters, bounded. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = [...base.normalize("NFC")]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join("")
    .trim()
    .slice(0, 200);
  return cleaned || "photo";
}

/** An image we will not decode, with the sentence that says why (a 400 naming `photo`). */
class ImageRefused extends Error {}

/** sharp and libvips (about 27 MB resident) load with the first photo, not with every server start. */
const loadSharp = () => import("sharp").then((m) => m.default);

async function reencode(data: Buffer, format: PhotoExtension) {
  const sharp = await loadSharp();
  // The header first, without decoding a pixel: the format, the frame count and the size of one frame.
  const header = await sharp(data, { failOn: "error" }).metadata();
  if (header.format !== SHARP_FORMAT[format]) return null;
  const frames = header.pages ?? 1;
  if (frames > MAX_ANIMATION_FRAMES) {
    throw new ImageRefused(`An animated image may have at most ${MAX_ANIMATION_FRAMES} frames`);
  }
  if (frames > 1 && header.width * (header.pageHeight ?? header.height) * frames > MAX_ANIMATION_PIXELS) {
    throw new ImageRefused("The animation is too large; please use a smaller or shorter one");
  }
  const animated = frames > 1;
  // limitInputPixels counts every frame of an animation (libvips stacks them): the check above, enforced again.
  let image = sharp(data, { animated, limitInputPixels: animated ? MAX_ANIMATION_PIXELS : MAX_INPUT_PIXELS, failOn: "error" });
  // Turn the photo upright by its EXIF orientation before that EXIF is dropped.
  if (!animated) image = image.rotate();
  image = image.resize({ width: PHOTO_MAX_DIMENSION, height: PHOTO_MAX_DIMENSION, fit: "inside", withoutEnlargement: true });
  // sharp writes no metadata unless asked: EXIF (camera, GPS position), XMP and IPTC are gone.
  switch (format) {
    case "jpg":
      image = image.jpeg({ quality: 85 });
      break;
    case "png":
      image = image.png({ compressionLevel: 9 });
      break;
    case "gif":
      image = image.gif();
      break;
    case "webp":
      image = image.webp({ quality: 85 });
      break;
  }
  return image.toBuffer({ resolveWithObject: true });
}

/**
 * A visitor's or staff member's photo: checked by its bytes (JPEG, PNG, GIF,
 * WebP; never SVG or HTML), at most 5 MB, re-encoded (stripping EXIF and
 * GPS), capped in size, stored under a server-made name and recorded in
 * `photos`. The REST route parses the multipart body and calls this.
 */
export async function storePhoto(ctx: Context, file: UploadedFile): Promise<StoredPhoto> {
  return withWriteLimit(ctx, "uploads.photo", async () => {
    if (file.truncated || file.data.length > PHOTO_MAX_BYTES) {
      throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: PHOTO_TOO_LARGE_MESSAGE });
    }
    // Sent again with its Idempotency-Key (a retry after no answer came), the same photo is stored once.
    return withIdempotentUpload(ctx, "uploads.photo", file.data, () => storeOnce(ctx, file));
  });
}

/** storePhoto's work, once the size is known to be within bounds. */
async function storeOnce(ctx: Context, file: UploadedFile): Promise<StoredPhoto> {
  const { staff } = ctx;
  if (staff) {
    // Staff uploads count against no cap, and go on the audit trail like every other staff change.
    // The photo's row and its audit row commit together.
    const photo = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as typeof ctx.db;
      const kept = await keepPhoto({ ...ctx, db }, file.data, file.originalName);
      await recordAudit(
        db,
        { actorId: staff.id, actorUsername: staff.username, ip: ctx.request.ip, action: "admin.photos.upload", target: { filename: kept.filename } },
        ctx.now(),
      );
      return kept;
    });
    logSecurityEvent(ctx.log, {
      event: "staff.change",
      action: "upload.photo",
      username: staff.username,
      ip: ctx.request.ip,
      target: { filename: photo.filename },
    });
    return photo;
  }
  // A visitor's uploads count against their address's daily storage cap and
  // all visitors' together, and wait while the disk is nearly full.
  const address = uploaderKey(ctx.request.ip);
  return keepPhoto(ctx, file.data, file.originalName, {
    address,
    beforeStoring: async (bytes) => {
      await enforceUploadQuota(ctx, address, bytes);
      await enforceFreeSpace(ctx, bytes);
    },
    afterReserving: () => enforceUploadQuota(ctx, address, 0, { reserved: true }),
  });
}

/** A visitor's upload: whose address it counts against, and the cap checked before and after re-encoding. */
export interface VisitorUpload {
  address: string;
  /** Refuses (429, or 503 for the site's caps) when `bytes` more would pass a daily cap or the free-space floor; 0 asks whether any room is left. */
  beforeStoring: (bytes: number) => Promise<void>;
  /** The caps again, once the photo's row is written and counted with every other: refuses when they are passed. */
  afterReserving: () => Promise<void>;
}

/**
 * Checks, re-encodes, stores and records an image's bytes: the one path into
 * storage, for uploads and for the remote photos copied when an obituary is
 * approved (storage/remote.ts). A 400 naming `photo` when the bytes are not
 * an image we keep.
 */
export async function keepPhoto(
  ctx: Pick<Context, "db" | "storage" | "now">,
  data: Buffer,
  originalName: string,
  visitor?: VisitorUpload,
): Promise<StoredPhoto> {
  if (!ctx.storage) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Photo storage is not configured" });
  if (data.length > PHOTO_MAX_BYTES) throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: PHOTO_TOO_LARGE_MESSAGE });
  if (data.length === 0) throw badInput("photo", "The file is empty");

  const format = sniffImageFormat(data);
  if (!format) throw badInput("photo", PHOTO_WRONG_TYPE_MESSAGE);

  // Staff uploads and the photos copied in on a staff action are never swept as orphans.
  const origin = visitor ? "public" : "staff";
  const uploaderAddress = visitor?.address ?? null;
  await visitor?.beforeStoring(0);

  let output: Awaited<ReturnType<typeof reencode>>;
  try {
    output = await reencode(data, format);
  } catch (error) {
    if (error instanceof ImageRefused) throw badInput("photo", error.message);
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw badInput("photo", tooBig ? "The image has too many pixels" : "The image could not be read; it may be damaged");
  }
  if (!output) throw badInput("photo", PHOTO_WRONG_TYPE_MESSAGE);
  await visitor?.beforeStoring(output.data.length);

  const filename = newPhotoName(format, ctx.now());
  const url = photoUrlFor(filename);
  const cleanName = cleanOriginalName(originalName);
  const record: typeof photos.$inferInsert = {
    filename,
    originalName: cleanName,
    url,
    size: output.data.length,
    mimeType: PHOTO_CONTENT_TYPES[format],
    width: output.info.width,
    height: output.info.pageHeight ?? output.info.height,
    // The API's clock, like the daily cap that counts these rows.
    uploadDate: ctx.now(),
    origin,
    uploaderAddress,
  };
  const stored = { photoUrl: url, filename, originalName: cleanName, size: output.data.length };
  if (visitor) {
    // The row first, then the caps' second look counts it with every other: of uploads racing
    // for the last room, each written before its own look, the later ones see the earlier and
    // refuse, so many at once cannot all slip under a cap. Then the bytes.
    await ctx.db.insert(photos).values(record);
    try {
      await visitor.afterReserving();
      await ctx.storage.save(filename, output.data);
    } catch (error) {
      await ctx.db
        .delete(photos)
        .where(eq(photos.filename, filename))
        .catch(() => {});
      await ctx.storage.remove(filename).catch(() => false);
      throw error;
    }
    return stored;
  }
  await ctx.storage.save(filename, output.data);
  try {
    await ctx.db.insert(photos).values(record);
  } catch (error) {
    await ctx.storage.remove(filename).catch(() => false);
    throw error;
  }
  return stored;
}
