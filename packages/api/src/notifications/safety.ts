import { z } from "zod";

/**
 * The checks every email passes before it is written to the outbox, so that
 * whatever a visitor typed, an email says only what it should and goes only
 * where it should.
 */

export class UnsafeEmailError extends Error {
  override name = "UnsafeEmailError";
}

const emailSchema = z.email().max(254);

/** A single address, as a recipient (no display name, no CR/LF, no comma). */
export function isEmailAddress(value: string): boolean {
  return !/[\r\n,;<>"]/.test(value) && emailSchema.safeParse(value).success;
}

/**
 * "a@x.org, b@y.org" as a list. Answers the addresses, or the first one that
 * is not an address (for a message naming it).
 */
export function parseAddressList(value: string): { ok: true; addresses: string[] } | { ok: false; bad: string } {
  const parts = value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const bad = parts.find((p) => !isEmailAddress(p));
  if (bad !== undefined) return { ok: false, bad };
  return { ok: true, addresses: [...new Set(parts.map((p) => p.toLowerCase()))] };
}

/** Refuses a header value with CR or LF: it would start a header of its own. */
export function assertHeaderSafe(name: string, value: string): void {
  if (/[\r\n]/.test(value)) throw new UnsafeEmailError(`${name} contains a line break`);
}

/**
 * Text that goes into a subject: control characters (line breaks among them)
 * become spaces, so a name can never start a header. Names are refused with
 * line breaks at the form already (personName); this is the second wall.
 */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/** Escapes text for HTML, so what a visitor typed is shown, never run. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
