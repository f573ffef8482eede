import { buttonClass, cn } from "@fh/ui";
import { obituaryPath } from "@fh/validators/site";
import { Link } from "react-router-dom";
import { useLocale, useT } from "../../i18n/context";
import { dateWords } from "@fh/i18n";
import { fullName, type MemorialSummary } from "../../lib/memorials";
import { PhotoWithFallback } from "../site/PhotoWithFallback";
import { LifeDates } from "./LifeDates";

/**
 * One memorial on the list (SPEC §2): photo, name, dates in US short form
 * (UTC), age, a 3-line excerpt, two counters that always show 0, and the link.
 */
export function MemorialCard({ memorial, featured = false }: { memorial: MemorialSummary; featured?: boolean }) {
  const t = useT("obituaries");
  const site = useT("site");
  const dates = dateWords(useLocale());
  const name = fullName(memorial);
  const age = dates.age(memorial.dateOfBirth, memorial.dateOfDeath);
  const headingId = `memorial-${featured ? "featured-" : ""}${memorial.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={featured ? "featured-card" : "memorial-card"}
      className={cn("flex h-full min-w-0 flex-col overflow-hidden rounded-xl border bg-white shadow-sm wrap-anywhere", featured ? "border-gold/50" : "border-line")}
    >
      <PhotoWithFallback src={memorial.photoUrl} alt={site("photoOf", { name })} className="aspect-[4/3]" />
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-2xl font-semibold">
          {name}
        </h3>
        <p className="mt-1 text-ink-soft">
          <LifeDates born={dates.short(memorial.dateOfBirth)} died={dates.short(memorial.dateOfDeath)} />
        </p>
        {age !== null ? <p className="text-sm font-medium text-gold">{age}</p> : null}
        <p className="mt-3 line-clamp-3 text-ink-soft">{memorial.biography}</p>
        <div className="mt-4 flex items-center gap-5 text-sm text-muted" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <HeartIcon /> 0
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MessageIcon /> 0
          </span>
        </div>
        <div className="mt-auto pt-5">
          <Link to={obituaryPath(memorial.id)} className={buttonClass(featured ? "gold" : "secondary", "md", "w-full")}>
            {featured ? t("card.readMore") : t("card.readFull")}
            <span className="sr-only">: {name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </svg>
  );
}

function MessageIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}
