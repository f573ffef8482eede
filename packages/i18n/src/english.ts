// The declaration of the modules ./vite.ts makes: an app that imports this file compiles it without packages/i18n's own tsconfig.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./virtual.d.ts" />
import english from "virtual:fh-messages/en/site";
import { dateWords, type DateWords } from "./dates";
import { addMessages, hasNamespace } from "./messages";

/**
 * Dates, times and ages in English for the staff app, with the public site's
 * own words and functions: the "site" catalog's English is compiled into the
 * app that imports this (./vite.ts builds it), so a staff page writes a date
 * at once, with no chunk to wait for.
 */
export function englishDateWords(): DateWords {
  if (!hasNamespace("en", "site")) addMessages("en", "site", english);
  return dateWords("en");
}
