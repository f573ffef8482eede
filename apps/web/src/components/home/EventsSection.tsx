import { Spinner } from "@fh/ui";
import { calendarPath, LANDING_EVENTS_LIMIT, LANDING_SERVICES_LIMIT, obituaryPath } from "@fh/validators/site";
import type { ReactNode } from "react";
import { useHref } from "react-router-dom";
import { useLocale, useT } from "../../i18n/context";
import { dateWords } from "@fh/i18n";
import { serviceTypeName } from "../../i18n/service-types";
import { trpc } from "../../lib/trpc";
import { Section } from "./Section";

interface Announcement {
  id: number;
  title: string;
  /** What kind of gathering, e.g. "viewing" (SPEC §3: the service type, hyphens as spaces). */
  kind?: string | null;
  stamp: string;
  location?: string | null;
  description?: string | null;
  detail?: string | null;
  /** A service linked to a live obituary: its detail links there. */
  href?: string | null;
  /** Its .ics. */
  calendar: string;
}

function AnnouncementCard({
  title,
  icon,
  items,
  pending,
  failed,
  emptyTitle,
  emptyText,
}: {
  title: string;
  icon: ReactNode;
  items: Announcement[];
  pending: boolean;
  failed: boolean;
  emptyTitle: string;
  emptyText: string;
}) {
  const t = useT("home");
  const site = useT("site");
  return (
    <article className="min-w-0 rounded-xl border border-line bg-white p-6 shadow-sm wrap-anywhere sm:p-8">
      <h3 className="flex items-center gap-3 text-2xl font-semibold">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-cream text-gold">{icon}</span>
        {title}
      </h3>
      <div className="mt-6">
        {pending ? (
          <p className="py-6 text-center text-ink-soft">
            <Spinner label={site("loading")} />
          </p>
        ) : items.length === 0 ? (
          <div className="rounded-lg bg-cream/60 px-4 py-8 text-center">
            <p className="font-serif text-xl font-semibold text-navy-dark">{emptyTitle}</p>
            <p className="mt-1 text-ink-soft">{failed ? t("events.failed") : emptyText}</p>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <li key={item.id} className="py-4 first:pt-0 last:pb-0">
                {item.kind ? (
                  <p className="mb-1 inline-block rounded-full bg-cream px-2.5 py-0.5 text-sm font-medium text-navy-dark" data-testid="service-kind">
                    {item.kind}
                  </p>
                ) : null}
                <p className="text-lg font-semibold text-navy-dark">{item.title}</p>
                {item.detail ? (
                  <p className="text-ink-soft">
                    {item.href ? (
                      <a className="text-navy underline hover:text-navy-dark" href={item.href}>
                        {item.detail}
                      </a>
                    ) : (
                      item.detail
                    )}
                  </p>
                ) : null}
                <p className="mt-1 font-medium text-gold">{item.stamp}</p>
                {item.location ? <p className="text-ink-soft">{item.location}</p> : null}
                {item.description ? <p className="mt-1 line-clamp-2 text-ink-soft">{item.description}</p> : null}
                <p className="mt-1 text-sm">
                  <a className="text-navy underline hover:text-navy-dark" href={item.calendar} download aria-label={t("events.addToCalendarLabel", { title: item.title })}>
                    {t("events.addToCalendar")}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/** Events & Announcements (SPEC §2): up to 3 upcoming public events and 3 services. */
export function EventsSection() {
  const t = useT("home");
  const site = useT("site");
  const dates = dateWords(useLocale());
  // A linked obituary's page in the page's language ("/es/obituaries/12").
  const obituaryHref = useHref("/obituaries").replace(/\/obituaries$/, "");
  const events = trpc.events.upcoming.useQuery();
  const services = trpc.services.upcoming.useQuery();

  const eventItems: Announcement[] = (events.data ?? []).slice(0, LANDING_EVENTS_LIMIT).map((e) => ({
    id: e.id,
    title: e.title,
    stamp: dates.eventStamp(e.eventDate, e.eventTime),
    location: e.location,
    description: e.description,
    calendar: calendarPath({ kind: "event", id: e.id }),
  }));
  const serviceItems: Announcement[] = (services.data ?? []).slice(0, LANDING_SERVICES_LIMIT).map((s) => ({
    id: s.id,
    title: s.title,
    kind: serviceTypeName(site, s.serviceType),
    detail: s.deceasedName ? t("events.inMemory", { name: s.deceasedName }) : null,
    stamp: dates.eventStamp(s.serviceDate, s.serviceTime),
    location: s.location,
    description: s.description,
    href: s.obituaryId ? obituaryHref + obituaryPath(s.obituaryId) : null,
    calendar: calendarPath({ kind: "service", id: s.id }),
  }));

  return (
    <Section
      id="events"
      eyebrow={t("events.eyebrow")}
      title={t("events.title")}
      intro={t("events.intro")}
      className="bg-cream/50"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <AnnouncementCard
          title={t("events.upcomingEvents")}
          icon={<CalendarIcon />}
          items={eventItems}
          pending={events.isPending}
          failed={events.isError}
          emptyTitle={t("events.noEvents")}
          emptyText={t("events.noEventsText")}
        />
        <AnnouncementCard
          title={t("events.upcomingServices")}
          icon={<CandleIcon />}
          items={serviceItems}
          pending={services.isPending}
          failed={services.isError}
          emptyTitle={t("events.noServices")}
          emptyText={t("events.noServicesText")}
        />
      </div>
    </Section>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}

function CandleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M12 3c1.5 2 2 3 2 4a2 2 0 0 1-4 0c0-1 .5-2 2-4z" />
      <rect x="9" y="11" width="6" height="10" rx="1" />
    </svg>
  );
}
