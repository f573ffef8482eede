import { failureText } from "./failure";
import type { FieldErrors } from "./validate";

/**
 * A refusal the server names a field in ("newPassword: This password appears
 * in lists of breached passwords"): the message goes under that field when
 * the form has it, else above the form. Null for a 401 (handled app-wide).
 */
export function fieldFailure(error: unknown, fallback: string, fields: readonly string[]): FieldErrors | null {
  const text = failureText(error, fallback);
  if (text === null) return null;
  const match = /^([A-Za-z.]+): (.+)$/s.exec(text);
  if (match && fields.includes(match[1] ?? "")) return { [match[1] as string]: match[2] ?? text };
  return { form: text };
}
