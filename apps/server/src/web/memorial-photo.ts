import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { photoForPrint, UPLOADS_PREFIX, type PhotoStorage } from "@fh/api";
import { webDist } from "./static";

/**
 * The public site's own images, where the seed's memorial photos are
 * ("/images/memorials/memorial-roses.jpg"): the built site serves them from
 * its dist/, which Vite copies from public/; a checkout not yet built still
 * has public/.
 */
export const webPublic = fileURLToPath(new URL("../../../web/public", import.meta.url));
export const SITE_IMAGE_ROOTS = [webDist, webPublic];

/** Larger than any photo we keep (uploads are at most 5 MB, re-encoded smaller): a bound on one read. */
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

/** An address on the site's own images: folders and a file name of plain characters, so never "..", "%" or a second slash. */
const SITE_IMAGE = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:jpe?g|png|webp|gif)$/i;

export interface MemorialPhotoSources {
  /** Where uploads live: local disk or an S3 bucket, behind the one interface. */
  storage: PhotoStorage | null | undefined;
  /** Folders the site's own images are looked for in, in order. */
  siteRoots?: readonly string[];
  /** Told of a read that failed (a bucket that did not answer), which still leaves the document without the photo. */
  onError?: (error: unknown) => void;
}

async function fromStorage(storage: PhotoStorage | null | undefined, name: string): Promise<Buffer | null> {
  if (!storage) return null;
  const stored = await storage.resolve(name);
  if (!stored) return null;
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stored.stream) {
    const part = Buffer.from(chunk as Buffer);
    size += part.length;
    if (size > MAX_SOURCE_BYTES) {
      stored.stream.destroy();
      return null;
    }
    parts.push(part);
  }
  return Buffer.concat(parts);
}

async function fromSite(roots: readonly string[], url: string): Promise<Buffer | null> {
  if (!SITE_IMAGE.test(url)) return null;
  for (const root of roots) {
    const base = path.resolve(root);
    const file = path.resolve(base, `.${url}`);
    if (!file.startsWith(base + path.sep)) continue;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.size > MAX_SOURCE_BYTES) continue;
    return readFile(file);
  }
  return null;
}

/**
 * A memorial's photo as a printed document draws it (photoForPrint: a JPEG),
 * from wherever its address says it lives: one of our uploads (/uploads/…,
 * read through the photo storage, local or S3) or one of the site's own
 * images (/images/…, the seed's). Another site's address is not fetched: the
 * server makes no requests to hosts a family named (remote photos are copied
 * into our storage when staff approve). Null when there is no photo, or none
 * that can be read: a missing file, a bucket that does not answer, bytes that
 * are no image.
 */
export async function memorialPhoto(photoUrl: string | null | undefined, sources: MemorialPhotoSources): Promise<Buffer | null> {
  if (!photoUrl) return null;
  try {
    const bytes = photoUrl.startsWith(UPLOADS_PREFIX)
      ? await fromStorage(sources.storage, photoUrl.slice(UPLOADS_PREFIX.length))
      : await fromSite(sources.siteRoots ?? SITE_IMAGE_ROOTS, photoUrl);
    return bytes ? await photoForPrint(bytes) : null;
  } catch (error) {
    sources.onError?.(error);
    return null;
  }
}
