import { auditEvents, type Database } from "@fh/db";
import type { Context } from "../context";

/** Input keys never named in the trail, even as a field name's value would be harmless: secrets. */
const SECRET_KEY = /password|token|secret|code/i;

export interface AuditEntry {
  actorId: number | null;
  actorUsername: string | null;
  ip: string | null;
  /** The procedure path ("admin.obituaries.approve") or an event name ("auth.login_failed"). */
  action: string;
  target?: Record<string, string | number> | null;
  fields?: string[] | null;
}

/** Actions of one kind recorded under another name: a family's memorial changes are their family page's. */
const KIND_ALIASES: Record<string, string> = { familyMemorial: "family" };

/** The filter's kind: the part of the action after "admin." ("obituaries"), or its first part ("auth"). */
export function auditKind(action: string): string {
  const parts = action.split(".");
  const kind = (parts[0] === "admin" ? parts[1] : parts[0]) ?? action;
  return KIND_ALIASES[kind] ?? kind;
}

/**
 * Which fields an edit touched: the input's own keys, never its values,
 * without the id that names the record and without anything secret-sounding.
 * A nested object (a patch) contributes its keys as "patch.key".
 */
export function changedFields(rawInput: unknown): string[] | null {
  if (!rawInput || typeof rawInput !== "object" || Array.isArray(rawInput)) return null;
  const fields: string[] = [];
  for (const [key, value] of Object.entries(rawInput as Record<string, unknown>)) {
    if (key === "id" || key === "ids" || SECRET_KEY.test(key)) continue;
    if (value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)) {
      for (const inner of Object.keys(value)) if (!SECRET_KEY.test(inner)) fields.push(`${key}.${inner}`);
    } else {
      fields.push(key);
    }
  }
  return fields.length > 0 ? fields.slice(0, 50) : null;
}

/** One row of the trail, on the same database handle (a transaction) as the change it records. */
export async function recordAudit(db: Database, entry: AuditEntry, at: Date = new Date()): Promise<void> {
  await db.insert(auditEvents).values({
    at,
    actorId: entry.actorId,
    actorUsername: entry.actorUsername,
    ip: entry.ip,
    action: entry.action,
    kind: auditKind(entry.action),
    target: entry.target ?? null,
    fields: entry.fields ?? null,
  });
}

/**
 * For an edit that sends its whole form: records the fields whose value
 * differs from the stored row (names only), instead of every field sent.
 */
export function noteChangedFields(ctx: Pick<Context, "audit">, before: Record<string, unknown>, after: Record<string, unknown>): void {
  if (!ctx.audit) return;
  const same = (a: unknown, b: unknown) => {
    const norm = (v: unknown) => (v === undefined || v === "" ? null : v instanceof Date ? v.toISOString() : v);
    return norm(a) === norm(b);
  };
  ctx.audit.fields = Object.keys(after).filter((key) => after[key] !== undefined && !SECRET_KEY.test(key) && !same(before[key], after[key]));
}
