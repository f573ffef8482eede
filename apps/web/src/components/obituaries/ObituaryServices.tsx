import type { RouterOutputs } from "@fh/api";
import { calendarPath, directionsUrl, fullAddress, googleCalendarUrl } from "@fh/validators/site";
import { business } from "@fh/client/site-facts";
import { useEffect, useState } from "react";
import { useLocale, useT } from "../../i18n/context";
import { dateWords } from "@fh/i18n";
import { serviceTypeName } from "../../i18n/service-types";
import { trpc } from "../../lib/trpc";
import { ServiceRsvp } from "./ServiceRsvp";

type Service = RouterOutputs["services"]["forObituary"][number];

/** The site's origin once in the browser ("" while the server draws, so the drawn page and the first render agree). */
function useOrigin(): string {
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  return origin;
}

/**
 * The obituary's Services block: its public services in date
 * order, each with the time and place, directions, the calendar links and,
 * around the service, the livestream. Past services stay, marked as past.
 * Nothing is drawn when there are none.
 */
export function ObituaryServices({ obituaryId, pagePath }: { obituaryId: number; pagePath: string }) {
  const t = useT("obituary");
  const list = trpc.services.forObituary.useQuery({ obituaryId });
  const pageUrl = useOrigin() + pagePath;
  const rows = list.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="services-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm wrap-anywhere sm:p-8">
      <h2 id="services-title" className="text-3xl font-semibold">
        {t("services.title")}
      </h2>
      <ul className="mt-6 divide-y divide-line">
        {rows.map((s) => (
          <li key={s.id} className="py-5 first:pt-0 last:pb-0" data-testid="obituary-service">
            <ServiceDetails service={s} pageUrl={pageUrl} />
            {s.isPast ? null : <ServiceRsvp serviceId={s.id} title={s.title} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The next service, for the top of the page: on a phone the Services block
 * sits below the whole life story, and the time and place are what most
 * visitors came for. The same query as the Services block (one request, drawn
 * by the server too); the API decides which service is next, with the funeral
 * home's clock. Nothing is drawn when none is upcoming or today.
 */
export function NextService({ obituaryId, pagePath }: { obituaryId: number; pagePath: string }) {
  const t = useT("obituary");
  const list = trpc.services.forObituary.useQuery({ obituaryId });
  const pageUrl = useOrigin() + pagePath;
  const next = list.data?.find((s) => s.isNext);
  if (!next) return null;
  return (
    <section
      aria-labelledby="next-service-title"
      className="mx-auto mt-6 max-w-xl rounded-xl border border-line bg-white p-5 text-left shadow-sm sm:p-6"
      data-testid="next-service"
    >
      <h2 id="next-service-title" className="font-sans text-sm font-semibold tracking-wide text-gold uppercase">
        {/* Once the day's last service is over it stays here until midnight: no longer "next". */}
        {next.isPast ? t("services.today") : t("services.next")}
      </h2>
      <div className="mt-2">
        <ServiceDetails service={next} pageUrl={pageUrl} />
      </div>
    </section>
  );
}

/** One service as both blocks draw it: its kind, title, when and where, and the links that go with it. */
function ServiceDetails({ service: s, pageUrl }: { service: Service; pageUrl: string }) {
  const t = useT("obituary");
  const site = useT("site");
  const dates = dateWords(useLocale());
  const newTab = <span className="sr-only">{site("newTab")}</span>;
  const place = s.location ?? `${business.name}, ${fullAddress(business)}`;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="inline-block rounded-full bg-cream px-2.5 py-0.5 text-sm font-medium text-navy-dark" data-testid="service-kind">
          {serviceTypeName(site, s.serviceType)}
        </p>
        {s.isPast ? <p className="rounded-full border border-line px-2.5 py-0.5 text-sm font-medium text-ink-soft">{t("services.past")}</p> : null}
      </div>
      <h3 className="mt-2 text-xl font-semibold text-navy-dark">{s.title}</h3>
      <p className="mt-1 font-medium text-gold">{dates.eventStamp(s.serviceDate, s.serviceTime)}</p>
      <p className="text-ink-soft">{place}</p>
      {s.description ? <p className="mt-2 whitespace-pre-line text-ink-soft">{s.description}</p> : null}
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-base">
        {s.livestreamUrl ? (
          <a className="font-semibold text-navy underline" href={s.livestreamUrl} target="_blank" rel="noopener noreferrer">
            {t("services.livestream")}
            {newTab}
          </a>
        ) : null}
        <a className="text-navy underline" href={directionsUrl(business, s.location)} target="_blank" rel="noopener noreferrer" aria-label={t("services.directionsLabel", { place })}>
          {t("services.directions")}
        </a>
        {!s.isPast ? (
          <>
            <a className="text-navy underline" href={calendarPath({ kind: "service", id: s.id })} download aria-label={t("services.addToCalendarLabel", { title: s.title })}>
              {t("services.addToCalendar")}
            </a>
            <a
              className="text-navy underline"
              href={googleCalendarUrl(
                { kind: "service", id: s.id, title: s.title, date: s.serviceDate, time: s.serviceTime, location: place, description: s.description },
                pageUrl,
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("services.googleCalendar")}
              {newTab}
            </a>
          </>
        ) : null}
      </p>
    </>
  );
}
