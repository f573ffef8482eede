import { DEFAULT_LOCALE, type Locale } from "@fh/validators/locale";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { i18nFor, type Catalog, type Namespace } from "./messages";

/** The page's language: from its address, for the whole render (one per request on the server). */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export type MessageValues = Record<string, string | number>;
export type Translate<N extends Namespace> = (key: keyof Catalog[N] & string, values?: MessageValues) => string;

/** A namespace's words in the page's language: t("hero.title"). Keys are checked against the English catalog. */
export function useT<N extends Namespace>(ns: N): Translate<N> {
  const locale = useLocale();
  return useMemo(() => translator(locale, ns), [locale, ns]);
}

/** The same outside React (a toast's words, an event handler's). */
export function translator<N extends Namespace>(locale: Locale, ns: N): Translate<N> {
  const i18n = i18nFor(locale);
  return (key, values) => i18n._(`${ns}.${key}`, values);
}
