import { formatEventStamp } from "@fh/client/format";
import { Spinner } from "@fh/ui";
import { LANDING_EVENTS_LIMIT, LANDING_SERVICES_LIMIT } from "@fh/validators/site";
import type { ReactNode } from "react";
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
  return (
    <article className="min-w-0 rounded-xl border border-line bg-white p-6 shadow-sm wrap-anywhere sm:p-8">
      <h3 className="flex items-center gap-3 text-2xl font-semibold">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-cream text-gold">{icon}</span>
        {title}
      </h3>
      <div className="mt-6">
        {pending ? (
          <p className="py-6 text-center text-ink-soft">
            <Spinner label="Loading..." />
          </p>
        ) : items.length === 0 ? (
          <div className="rounded-lg bg-cream/60 px-4 py-8 text-center">
            <p className="font-serif text-xl font-semibold text-navy-dark">{emptyTitle}</p>
            <p className="mt-1 text-ink-soft">{failed ? "We could not load this list just now. Please try again later." : emptyText}</p>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <li key={item.id} className="py-4 first:pt-0 last:pb-0">
                {item.kind ? (
                  <p className="mb-1 inline-block rounded-full bg-cream px-2.5 py-0.5 text-sm font-medium capitalize text-navy-dark">
                    {item.kind}
                  </p>
                ) : null}
                <p className="text-lg font-semibold text-navy-dark">{item.title}</p>
                {item.detail ? <p className="text-ink-soft">{item.detail}</p> : null}
                <p className="mt-1 font-medium text-gold">{item.stamp}</p>
                {item.location ? <p className="text-ink-soft">{item.location}</p> : null}
                {item.description ? <p className="mt-1 line-clamp-2 text-ink-soft">{item.description}</p> : null}
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
  const events = trpc.events.upcoming.useQuery();
  const services = trpc.services.upcoming.useQuery();

  const eventItems: Announcement[] = (events.data ?? []).slice(0, LANDING_EVENTS_LIMIT).map((e) => ({
    id: e.id,
    title: e.title,
    stamp: formatEventStamp(e.eventDate, e.eventTime),
    location: e.location,
    description: e.description,
  }));
  const serviceItems: Announcement[] = (services.data ?? []).slice(0, LANDING_SERVICES_LIMIT).map((s) => ({
    id: s.id,
    title: s.title,
    kind: s.serviceType.replace(/-/g, " "),
    detail: s.deceasedName ? `In memory of ${s.deceasedName}` : null,
    stamp: formatEventStamp(s.serviceDate, s.serviceTime),
    location: s.location,
    description: s.description,
  }));

  return (
    <Section
      id="events"
      eyebrow="Gathering together"
      title="Events & Announcements"
      intro="Services we are honored to hold and community gatherings open to all. Everyone is welcome."
      className="bg-cream/50"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <AnnouncementCard
          title="Upcoming Events"
          icon={<CalendarIcon />}
          items={eventItems}
          pending={events.isPending}
          failed={events.isError}
          emptyTitle="No Events"
          emptyText="All events will be posted here"
        />
        <AnnouncementCard
          title="Upcoming Services"
          icon={<CandleIcon />}
          items={serviceItems}
          pending={services.isPending}
          failed={services.isError}
          emptyTitle="No Services Scheduled"
          emptyText="Upcoming services will be displayed here"
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
