import { pageTitle } from "@fh/client/titles";
import { business } from "@fh/client/site-facts";
import { buttonClass } from "@fh/ui";
import { DIRECT_CREMATION_FROM, publicPages, sitePages, telHref } from "@fh/validators/site";
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
import { documentHref } from "../lib/documents";

const services = [
  {
    title: "Traditional Funeral Services",
    text: "A visitation, a service in our chapel or your place of worship, and a procession to the cemetery, arranged with care for every detail and tradition.",
    points: ["Viewing and visitation", "Chapel or church service", "Burial and graveside committal"],
  },
  {
    title: "Cremation Services",
    text: `Dignified cremation with or without a memorial gathering. Direct cremation from ${DIRECT_CREMATION_FROM}, with no hidden fees.`,
    points: [`Direct cremation from ${DIRECT_CREMATION_FROM}`, "Memorial service options", "Urns and keepsakes"],
  },
  {
    title: "Pre-Planning",
    text: "Make your wishes known and spare your family difficult decisions later. A free consultation, at your own pace.",
    points: ["Free consultation", "Pre-pay to lock today's prices", "Help with insurance assignment"],
  },
] as const;

const gallery = [
  { src: "/images/facilities/chapel.jpg", title: "Our Chapel", text: "A light-filled chapel seating up to 150 guests." },
  { src: "/images/facilities/lounge.jpg", title: "Family Reception Room", text: "A quiet room for families to gather and share memories." },
  { src: "/images/facilities/garden.jpg", title: "Memorial Garden", text: "A peaceful garden path for reflection." },
  { src: "/images/facilities/lakeside.jpg", title: "Lakeside Walk", text: "Steps from the calm waters of the Lake Worth Lagoon." },
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
  const { hash } = useLocation();

  // Arriving from another page on /#section: scroll there once the page is drawn.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const t = window.setTimeout(() => scrollToSection(id), 50);
    return () => window.clearTimeout(t);
  }, [hash]);

  return (
    <SiteLayout title={pageTitle(sitePages.home, business)}>
      {/* 1. Hero */}
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-navy-dark">
        <img src="/images/hero.jpg" alt="" className="absolute inset-0 -z-10 h-full w-full object-cover" fetchPriority="high" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-dark/90 via-navy-dark/70 to-navy-dark/30" />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32 lg:py-40">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-soft">Family-owned in Lake Worth</p>
          <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-semibold text-white sm:text-5xl lg:text-6xl">
            Honoring every life with dignity and compassion
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/90 sm:text-xl">
            For families in Lake Worth, Palm Beach County and South Florida, we are here with gentle guidance and honest prices,
            24 hours a day, 7 days a week.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <SectionLink to="services" className={buttonClass("gold", "lg")}>
              Explore Our Services
            </SectionLink>
            <a href={telHref(business.phone)} className={buttonClass("secondary", "lg")}>
              <PhoneIcon /> Call {business.phone}
            </a>
          </div>
        </div>
      </section>

      {/* 2. About */}
      <Section id="about" eyebrow="About Us" title="A family caring for families" className="bg-white">
        <div className="mx-auto grid max-w-5xl gap-8 text-lg text-ink-soft md:grid-cols-2">
          <p>
            {business.name} has served our neighbors through their hardest days for more than three generations. We are
            locally owned, and we know that no two lives, and no two goodbyes, are the same.
          </p>
          <p>
            Whether you need us in the middle of the night or are planning years ahead, you will speak with a person who listens,
            explains every choice plainly and respects your traditions, your faith and your budget.
          </p>
        </div>
        <dl className="mx-auto mt-12 grid max-w-5xl gap-6 text-center sm:grid-cols-3">
          {[
            ["24/7", "Someone answers, every hour of every day"],
            [DIRECT_CREMATION_FROM, "Direct cremation, clearly priced"],
            ["Free", "Pre-planning consultations"],
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
      <Section id="services" eyebrow="Services" title="Our Services" intro="Every service can be shaped around your family's wishes and traditions.">
        <ul className="grid gap-6 md:grid-cols-3">
          {services.map((s) => (
            <li key={s.title} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
              <h3 className="text-2xl font-semibold">{s.title}</h3>
              <p className="mt-3 text-ink-soft">{s.text}</p>
              <ul className="mt-5 space-y-2 text-ink-soft">
                {s.points.map((p) => (
                  <Check key={p}>{p}</Check>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {/* Every price, as the FTC Funeral Rule's General Price List (not in SPEC §2; the section may link to it). */}
        <p className="mt-8 text-center text-lg">
          <Link to={publicPages.pricing} className="font-medium text-navy underline underline-offset-4 hover:text-navy-dark">
            See every price in our General Price List
          </Link>
        </p>
      </Section>

      {/* 4. Facilities gallery */}
      <Section id="facilities" eyebrow="Our Facilities" title="A peaceful place to gather" className="bg-white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {gallery.map((g) => (
            <li key={g.src} className="overflow-hidden rounded-xl border border-line bg-paper">
              <PhotoWithFallback src={g.src} alt={g.title} className="aspect-[4/3]" />
              <div className="p-4">
                <h3 className="text-lg font-semibold">{g.title}</h3>
                <p className="mt-1 text-ink-soft">{g.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      {/* 5. Pre-planning */}
      <Section
        id="pre-planning"
        eyebrow="Pre-Planning"
        title="Plan ahead, with peace of mind"
        intro="Recording your wishes today is a gift to the people you love."
      >
        <div className="mx-auto grid max-w-5xl gap-8 rounded-2xl bg-navy-dark p-8 text-white sm:p-12 md:grid-cols-2">
          <ul className="space-y-3 text-lg text-white/90">
            <Check>A free, no-obligation consultation in person, by video or by phone</Check>
            <Check>Pre-pay to lock in today's prices</Check>
            <Check>Help assigning a life insurance policy to cover costs</Check>
            <Check>Your choices written down, so your family never has to guess</Check>
          </ul>
          <div className="flex flex-col justify-center gap-3">
            <Link to={publicPages.bookConsultation} className={buttonClass("gold", "lg")}>
              Book Consultation
            </Link>
            <SectionLink to="contact" className={buttonClass("secondary", "lg")}>
              <PhoneIcon /> Call Now
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
              Take our brochure home
            </h2>
            <p className="mt-2 text-lg text-ink-soft">
              Our services, prices and what to do when a death occurs, in a guide you can print and keep.
            </p>
          </div>
          <a href={documentHref("brochure")} download className={buttonClass("primary", "lg")}>
            <DownloadIcon /> Download Brochure (PDF)
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
