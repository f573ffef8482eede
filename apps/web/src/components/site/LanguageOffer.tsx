import { buttonClass } from "@fh/ui";
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from "@fh/validators/locale";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { rememberedLocale, rememberLocale } from "../../i18n/choice";
import { translator, useLocale } from "../../i18n/context";
import { SITE_NAMESPACE } from "@fh/i18n";
import { loadNamespaces } from "@fh/i18n/browser";
import { whenIdle } from "../../lib/idle";

/** Set once the offer has been shown, so it is made once, never on every page. */
const OFFERED_KEY = "fh_language_offered";

/**
 * The language this visitor would rather read, when it is not English: the
 * one they chose before (the cookie), else the first of the browser's
 * languages the site has, if it comes before English. Null for anyone
 * who chose English or whose browser prefers it.
 */
export function preferredLocale(remembered: Locale | null, browserLanguages: readonly string[]): Locale | null {
  if (remembered) return remembered === DEFAULT_LOCALE ? null : remembered;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === DEFAULT_LOCALE) return null;
    if (isLocale(primary)) return primary;
  }
  return null;
}

/**
 * On an English page, a visitor whose browser prefers Spanish or Haitian
 * Creole (or who chose it before) is offered the same page in it, once, in
 * that language, and never moved: a search engine reading the English page
 * sees only the English page. Choosing either answer is remembered.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const [offer, setOffer] = useState<Locale | null>(null);

  useEffect(() => {
    if (locale !== DEFAULT_LOCALE) return;
    let cancelled = false;
    const stop = whenIdle(() => {
      let offered = false;
      try {
        offered = window.localStorage.getItem(OFFERED_KEY) === "1";
      } catch {
        // Storage refused (private mode): the cookie still ends the offer once answered.
      }
      const wanted = preferredLocale(rememberedLocale(), navigator.languages ?? [navigator.language]);
      if (!wanted || offered) return;
      // The offer is written in the language it offers: its words come with its own small chunk.
      void loadNamespaces(wanted, [SITE_NAMESPACE]).then(() => {
        if (cancelled) return;
        setOffer(wanted);
        try {
          window.localStorage.setItem(OFFERED_KEY, "1");
        } catch {
          // As above.
        }
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [locale]);

  if (!offer || locale !== DEFAULT_LOCALE) return null;
  const t = translator(offer, "site");
  return (
    <aside
      lang={offer}
      aria-label={t("offer.label")}
      data-testid="language-offer"
      className="fixed inset-x-3 bottom-24 z-40 mx-auto max-w-md rounded-xl border border-line bg-white p-4 shadow-lg sm:bottom-6 sm:left-6 sm:right-auto"
    >
      <p className="text-ink">{t("offer.text")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={`${localizePath(pathname, offer)}${search}${hash}`}
          hrefLang={offer}
          className={buttonClass("primary", "md")}
          onClick={() => rememberLocale(offer)}
        >
          {t("offer.switch")}
        </a>
        <button
          type="button"
          className={buttonClass("secondary", "md")}
          onClick={() => {
            rememberLocale(DEFAULT_LOCALE);
            setOffer(null);
          }}
        >
          {t("offer.dismiss")}
        </button>
      </div>
    </aside>
  );
}
