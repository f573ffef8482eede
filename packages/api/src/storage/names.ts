import { randomBytes } from "node:crypto";
import { PHOTO_FILENAME_PATTERN } from "@fh/validators";

/** The image formats we keep, by the extension of their stored name. */
export const PHOTO_CONTENT_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
} as const;

export type PhotoExtension = keyof typeof PHOTO_CONTENT_TYPES;

/**
 * Stored names are made by the server, never taken from the visitor:
 * photo-<epoch ms>-<16 hex>.<ext>. Anything else is not one of ours, which is
 * also what keeps a path like ../../etc/passwd away from the disk.
 */
export const STORED_PHOTO_NAME = PHOTO_FILENAME_PATTERN;

export function isStoredPhotoName(name: string): boolean {
  return STORED_PHOTO_NAME.test(name);
}

export function newPhotoName(extension: PhotoExtension, now: Date = new Date()): string {
  return `photo-${String(now.getTime()).padStart(13, "0")}-${randomBytes(8).toString("hex")}.${extension}`;
}

/** The content type of a stored name, or null when the name is not one of ours. */
export function photoContentType(name: string): string | null {
  const match = STORED_PHOTO_NAME.exec(name);
  return match ? PHOTO_CONTENT_TYPES[match[1] as PhotoExtension] : null;
}

/** Where stored photos are served from (apps/server's uploads plugin). */
export const UPLOADS_PREFIX = "/uploads/";

/** The public address of a stored photo. */
export function photoUrlFor(name: string): string {
  return `${UPLOADS_PREFIX}${name}`;
}

/** The stored name behind one of our photo addresses, or null for any other address. */
export function storedPhotoNameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_PREFIX)) return null;
  const name = url.slice(UPLOADS_PREFIX.length);
  return isStoredPhotoName(name) ? name : null;
}
