import type { z } from "zod";

/** A message per field name, as a form shows them under its fields. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * The first message of each field of a failed check, keyed by the field's
 * name, as both apps' forms show them (the checks are the same zod schemas
 * the procedures use). A check of the whole form, with no field, goes under
 * `form`.
 */
export function firstErrors<K extends string = string>(error: z.ZodError): FieldErrors<K | "form"> {
  const out: FieldErrors<K | "form"> = {};
  for (const issue of error.issues) {
    const key = (issue.path.length ? String(issue.path[0]) : "form") as K | "form";
    out[key] ??= issue.message;
  }
  return out;
}
