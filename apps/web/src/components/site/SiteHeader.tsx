import { business } from "@fh/client/site-facts";
import { buttonClass, cn, useHydrated } from "@fh/ui";
import { HEADER_TRANSLUCENT_AFTER_PX, publicPages, telHref } from "@fh/validators/site";
import { LOCALE_NAMES } from "@fh/validators/locale";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { useLocale, useT } from "../../i18n/context";
import { LanguageLinks } from "./LanguageSwitcher";
import { SectionLink } from "./SectionLink";
import { landingSections } from "./sections";

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return past;
}

const navLinkClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-[0.95rem] font-medium text-ink-soft hover:text-navy hover:bg-cream/70";

/**
 * Where the top bar lists its links instead of the menu: Spanish and Haitian
 * Creole labels are longer, so those pages keep the menu up to 1536 px rather
 * than wrap the bar (literal classes, so Tailwind sees them).
 */
const wideNav = { en: { show: "xl:flex", hide: "xl:hidden" }, long: { show: "2xl:flex", hide: "2xl:hidden" } } as const;

/** The fixed top bar (SPEC §2): section links, Obituaries, Grief Support, 24/7 call, mobile menu. */
export function SiteHeader() {
  const t = useT("site");
  const nav = useLocale() === "en" ? wideNav.en : wideNav.long;
  const scrolled = useScrolledPast(HEADER_TRANSLUCENT_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  // Until the app has taken the server-drawn page over, the menu cannot open (see Button).
  const hydrated = useHydrated();
  const menuId = useId();
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header
      data-translucent={scrolled ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-colors",
        scrolled ? "border-line/70 bg-white/85 shadow-sm backdrop-blur-md" : "border-line bg-white",
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded-md focus:bg-navy focus:px-4 focus:py-2 focus:text-white"
      >
        {t("skipToMain")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to={publicPages.home} className="flex min-h-11 min-w-0 items-center gap-2 rounded-md font-serif text-base font-semibold text-navy-dark sm:text-lg">
          <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
          <span className="leading-tight">{business.name}</span>
        </Link>

        <nav aria-label={t("nav.main")} className={cn("hidden items-center gap-0.5", nav.show)}>
          {landingSections.map((s) => (
            <SectionLink key={s.id} to={s.id} className={navLinkClass}>
              {t(s.label)}
            </SectionLink>
          ))}
          <Link to={publicPages.obituaries} className={navLinkClass}>
            {t("nav.obituaries")}
          </Link>
          <Link to={publicPages.griefSupport} className={navLinkClass}>
            {t("nav.griefSupport")}
          </Link>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageMenu />
          <a
            href={telHref(business.phone)}
            className={buttonClass("primary", "md", "whitespace-nowrap max-sm:w-11 max-sm:px-0")}
            aria-label={t("call.assistanceLabel", { phone: business.phone })}
          >
            <PhoneIcon /> <span className="max-sm:sr-only">{t("call.assistance")}</span>
          </a>
          <button
            type="button"
            className={cn("inline-flex h-11 w-11 items-center justify-center rounded-md border border-line bg-white text-navy", nav.hide)}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t("menu.close") : t("menu.open")}
            aria-disabled={hydrated ? undefined : true}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label={t("nav.mobile")}
        hidden={!menuOpen}
        className={cn("max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-line bg-white px-4 pb-4 pt-2 shadow-md", nav.hide)}
      >
        <ul className="flex flex-col">
          {landingSections.map((s) => (
            <li key={s.id}>
              <SectionLink to={s.id} className={cn(navLinkClass, "w-full text-base")} onChosen={close}>
                {t(s.label)}
              </SectionLink>
            </li>
          ))}
          <li>
            <Link to={publicPages.obituaries} className={cn(navLinkClass, "w-full text-base")} onClick={close}>
              {t("nav.obituaries")}
            </Link>
          </li>
          <li>
            <Link to={publicPages.griefSupport} className={cn(navLinkClass, "w-full text-base")} onClick={close}>
              {t("nav.griefSupport")}
            </Link>
          </li>
          <li className="mt-2">
            <a href={telHref(business.phone)} className={buttonClass("primary", "md", "w-full")} onClick={close}>
              <PhoneIcon /> {t("call.assistanceMenu", { phone: business.phone })}
            </a>
          </li>
          <li className="mt-3 border-t border-line pt-3">
            <p className="px-2.5 text-sm font-semibold text-ink-soft">{t("language.label")}</p>
            <LanguageLinks className="flex flex-col" linkClassName={cn(navLinkClass, "w-full text-base")} onChosen={close} />
          </li>
        </ul>
      </nav>
    </header>
  );
}

/**
 * The top bar's language switcher: the current language, opening the list of
 * all of them, each in itself (the mobile menu lists them too).
 */
function LanguageMenu() {
  const t = useT("site");
  const locale = useLocale();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    const onClick = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("click", onClick);
    };
  }, [open]);

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border border-line bg-white px-2 text-sm font-medium text-navy sm:px-3"
        aria-expanded={open}
        aria-controls={listId}
        aria-disabled={hydrated ? undefined : true}
        onClick={() => setOpen((o) => !o)}
      >
        <GlobeIcon />
        <span className="sr-only">{t("language.label")}: </span>
        <span lang={locale} className="max-sm:sr-only">
          {LOCALE_NAMES[locale]}
        </span>
      </button>
      <div id={listId} hidden={!open} className="absolute right-0 top-12 z-50 w-56 rounded-md border border-line bg-white p-1 shadow-lg">
        <LanguageLinks className="flex flex-col" linkClassName={cn(navLinkClass, "w-full")} onChosen={() => setOpen(false)} />
      </div>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

export function PhoneIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}
