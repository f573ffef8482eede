import { securitySettings, staffRecoveryCodes, users, type Database } from "@fh/db";
import { encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";

/** RFC 6238's defaults, which every authenticator app reads: 30-second steps, 6 digits, SHA-1. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Lake Worth Family Funeral Home";

const keyOf = (stored: string) => new Uint8Array(Buffer.from(stored, "base64"));
const hashCode = (code: string) => createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");

/** "abcd-efgh-jk" and "ABCDEFGHJK" are the same recovery code. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}

export interface TotpEnrolment {
  /** The otpauth:// address an authenticator app reads from the QR code. */
  uri: string;
  /** The key typed by hand when the camera cannot be used. */
  manualKey: string;
  /** The QR code's modules, row by row (true is dark), drawn by the staff app as SVG. */
  qr: boolean[][];
}

/** Starts (or restarts) enrolment: a new 160-bit key, pending until confirmTotp. */
export async function beginTotpEnrolment(db: Database, userId: number, username: string): Promise<TotpEnrolment> {
  const key = randomBytes(20);
  await db.update(users).set({ totpKey: key.toString("base64"), totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
  const uri = createTOTPKeyURI(ISSUER, username, new Uint8Array(key), TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  // The QR encoder loads when someone turns two-factor on, not with every server start.
  const { default: encodeQR } = await import("@paulmillr/qr");
  return { uri, manualKey: encodeBase32UpperCaseNoPadding(new Uint8Array(key)), qr: encodeQR(uri, "raw", { ecc: "medium" }) };
}

/**
 * The time step a code belongs to, checking the step before, now and after
 * (a phone's clock a little off), or null. Constant-time comparison.
 */
function matchingStep(key: Uint8Array, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
  let found: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    const expected = generateHOTP(key, BigInt(step), TOTP_DIGITS);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code)) && found === null) found = step;
  }
  return found;
}

/**
 * Checks a code for an account and, when right, remembers its step so the
 * same code (or an older one) is never accepted again. `pending` checks the
 * key being enrolled instead of the enabled one.
 */
export async function verifyTotpCode(db: Database, userId: number, code: string, now: Date, pending = false): Promise<boolean> {
  const [user] = await db
    .select({ key: users.totpKey, enabledAt: users.totpEnabledAt, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.key || (pending ? user.enabledAt !== null : user.enabledAt === null)) return false;
  const step = matchingStep(keyOf(user.key), code.trim(), now);
  if (step === null || (user.lastStep !== null && step <= user.lastStep)) return false;
  await db.update(users).set({ totpLastStep: step }).where(eq(users.id, userId));
  return true;
}

/** Ten codes of 10 characters (letters without look-alikes, digits), shown once, stored hashed. */
function newRecoveryCodes(): string[] {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const raw = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** Confirms enrolment with a first code: turns TOTP on and answers the recovery codes (once). */
export async function confirmTotpEnrolment(db: Database, userId: number, code: string, now: Date): Promise<string[] | null> {
  if (!(await verifyTotpCode(db, userId, code, now, true))) return null;
  await db.update(users).set({ totpEnabledAt: now }).where(eq(users.id, userId));
  const codes = newRecoveryCodes();
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db.insert(staffRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
  return codes;
}

/** Uses a recovery code: true once per code. */
export async function useRecoveryCode(db: Database, userId: number, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, hashCode(code)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

export async function disableTotp(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ totpKey: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}

export async function isTwoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db.select({ required: securitySettings.requireTwoFactor }).from(securitySettings).where(eq(securitySettings.id, 1));
  return row?.required ?? false;
}

export async function setTwoFactorRequired(db: Database, required: boolean, now: Date): Promise<void> {
  await db
    .insert(securitySettings)
    .values({ id: 1, requireTwoFactor: required, updatedAt: now })
    .onConflictDoUpdate({ target: securitySettings.id, set: { requireTwoFactor: required, updatedAt: now } });
}
