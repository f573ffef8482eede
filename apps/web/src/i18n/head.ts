import { HEAD_NAMESPACES, headTextsIn, type HeadTexts } from "@fh/i18n";
import { loadNamespaces } from "@fh/i18n/browser";
import type { Locale } from "@fh/validators/locale";

export type { HeadTexts };

export async function headTexts(locale: Locale): Promise<HeadTexts> {
  await loadNamespaces(locale, HEAD_NAMESPACES);
  return headTextsIn(locale);
}
