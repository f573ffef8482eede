import { guestBookEntries, obituaries, obituaryPhotos, photos, type Database } from "@fh/db";
import { and, eq, isNotNull, isNull, lt, not, notExists, sql } from "drizzle-orm";
import type { PhotoStorage } from "./index";
import { UPLOAD_QUOTA_WINDOW_MS } from "./quota";

/** How long a visitor's upload may wait for the obituary that uses it, unless UPLOAD_ORPHAN_GRACE_HOURS says otherwise. */
export const DEFAULT_ORPHAN_GRACE_HOURS = 24;
/** Photos removed per sweep at most: the next sweep goes on where this one stopped. */
const SWEEP_BATCH = 500;

export interface UploadSweepOptions {
  db: Database;
  storage: PhotoStorage;
  now?: Date;
  graceHours?: number;
}

export interface UploadSweepResult {
  /** Visitors' photos no obituary uses, removed with their files. */
  removed: number;
  /** Photos whose uploader's address was forgotten (their day of the cap is over). */
  addressesCleared: number;
  /** Files whose record was removed but whose bytes could not be (the next sweep of the disk is the operator's). */
  failedFiles: string[];
}

/**
 * Upload housekeeping, run on a timer by the server:
 * - a photo a visitor uploaded (the public obituary creator) that no obituary
 *   uses once the grace period is over is removed, record then file. The
 *   staff gallery's photos are never touched, nor photos from before the
 *   origin was recorded;
 * - uploaders' addresses are forgotten once their day of the storage cap is over.
 * An obituary that takes a photo between the look and the removal keeps it:
 * the removal checks again, in the same statement.
 */
export async function sweepUploads(options: UploadSweepOptions): Promise<UploadSweepResult> {
  const { db, storage } = options;
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.graceHours ?? DEFAULT_ORPHAN_GRACE_HOURS) * 60 * 60_000);
  const usedBy = (url: typeof photos.url) => db.select({ id: obituaries.id }).from(obituaries).where(eq(obituaries.photoUrl, url));
  // A family's gallery and a guest-book message use uploads too: those are kept like an obituary's photo.
  const inUseElsewhere = sql`(exists (select 1 from ${obituaryPhotos} where ${obituaryPhotos.photoId} = ${photos.id})
    or exists (select 1 from ${guestBookEntries} where ${guestBookEntries.photoUrl} = ${photos.url}))`;

  const orphans = await db
    .select({ id: photos.id })
    .from(photos)
    .leftJoin(obituaries, eq(obituaries.photoUrl, photos.url))
    .where(and(eq(photos.origin, "public"), lt(photos.uploadDate, cutoff), isNull(obituaries.id), not(inUseElsewhere)))
    .limit(SWEEP_BATCH);

  let removed = 0;
  const failedFiles: string[] = [];
  for (const orphan of orphans) {
    const [gone] = await db
      .delete(photos)
      .where(and(eq(photos.id, orphan.id), notExists(usedBy(photos.url)), not(inUseElsewhere)))
      .returning({ filename: photos.filename });
    if (!gone) continue;
    removed++;
    // Record first, then bytes: a failure leaves a stray file, never a record pointing at nothing.
    await storage.remove(gone.filename).catch(() => {
      failedFiles.push(gone.filename);
    });
  }

  const cleared = await db
    .update(photos)
    .set({ uploaderAddress: null })
    .where(and(isNotNull(photos.uploaderAddress), lt(photos.uploadDate, new Date(now.getTime() - UPLOAD_QUOTA_WINDOW_MS))))
    .returning({ id: photos.id });

  return { removed, addressesCleared: cleared.length, failedFiles };
}
