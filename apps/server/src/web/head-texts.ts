import { headTextsNow, type HeadTexts } from "@fh/i18n/node";
import type { TitledPage } from "@fh/i18n";
import type { Locale } from "@fh/validators/locale";

export type { HeadTexts, TitledPage };

/** A page head's words in a language, from @fh/i18n's catalogs: the same with or without a built renderer. */
export function headTextsFor(locale: Locale): HeadTexts {
  return headTextsNow(locale);
}
