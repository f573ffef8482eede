import { business } from "@fh/client/site-facts";
import { toParagraphs } from "@fh/client/format";
import { Button, buttonClass, Spinner, toast } from "@fh/ui";
import { localizePath } from "@fh/validators/locale";
import { obituaryPath, obituaryPrintPath, parseRecordId, publicPages } from "@fh/validators/site";
import { Link, useParams } from "react-router-dom";
import { BackLink } from "../components/obituaries/BackLink";
import { FollowObituary } from "../components/obituaries/FollowObituary";
import { GuestBook } from "../components/obituaries/GuestBook";
import { LifeDates } from "../components/obituaries/LifeDates";
import { InLieuOfFlowers } from "../components/obituaries/InLieuOfFlowers";
import { MemorialGallery } from "../components/obituaries/MemorialGallery";
import { NextService, ObituaryServices } from "../components/obituaries/ObituaryServices";
import { PhotoWithFallback } from "../components/site/PhotoWithFallback";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT, type Translate } from "../i18n/context";
import { dateWords, obituaryTitleIn, plainTitleIn } from "@fh/i18n";
import { trpc } from "../lib/trpc";

/** Whether the API said the memorial is not there (drawn by the server, or asked from the browser). */
function isNotFound(error: unknown): boolean {
  const e = error as { code?: unknown; data?: { code?: unknown } } | null;
  return e?.code === "NOT_FOUND" || e?.data?.code === "NOT_FOUND";
}

async function copyShareLink(t: Translate<"obituary">) {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(window.location.href);
    toast({ title: t("copied"), description: t("copiedText"), variant: "success" });
  } catch {
    toast({ title: t("copyFailed"), description: t("copyFailedText"), variant: "destructive" });
  }
}

/** One obituary and its guest book (SPEC §2). */
export function ObituaryPage() {
  const t = useT("obituary");
  const site = useT("site");
  const locale = useLocale();
  const dates = dateWords(locale);
  const id = parseRecordId(useParams().id);
  // A "not found" the server drew the page with stands: asking again on mount
  // would only show a spinner in its place while the same answer comes back.
  const obituary = trpc.obituaries.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null, retryOnMount: false });

  if (id !== null && obituary.isPending) {
    return (
      <SiteLayout title={plainTitleIn(locale, site("title.memorial"), business)}>
        {/* A screen's height, so the memorial arriving does not push what is in view (no layout shift). */}
        <div className="flex min-h-screen justify-center py-32 text-lg text-navy">
          <Spinner label={t("loading")} className="h-8 w-8" />
        </div>
      </SiteLayout>
    );
  }

  // A read that failed (the database coming back, a lost connection) is not "not found": the memorial
  // may well be there, and the reader is asked to try again instead of being told it is gone.
  if (id !== null && obituary.isError && !isNotFound(obituary.error)) {
    return (
      <SiteLayout title={plainTitleIn(locale, site("title.memorial"), business)}>
        <div className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
          <h1 className="text-4xl font-semibold">{t("unavailable")}</h1>
          <p className="mt-4 text-lg text-ink-soft">{t("unavailableText")}</p>
          <Button size="lg" className="mt-8" onClick={() => void obituary.refetch()} disabled={obituary.isFetching}>
            {t("tryAgain")}
          </Button>
        </div>
      </SiteLayout>
    );
  }

  const o = obituary.data;
  if (id === null || !o) {
    return (
      <SiteLayout title={plainTitleIn(locale, site("title.obituaryNotFound"), business)}>
        <div className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-4xl font-semibold">{t("notFound")}</h1>
          <p className="mt-4 text-lg text-ink-soft">{t("notFoundText")}</p>
          <Link to={publicPages.obituaries} className={buttonClass("primary", "lg", "mt-8")}>
            {t("backToObituaries")}
          </Link>
        </div>
      </SiteLayout>
    );
  }

  const name = `${o.firstName} ${o.lastName}`;
  const age = dates.age(o.dateOfBirth, o.dateOfDeath);
  const hasPhoto = typeof o.photoUrl === "string" && o.photoUrl.trim() !== "";
  const pagePath = localizePath(obituaryPath(o.id), locale);

  return (
    <SiteLayout title={obituaryTitleIn(locale, o, business)}>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <nav aria-label={t("navLabel")} className="flex flex-wrap gap-x-6 gap-y-1">
          <BackLink to={publicPages.home}>{t("backHome")}</BackLink>
          <BackLink to={publicPages.obituaries}>{t("allObituaries")}</BackLink>
        </nav>

        <article aria-labelledby="obituary-name" className="mt-6 overflow-hidden rounded-2xl border border-line bg-white shadow-sm wrap-anywhere">
          <header className="bg-cream/60 px-6 py-10 text-center sm:px-10">
            {hasPhoto ? (
              <PhotoWithFallback
                src={o.photoUrl}
                alt={site("photoOf", { name })}
                loading="eager"
                fetchPriority="high"
                className="mx-auto h-56 w-56 rounded-full border-4 border-white shadow-md sm:h-64 sm:w-64"
              />
            ) : null}
            <h1 id="obituary-name" className="mt-6 text-4xl font-semibold sm:text-5xl">
              {name}
            </h1>
            <p className="mt-3 text-lg text-ink-soft">
              <LifeDates born={dates.long(o.dateOfBirth)} died={dates.long(o.dateOfDeath)} />
            </p>
            {age !== null ? <p className="mt-1 font-medium text-gold">{age}</p> : null}
            <NextService obituaryId={o.id} pagePath={pagePath} />
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <Button variant="primary" onClick={() => void copyShareLink(t)}>
                <ShareIcon /> {t("share")}
              </Button>
              <Button variant="secondary" onClick={() => void copyShareLink(t)}>
                <LinkIcon /> {t("copyLink")}
              </Button>
              {/* The print page in the page's language (15B draws /es/obituaries/{id}/print). */}
              <a className={buttonClass("secondary")} href={localizePath(obituaryPrintPath(o.id), locale)}>
                <PrintIcon /> {t("print")}
              </a>
            </div>
          </header>
          <div className="space-y-5 px-6 py-10 text-lg leading-relaxed text-ink sm:px-12">
            {toParagraphs(o.biography).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </article>

        <div className="mt-10 space-y-10">
          <MemorialGallery photos={o.gallery} />
          <ObituaryServices obituaryId={o.id} pagePath={pagePath} />
          <InLieuOfFlowers wish={o.inLieuOfFlowers} />
        </div>

        <div className="mt-10">
          <FollowObituary obituaryId={o.id} />
        </div>

        <div className="mt-10">
          <GuestBook obituaryId={o.id} name={name} mode={o.guestBookMode} />
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

function PrintIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v7H6z" />
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
