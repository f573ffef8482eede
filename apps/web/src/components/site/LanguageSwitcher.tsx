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

/**
 * Each language named in itself, as plain links to the same page in that
 * language: a full page load (the server draws it in that language), and the
 * click is remembered in a cookie. Crawlers follow the links like any other.
 */
export function LanguageLinks({ className, linkClassName, onChosen }: { className?: string; linkClassName?: string; onChosen?: () => void }) {
  const current = useLocale();
  const t = useT("site");
  const addressIn = useAddressIn();
  return (
    <ul className={className} aria-label={t("language.label")}>
      {LOCALES.map((locale) => (
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
            {LOCALE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
