import { business } from "@fh/client/site-facts";
import { obituaryTitle, plainTitle } from "@fh/client/titles";
import { computeAge, formatLongDate, toParagraphs } from "@fh/client/format";
import { Button, buttonClass, Spinner, toast } from "@fh/ui";
import { parseRecordId, publicPages } from "@fh/validators/site";
import { Link, useParams } from "react-router-dom";
import { BackLink } from "../components/obituaries/BackLink";
import { GuestBook } from "../components/obituaries/GuestBook";
import { PhotoWithFallback } from "../components/site/PhotoWithFallback";
import { SiteLayout } from "../components/site/SiteLayout";
import { trpc } from "../lib/trpc";

async function copyShareLink() {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(window.location.href);
    toast({
      title: "Link Copied",
      description: "The link to this memorial is copied. Share it so others can leave messages in the guest book.",
      variant: "success",
    });
  } catch {
    toast({
      title: "Copy Failed",
      description: "Please copy the link from your browser's address bar.",
      variant: "destructive",
    });
  }
}

/** One obituary and its guest book (SPEC §2). */
export function ObituaryPage() {
  const id = parseRecordId(useParams().id);
  // A "not found" the server drew the page with stands: asking again on mount
  // would only show a spinner in its place while the same answer comes back.
  const obituary = trpc.obituaries.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null, retryOnMount: false });

  if (id !== null && obituary.isPending) {
    return (
      <SiteLayout title={plainTitle("Memorial", business)}>
        {/* A screen's height, so the memorial arriving does not push what is in view (no layout shift). */}
        <div className="flex min-h-screen justify-center py-32 text-lg text-navy">
          <Spinner label="Loading memorial..." className="h-8 w-8" />
        </div>
      </SiteLayout>
    );
  }

  const o = obituary.data;
  if (id === null || !o) {
    return (
      <SiteLayout title={plainTitle("Obituary Not Found", business)}>
        <div className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-4xl font-semibold">Obituary Not Found</h1>
          <p className="mt-4 text-lg text-ink-soft">The obituary you are looking for could not be found. It may have been moved or is not yet published.</p>
          <Link to={publicPages.obituaries} className={buttonClass("primary", "lg", "mt-8")}>
            Back to Obituaries
          </Link>
        </div>
      </SiteLayout>
    );
  }

  const name = `${o.firstName} ${o.lastName}`;
  const age = computeAge(o.dateOfBirth, o.dateOfDeath);
  const hasPhoto = typeof o.photoUrl === "string" && o.photoUrl.trim() !== "";

  return (
    <SiteLayout title={obituaryTitle(o, business)}>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <nav aria-label="Memorial" className="flex flex-wrap gap-x-6 gap-y-1">
          <BackLink to={publicPages.home}>Back Home</BackLink>
          <BackLink to={publicPages.obituaries}>All Obituaries</BackLink>
        </nav>

        <article aria-labelledby="obituary-name" className="mt-6 overflow-hidden rounded-2xl border border-line bg-white shadow-sm wrap-anywhere">
          <header className="bg-cream/60 px-6 py-10 text-center sm:px-10">
            {hasPhoto ? (
              <PhotoWithFallback
                src={o.photoUrl}
                alt={`Photo of ${name}`}
                loading="eager"
                fetchPriority="high"
                className="mx-auto h-56 w-56 rounded-full border-4 border-white shadow-md sm:h-64 sm:w-64"
              />
            ) : null}
            <h1 id="obituary-name" className="mt-6 text-4xl font-semibold sm:text-5xl">
              {name}
            </h1>
            <p className="mt-3 text-lg text-ink-soft">
              <span className="sr-only">Born </span>
              {formatLongDate(o.dateOfBirth)} <span aria-hidden="true">–</span>
              <span className="sr-only"> died </span> {formatLongDate(o.dateOfDeath)}
            </p>
            {age !== null ? <p className="mt-1 font-medium text-gold">Age {age}</p> : null}
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <Button variant="primary" onClick={() => void copyShareLink()}>
                <ShareIcon /> Share Obituary
              </Button>
              <Button variant="secondary" onClick={() => void copyShareLink()}>
                <LinkIcon /> Copy Share Link
              </Button>
            </div>
          </header>
          <div className="space-y-5 px-6 py-10 text-lg leading-relaxed text-ink sm:px-12">
            {toParagraphs(o.biography).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </article>

        <div className="mt-10">
          <GuestBook obituaryId={o.id} name={name} />
        </div>
      </div>
    </SiteLayout>
  );
}

function ShareIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}
