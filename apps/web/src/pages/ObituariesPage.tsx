import { business } from "@fh/client/site-facts";
import { Button, buttonClass, inputClass, Select, Spinner } from "@fh/ui";
import { FEATURED_MEMORIALS, OBITUARY_FILTERS, OBITUARY_SORTS, publicPages } from "@fh/validators/site";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { BackLink } from "../components/obituaries/BackLink";
import { MemorialCard } from "../components/obituaries/MemorialCard";
import { SiteLayout } from "../components/site/SiteLayout";
import {
  arrangeMemorials,
  filterLabels,
  isNarrowed,
  MEMORIALS_PAGE_SIZE,
  sortLabels,
  type MemorialFilter,
  type MemorialSort,
} from "../lib/memorials";
import { useHydrated } from "@fh/ui";
import { useLocale, useT } from "../i18n/context";
import { pageTitleIn } from "@fh/i18n";
import { trpc } from "../lib/trpc";

/** Waits until typing pauses, so a search is one request, not one per key. */
function useSettled(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Memorial Tributes (SPEC §2, §4). Search, sort and filter run on the server
 * (obituaries.search), a page at a time, so the list stays quick with a real
 * funeral home's archive of thousands.
 */
export function ObituariesPage() {
  const t = useT("obituaries");
  const site = useT("site");
  const locale = useLocale();
  const sortOptions = OBITUARY_SORTS.map((value) => ({ value, label: t(sortLabels[value]) }));
  const filterOptions = OBITUARY_FILTERS.map((value) => ({ value, label: t(filterLabels[value]) }));
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<MemorialSort>("newest");
  const [filter, setFilter] = useState<MemorialFilter>("all");
  const ids = { search: useId(), sort: useId(), filter: useId() };
  const hydrated = useHydrated();
  const query = useSettled(search.trim());

  // SPEC §9: the first three of the list as returned (newest first), whatever the visitor searches.
  const featuredQuery = trpc.obituaries.search.useQuery({ sort: "newest", filter: "all", limit: FEATURED_MEMORIALS });
  const utils = trpc.useUtils();
  const list = trpc.obituaries.search.useInfiniteQuery(
    { search: query || undefined, sort, filter, limit: MEMORIALS_PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData },
  );

  const featured = featuredQuery.data?.items ?? [];
  const loaded = list.data?.pages.flatMap((p) => p.items) ?? [];
  // While the server's answer to a new search, sort or filter is on its way,
  // arrange the whole list at once when it is already here (a small archive
  // fits on the first page); otherwise the previous answer stays until then.
  const pending = list.isPlaceholderData || query !== search.trim();
  const everything = utils.obituaries.search.getInfiniteData({ sort: "newest", filter: "all", limit: MEMORIALS_PAGE_SIZE });
  const complete = everything && everything.pages.at(-1)?.nextCursor === null ? everything.pages.flatMap((p) => p.items) : null;
  const waiting = pending && complete !== null;
  const shown = waiting && complete ? arrangeMemorials(complete, { search, sort, filter }) : loaded;
  const total = waiting ? shown.length : (list.data?.pages[0]?.total ?? 0);
  const narrowed = isNarrowed(search, filter);

  return (
    <SiteLayout title={pageTitleIn(locale, "obituaries", business)}>
      <div className="bg-cream/60">
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-8 sm:px-6">
          <BackLink to={publicPages.home}>{site("backToHome")}</BackLink>
          <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div className="max-w-2xl">
              <h1 className="text-4xl font-semibold sm:text-5xl">{t("title")}</h1>
              <p className="mt-3 text-lg text-ink-soft">{t("intro")}</p>
            </div>
            <Link to={publicPages.creativeSubmit} className={buttonClass("gold", "lg")}>
              {t("create")}
            </Link>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {list.isPending || featuredQuery.isPending ? (
          <div className="flex min-h-screen justify-center py-20 text-lg text-navy">
            <Spinner label={t("loading")} className="h-8 w-8" />
          </div>
        ) : (
          <>
            {/* Below the sm breakpoint the grid is one column and opens with these same three (newest first), so
                a phone skips the block: a family reaches the search box and every memorial without scrolling
                past the same faces twice. From sm up the block is shown as SPEC §2 draws it. */}
            {featured.length > 0 ? (
              <section aria-labelledby="featured-title" className="mb-14 hidden sm:block">
                <h2 id="featured-title" className="text-3xl font-semibold">
                  {t("featured")}
                </h2>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {featured.map((o) => (
                    <li key={o.id}>
                      <MemorialCard memorial={o} featured />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="all-title">
              <h2 id="all-title" className="text-3xl font-semibold">
                {t("all")}
              </h2>
              <div role="search" className="mt-6 rounded-xl border border-line bg-white p-4 sm:p-5">
                {/* Disabled until the app has taken the server-drawn page over, so no keystroke is lost. */}
                <fieldset disabled={!hydrated} role="presentation" className="grid min-w-0 gap-4 sm:grid-cols-[1fr_auto_auto]">
                  <div>
                    <label htmlFor={ids.search} className="sr-only">
                      {t("searchLabel")}
                    </label>
                    <input
                      id={ids.search}
                      type="search"
                      placeholder={t("searchPlaceholder")}
                      maxLength={100}
                      value={search}
                      onChange={(e) => setSearch(e.target.value)}
                      className={inputClass}
                    />
                  </div>
                  <div>
                    <label htmlFor={ids.sort} className="sr-only">
                      {t("sortLabel")}
                    </label>
                    <Select id={ids.sort} options={sortOptions} value={sort} onChange={(e) => setSort(e.target.value as MemorialSort)} />
                  </div>
                  <div>
                    <label htmlFor={ids.filter} className="sr-only">
                      {t("filterLabel")}
                    </label>
                    <Select
                      id={ids.filter}
                      options={filterOptions}
                      value={filter}
                      onChange={(e) => setFilter(e.target.value as MemorialFilter)}
                    />
                  </div>
                </fieldset>
              </div>

              <p className="sr-only" role="status" aria-live="polite">
                {total === 1 ? t("foundOne") : t("foundMany", { count: total })}
              </p>

              {shown.length === 0 ? (
                narrowed ? (
                  <div className="mt-10 rounded-xl border border-line bg-white px-6 py-14 text-center">
                    <h3 className="text-2xl font-semibold">{t("noResults")}</h3>
                    <p className="mt-2 text-ink-soft">{t("noResultsText")}</p>
                  </div>
                ) : (
                  <div className="mt-10 rounded-xl border border-line bg-white px-6 py-14 text-center">
                    <h3 className="text-2xl font-semibold">{t("noneYet")}</h3>
                    <p className="mt-2 text-ink-soft">{t("noneYetText")}</p>
                    <Link to={publicPages.creativeSubmit} className={buttonClass("primary", "lg", "mt-6")}>
                      {t("createFirst")}
                    </Link>
                  </div>
                )
              ) : (
                <>
                  <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("listLabel")}>
                    {shown.map((o) => (
                      <li key={o.id}>
                        <MemorialCard memorial={o} />
                      </li>
                    ))}
                  </ul>
                  {list.hasNextPage && !waiting ? (
                    <div className="mt-10 flex flex-col items-center gap-2">
                      <p className="text-ink-soft">
                        {t("showing", { shown: shown.length, total })}
                      </p>
                      <Button variant="secondary" size="lg" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                        {list.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
                      </Button>
                    </div>
                  ) : null}
                </>
              )}
            </section>
          </>
        )}

        <section aria-labelledby="cta-title" className="mt-16 rounded-2xl bg-navy-dark px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-title" className="text-3xl font-semibold text-white">
            {t("cta.title")}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">{t("cta.text")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={publicPages.creativeSubmit} className={buttonClass("gold", "lg")}>
              {t("create")}
            </Link>
            <Link to={publicPages.submitObituary} className={buttonClass("secondary", "lg")}>
              {t("cta.simple")}
            </Link>
          </div>
        </section>
      </div>
    </SiteLayout>
  );
}
