import { translator, type Namespace, type Translate } from "@fh/i18n";
import { DEFAULT_LOCALE, type Locale } from "@fh/validators/locale";
import { createContext, useContext, useMemo, type ReactNode } from "react";

export { translator, type MessageValues, type Translate } from "@fh/i18n";

/** The page's language: from its address, for the whole render (one per request on the server). */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A namespace's words in the page's language: t("hero.title"). Keys are checked against the English catalog. */
export function useT<N extends Namespace>(ns: N): Translate<N> {
  const locale = useLocale();
  return useMemo(() => translator(locale, ns), [locale, ns]);
}
