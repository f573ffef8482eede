import { firstErrors, type FieldErrors } from "@fh/client/field-errors";
import type { z } from "zod";

export type { FieldErrors };

/**
 * Checks form values with the same zod schema the procedure uses, so a form
 * never accepts what the server would refuse. Gives the first message per field.
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: firstErrors(result.error) };
}
