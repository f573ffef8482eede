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

const linkLook = "inline-flex min-h-11 items-center whitespace-nowrap rounded-md text-[0.95rem] font-medium text-ink-soft hover:text-navy hover:bg-cream/70";
const navLinkClass = `${linkLook} px-2.5`;

/**
 * The top bar's links sit closer together than the menu's: from 1280 px all
 * seven share one row with the name, the language and the call button in
 * every language, and the page below is laid out for a bar one row high
 * (main's pt-16, the sections' scroll-mt-16).
 */
const barLinkClass = `${linkLook} px-1.5`;

/** The fixed top bar (SPEC §2): section links, Obituaries, Grief Support, 24/7 call, mobile menu. */
export function SiteHeader() {
  const t = useT("site");
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
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-3 sm:px-6">
        {/* The name takes what room is left, on two balanced lines where one is too long ("Lake Worth Family / Funeral Home"). */}
        <Link
          to={publicPages.home}
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-md font-serif text-[0.9375rem] font-semibold text-navy-dark sm:text-lg"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
          <span className="leading-tight text-balance">{business.name}</span>
        </Link>

        <nav aria-label={t("nav.main")} className="hidden items-center gap-0.5 xl:flex">
          {landingSections.map((s) => (
            <SectionLink key={s.id} to={s.id} className={barLinkClass}>
              {t(s.label)}
            </SectionLink>
          ))}
          <Link to={publicPages.obituaries} className={barLinkClass}>
            {t("nav.obituaries")}
          </Link>
          <Link to={publicPages.griefSupport} className={barLinkClass}>
            {t("nav.griefSupport")}
          </Link>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          {/* On a phone the globe alone says nothing to someone who cannot read this page: the other languages are named, in themselves. */}
          <LanguageLinks
            othersOnly
            className="flex flex-col items-end sm:hidden"
            linkClassName="inline-flex min-h-7 items-center rounded-md px-1 text-[0.8125rem] font-medium leading-tight text-navy underline underline-offset-2 hover:bg-cream/70"
          />
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
            className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-line bg-white text-navy xl:hidden"
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
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-line bg-white px-4 pb-4 pt-2 shadow-md xl:hidden"
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
 * The top bar's language switcher from 640 px: the current language, opening
 * the list of all of them, each in itself (the mobile menu lists them too).
 * On a phone the other languages' names stand in its place.
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
    <div ref={box} className="relative max-sm:hidden">
      <button
        type="button"
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-line bg-white px-3 text-sm font-medium text-navy"
        aria-expanded={open}
        aria-controls={listId}
        aria-disabled={hydrated ? undefined : true}
        onClick={() => setOpen((o) => !o)}
      >
        <GlobeIcon />
        <span className="sr-only">{t("language.label")}: </span>
        <span lang={locale}>{LOCALE_NAMES[locale]}</span>
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
