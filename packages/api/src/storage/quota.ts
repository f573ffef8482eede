import { isIP } from "node:net";
import { photos } from "@fh/db";
import { TRPCError } from "@trpc/server";
import { and, eq, gt, min, sum, type SQL } from "drizzle-orm";
import type { Context } from "../context";
import { logSecurityEvent } from "../lib/security-events";

/** What one address may store in photos in a day, unless UPLOAD_QUOTA_MB_PER_DAY says otherwise. */
export const DEFAULT_UPLOAD_QUOTA_BYTES_PER_DAY = 50 * 1024 * 1024;
/** The day of the cap: a rolling 24 hours. Addresses are kept no longer than this (see sweepUploads). */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60_000;

export const UPLOAD_QUOTA_MESSAGE = "You have uploaded as many photos as we can accept in one day. Please try again later.";

/** What all visitors together may store in photos in a day, unless UPLOAD_QUOTA_MB_TOTAL_PER_DAY says otherwise. */
export const DEFAULT_UPLOAD_QUOTA_BYTES_TOTAL_PER_DAY = 1000 * 1024 * 1024;
/** The free space below which visitors' uploads wait, unless UPLOAD_MIN_FREE_MB says otherwise (local disk only). */
export const DEFAULT_UPLOAD_MIN_FREE_BYTES = 1024 * 1024 * 1024;
/** How long a visitor is asked to wait while the disk is nearly full: the operator's time to make room. */
export const LOW_DISK_RETRY_AFTER_SECONDS = 15 * 60;

/** The site takes no more visitors' photos for now (the day's total, or the disk's floor): not this visitor's doing. */
export const UPLOADS_PAUSED_MESSAGE = "We cannot accept more photos right now. Please try again later.";

/**
 * The address a visitor's uploads are counted under. An IPv6 visitor is given
 * a whole /64 by their provider and can pick any address in it, so the /64 is
 * the visitor; an IPv4-mapped address is its IPv4 one.
 */
export function uploaderKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The bytes of visitors' photos of the last 24 hours that `where` picks, and when the oldest of them leaves the window. */
async function usedInWindow(ctx: Context, where: SQL | undefined, now: number): Promise<{ used: number; freedAt: number }> {
  const [row] = await ctx.db
    .select({ used: sum(photos.size).mapWith(Number), oldest: min(photos.uploadDate) })
    .from(photos)
    .where(and(where, gt(photos.uploadDate, new Date(now - UPLOAD_QUOTA_WINDOW_MS))));
  // Room comes back as the oldest of the day's photos leaves the window.
  return { used: row?.used ?? 0, freedAt: (row?.oldest?.getTime() ?? now) + UPLOAD_QUOTA_WINDOW_MS };
}

/** Whether `incoming` bytes more fit; 0 asks whether any room is left, or, once the photo's own row is counted (`reserved`), whether the total is within the cap. */
const fits = (used: number, incoming: number, cap: number, reserved: boolean) =>
  reserved ? used <= cap : incoming === 0 ? used < cap : used + incoming <= cap;

/**
 * Refuses an upload that would take this address past its daily storage cap
 * (429 with Retry-After), or all visitors together past theirs (503 with
 * Retry-After: many addresses each within their own cap must not fill the
 * disk): the bytes of the last 24 hours' photos, plus `incoming` (0 for the
 * early check before the image is decoded). Both are counted in the shared
 * database, so every instance sees the same day. Checked again once the
 * photo's row is written (`reserved`: the row is in the count), which is what
 * keeps uploads racing for the last room from all passing. Staff uploads
 * never come here.
 */
export async function enforceUploadQuota(ctx: Context, address: string, incoming: number, { reserved = false } = {}): Promise<void> {
  const now = ctx.now().getTime();
  const retryAfter = (freedAt: number) => Math.max(1, Math.ceil((freedAt - now) / 1000));

  const mine = await usedInWindow(ctx, eq(photos.uploaderAddress, address), now);
  if (!fits(mine.used, incoming, ctx.uploadQuotaBytesPerDay ?? DEFAULT_UPLOAD_QUOTA_BYTES_PER_DAY, reserved)) {
    const retryAfterSeconds = retryAfter(mine.freedAt);
    logSecurityEvent(ctx.log, { event: "rate_limit.exceeded", scope: "uploads.quota", ip: ctx.request.ip, retryAfterSeconds });
    ctx.response.setHeader?.("Retry-After", String(retryAfterSeconds));
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: UPLOAD_QUOTA_MESSAGE });
  }

  const everyone = await usedInWindow(ctx, eq(photos.origin, "public"), now);
  if (!fits(everyone.used, incoming, ctx.uploadQuotaBytesTotalPerDay ?? DEFAULT_UPLOAD_QUOTA_BYTES_TOTAL_PER_DAY, reserved)) {
    const retryAfterSeconds = retryAfter(everyone.freedAt);
    logSecurityEvent(ctx.log, { event: "rate_limit.exceeded", scope: "uploads.quota_total", ip: ctx.request.ip, retryAfterSeconds });
    ctx.response.setHeader?.("Retry-After", String(retryAfterSeconds));
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: UPLOADS_PAUSED_MESSAGE });
  }
}

/**
 * Refuses a visitor's upload (503 with Retry-After) while the storage's free
 * space, less `incoming`, is under the floor (UPLOAD_MIN_FREE_MB), so the
 * disk the database and the logs share never fills with visitors' photos.
 * Only storage that can say its free space has a floor (local disk; an S3
 * bucket has none).
 */
export async function enforceFreeSpace(ctx: Context, incoming: number): Promise<void> {
  const freeBytes = await ctx.storage?.freeBytes?.();
  if (freeBytes === undefined) return;
  const floorBytes = ctx.uploadMinFreeBytes ?? DEFAULT_UPLOAD_MIN_FREE_BYTES;
  if (freeBytes - incoming >= floorBytes) return;
  ctx.log.warn({ event: "uploads.disk_low", freeBytes, floorBytes }, "visitors' photo uploads refused: the uploads folder's disk is under its free-space floor");
  ctx.response.setHeader?.("Retry-After", String(LOW_DISK_RETRY_AFTER_SECONDS));
  throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: UPLOADS_PAUSED_MESSAGE });
}
