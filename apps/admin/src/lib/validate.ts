import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks form values with the same zod schema the procedure uses, so a form
 * never accepts what the server would refuse. Gives the first message per field.
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
