import { translateFieldMessage, translateServerMessage } from "@fh/i18n/node";
import type { Locale } from "@fh/validators";
import type { PublicError } from "./errors";

/**
 * The language an answer is written in. A visitor's request says
 * its language (the x-fh-locale header, else the fh_locale cookie: see
 * requestLocale in @fh/validators); the staff app stays English whatever a
 * cookie left over from the public site says, so staff procedures answer in
 * English.
 */
export function isStaffProcedure(path: string | undefined): boolean {
  return path !== undefined && (path.startsWith("admin.") || path.startsWith("auth."));
}

/** The language of the answer to one procedure: the request's, or English for staff. */
export function answerLocale(requestLocale: Locale | undefined, path: string | undefined): Locale {
  return isStaffProcedure(path) ? "en" : (requestLocale ?? "en");
}

/**
 * A public error in the visitor's language: only the human words change; the
 * status, the field names (the keys of `fields`, the "email:" before a
 * message) stay the API's, so clients read the answer the same way in
 * every language.
 */
export function localisePublicError(error: PublicError, locale: Locale): PublicError {
  if (locale === "en") return error;
  const localised: PublicError = { status: error.status, message: translateServerMessage(error.message, locale) };
  if (error.fields) {
    localised.fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, message]) => [field, translateFieldMessage(message, locale)]),
    );
  }
  return localised;
}

/** zod's flattened error (the tRPC answer's data.zodError) in the visitor's language. */
export function localiseFlattened(
  flat: { formErrors: string[]; fieldErrors: Record<string, string[] | undefined> },
  locale: Locale,
): { formErrors: string[]; fieldErrors: Record<string, string[] | undefined> } {
  if (locale === "en") return flat;
  return {
    formErrors: flat.formErrors.map((m) => translateFieldMessage(m, locale)),
    fieldErrors: Object.fromEntries(
      Object.entries(flat.fieldErrors).map(([field, messages]) => [field, messages?.map((m) => translateFieldMessage(m, locale))]),
    ),
  };
}
