import { toast } from "@fh/ui";
import { errorText, isUnauthorized } from "./trpc";

/**
 * The words for a failed call: the server's own, or `fallback`. Null for a
 * 401, which the whole app answers once (session expired, to the login page;
 * see createQueryClient), so a form says nothing more and keeps its draft.
 */
export function failureText(error: unknown, fallback: string): string | null {
  return isUnauthorized(error) ? null : errorText(error, fallback);
}

/**
 * Tells staff a call failed (SPEC §8): a toast titled `title` with
 * failureText's words, which it returns for a form to show as well. A 401
 * shows nothing and returns null.
 */
export function toastFailure(error: unknown, title: string, fallback: string = title): string | null {
  const text = failureText(error, fallback);
  if (text !== null) toast({ title, description: text, variant: "destructive" });
  return text;
}
