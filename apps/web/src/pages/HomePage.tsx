import { business } from "@fh/client/site-facts";
import { buttonClass } from "@fh/ui";
import { DIRECT_CREMATION_FROM, publicPages, telHref } from "@fh/validators/site";
import { useEffect, type ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { ContactSection } from "../components/home/ContactSection";
import { EventsSection } from "../components/home/EventsSection";
import { Section } from "../components/home/Section";
import { PhotoWithFallback } from "../components/site/PhotoWithFallback";
import { SectionLink } from "../components/site/SectionLink";
import { SiteLayout } from "../components/site/SiteLayout";
import { PhoneIcon } from "../components/site/SiteHeader";
import { scrollToSection } from "../components/site/sections";
import { useLocale, useT } from "../i18n/context";
import { pageTitleIn } from "@fh/i18n";
import { documentHref } from "../lib/documents";

// The three service cards and the gallery: their words are the home namespace's "services.{key}.*" and "facilities.{key}.*".
const services = ["traditional", "cremation", "planning"] as const;

const gallery = [
  { src: "/images/facilities/chapel.jpg", key: "chapel" },
  { src: "/images/facilities/lounge.jpg", key: "lounge" },
  { src: "/images/facilities/garden.jpg", key: "garden" },
  { src: "/images/facilities/lakeside.jpg", key: "lakeside" },
] as const;

function Check({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-4 w-4 shrink-0 text-sage" fill="currentColor">
        <path d="M7.6 13.6 4 10l-1.4 1.4 5 5 10-10L16.2 5z" />
      </svg>
      <span>{children}</span>
    </li>
  );
}

/** The landing page (SPEC §2), its sections in the spec's order. */
export function HomePage() {
  const t = useT("home");
  const locale = useLocale();
  const price = { price: DIRECT_CREMATION_FROM };
  const { hash } = useLocation();

  // Arriving from another page on /#section: scroll there once the page is drawn.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const t = window.setTimeout(() => scrollToSection(id), 50);
    return () => window.clearTimeout(t);
  }, [hash]);

  return (
    <SiteLayout title={pageTitleIn(locale, "home", business)}>
      {/* 1. Hero */}
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-navy-dark">
        <img src="/images/hero.jpg" alt="" className="absolute inset-0 -z-10 h-full w-full object-cover" fetchPriority="high" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-dark/90 via-navy-dark/70 to-navy-dark/30" />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32 lg:py-40">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-soft">{t("hero.eyebrow")}</p>
          <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-semibold text-white sm:text-5xl lg:text-6xl">
            {t("hero.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/90 sm:text-xl">
            {t("hero.text")}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <SectionLink to="services" className={buttonClass("gold", "lg")}>
              {t("hero.explore")}
            </SectionLink>
            <a href={telHref(business.phone)} className={buttonClass("secondary", "lg")}>
              <PhoneIcon /> {t("hero.call", { phone: business.phone })}
            </a>
          </div>
        </div>
      </section>

      {/* 2. About */}
      <Section id="about" eyebrow={t("about.eyebrow")} title={t("about.title")} className="bg-white">
        <div className="mx-auto grid max-w-5xl gap-8 text-lg text-ink-soft md:grid-cols-2">
          <p>{t("about.p1", { name: business.name })}</p>
          <p>{t("about.p2")}</p>
        </div>
        <dl className="mx-auto mt-12 grid max-w-5xl gap-6 text-center sm:grid-cols-3">
          {[
            [t("about.stat1.value"), t("about.stat1.label")],
            [DIRECT_CREMATION_FROM, t("about.stat2.label")],
            [t("about.stat3.value"), t("about.stat3.label")],
          ].map(([value, label]) => (
            <div key={label} className="rounded-xl border border-line bg-paper p-6">
              <dt className="sr-only">{label}</dt>
              <dd className="font-serif text-3xl font-semibold text-navy-dark">{value}</dd>
              <dd className="mt-1 text-ink-soft">{label}</dd>
            </div>
          ))}
        </dl>
      </Section>

      {/* 3. Services */}
      <Section id="services" eyebrow={t("services.eyebrow")} title={t("services.title")} intro={t("services.intro")}>
        <ul className="grid gap-6 md:grid-cols-3">
          {services.map((s) => (
            <li key={s} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
              <h3 className="text-2xl font-semibold">{t(`services.${s}.title`)}</h3>
              <p className="mt-3 text-ink-soft">{t(`services.${s}.text`, price)}</p>
              <ul className="mt-5 space-y-2 text-ink-soft">
                {(["p1", "p2", "p3"] as const).map((p) => (
                  <Check key={p}>{t(`services.${s}.${p}`, price)}</Check>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {/* Every price, as the FTC Funeral Rule's General Price List (not in SPEC §2; the section may link to it). */}
        <p className="mt-8 text-center text-lg">
          <Link to={publicPages.pricing} className="font-medium text-navy underline underline-offset-4 hover:text-navy-dark">
            {t("services.priceList")}
          </Link>
        </p>
      </Section>

      {/* 4. Facilities gallery */}
      <Section id="facilities" eyebrow={t("facilities.eyebrow")} title={t("facilities.title")} className="bg-white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {gallery.map((g) => (
            <li key={g.src} className="overflow-hidden rounded-xl border border-line bg-paper">
              <PhotoWithFallback src={g.src} alt={t(`facilities.${g.key}.title`)} className="aspect-[4/3]" />
              <div className="p-4">
                <h3 className="text-lg font-semibold">{t(`facilities.${g.key}.title`)}</h3>
                <p className="mt-1 text-ink-soft">{t(`facilities.${g.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      {/* 5. Pre-planning */}
      <Section
        id="pre-planning"
        eyebrow={t("planning.eyebrow")}
        title={t("planning.title")}
        intro={t("planning.intro")}
      >
        <div className="mx-auto grid max-w-5xl gap-8 rounded-2xl bg-navy-dark p-8 text-white sm:p-12 md:grid-cols-2">
          <ul className="space-y-3 text-lg text-white/90">
            <Check>{t("planning.p1")}</Check>
            <Check>{t("planning.p2")}</Check>
            <Check>{t("planning.p3")}</Check>
            <Check>{t("planning.p4")}</Check>
          </ul>
          <div className="flex flex-col justify-center gap-3">
            <Link to={publicPages.planAhead} className={buttonClass("gold", "lg")}>
              {t("planning.online")}
            </Link>
            <Link to={publicPages.bookConsultation} className={buttonClass("gold", "lg")}>
              {t("planning.book")}
            </Link>
            <SectionLink to="contact" className={buttonClass("secondary", "lg")}>
              <PhoneIcon /> {t("planning.call")}
            </SectionLink>
          </div>
        </div>
      </Section>

      {/* 6. Events & Announcements */}
      <EventsSection />

      {/* 7. Brochure */}
      <section id="brochure" aria-labelledby="brochure-title" className="bg-white py-16">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 text-center sm:px-6 md:flex-row md:text-left">
          <div className="flex-1">
            <h2 id="brochure-title" className="text-3xl font-semibold">
              {t("brochure.title")}
            </h2>
            <p className="mt-2 text-lg text-ink-soft">
              {t("brochure.text")}
            </p>
          </div>
          <a href={documentHref("brochure", locale)} download className={buttonClass("primary", "lg")}>
            <DownloadIcon /> {t("brochure.download")}
          </a>
        </div>
      </section>

      {/* 8. Contact */}
      <ContactSection />
    </SiteLayout>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </svg>
  );
}
