import { cn } from "@fh/ui";
import { LOCALE_NAMES, LOCALES, localizePath, type Locale } from "@fh/validators/locale";
import { useLocation } from "react-router-dom";
import { rememberLocale } from "../../i18n/choice";
import { useLocale, useT } from "../../i18n/context";

/** This page's address in another language (search and #section kept). */
export function useAddressIn(): (locale: Locale) => string {
  const { pathname, search, hash } = useLocation();
  return (locale) => `${localizePath(pathname, locale)}${search}${hash}`;
}

/** Each language's everyday name in itself, where room is short (a phone's top bar): "Kreyòl" is what its speakers call it. */
const SHORT_NAMES: Record<Locale, string> = { en: "English", es: "Español", ht: "Kreyòl" };

/**
 * Each language named in itself, as plain links to the same page in that
 * language: a full page load (the server draws it in that language), and the
 * click is remembered in a cookie. Crawlers follow the links like any other.
 * `othersOnly`: just the languages this page is not in, by their short names.
 */
export function LanguageLinks({
  className,
  linkClassName,
  onChosen,
  othersOnly = false,
}: {
  className?: string;
  linkClassName?: string;
  onChosen?: () => void;
  othersOnly?: boolean;
}) {
  const current = useLocale();
  const t = useT("site");
  const addressIn = useAddressIn();
  const shown = othersOnly ? LOCALES.filter((locale) => locale !== current) : LOCALES;
  return (
    <ul className={className} aria-label={t("language.label")}>
      {shown.map((locale) => (
        <li key={locale}>
          <a
            href={addressIn(locale)}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? "true" : undefined}
            className={cn(linkClassName, locale === current && "font-semibold text-navy-dark underline underline-offset-4")}
            onClick={() => {
              rememberLocale(locale);
              onChosen?.();
            }}
          >
            {othersOnly ? SHORT_NAMES[locale] : LOCALE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
