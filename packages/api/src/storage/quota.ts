import { isIP } from "node:net";
import { photos } from "@fh/db";
import { TRPCError } from "@trpc/server";
import { and, eq, gt, min, sum } from "drizzle-orm";
import type { Context } from "../context";
import { logSecurityEvent } from "../lib/security-events";

/** What one address may store in photos in a day, unless UPLOAD_QUOTA_MB_PER_DAY says otherwise. */
export const DEFAULT_UPLOAD_QUOTA_BYTES_PER_DAY = 50 * 1024 * 1024;
/** The day of the cap: a rolling 24 hours. Addresses are kept no longer than this (see sweepUploads). */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60_000;

export const UPLOAD_QUOTA_MESSAGE = "You have uploaded as many photos as we can accept in one day. Please try again later.";

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

/**
 * Refuses (429 with Retry-After) an upload that would take this address past
 * its daily storage cap: the bytes its photos of the last 24 hours hold, plus
 * `incoming` (0 for the early check before the image is decoded).
 */
export async function enforceUploadQuota(ctx: Context, address: string, incoming: number): Promise<void> {
  const cap = ctx.uploadQuotaBytesPerDay ?? DEFAULT_UPLOAD_QUOTA_BYTES_PER_DAY;
  const now = ctx.now().getTime();
  const [row] = await ctx.db
    .select({ used: sum(photos.size).mapWith(Number), oldest: min(photos.uploadDate) })
    .from(photos)
    .where(and(eq(photos.uploaderAddress, address), gt(photos.uploadDate, new Date(now - UPLOAD_QUOTA_WINDOW_MS))));
  const used = row?.used ?? 0;
  if (incoming === 0 ? used < cap : used + incoming <= cap) return;
  // Room comes back as the oldest of the day's photos leaves the window.
  const freedAt = (row?.oldest?.getTime() ?? now) + UPLOAD_QUOTA_WINDOW_MS;
  const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now) / 1000));
  logSecurityEvent(ctx.log, { event: "rate_limit.exceeded", scope: "uploads.quota", ip: ctx.request.ip, retryAfterSeconds });
  ctx.response.setHeader?.("Retry-After", String(retryAfterSeconds));
  throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: UPLOAD_QUOTA_MESSAGE });
}
