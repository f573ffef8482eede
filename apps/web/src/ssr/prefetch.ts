import type { AppRouter } from "@fh/api";
import { FEATURED_MEMORIALS, publicPages } from "@fh/validators/site";
import type { createServerSideHelpers } from "@trpc/react-query/server";
import { MEMORIALS_PAGE_SIZE } from "../lib/memorials";
import { parseObituaryId } from "../lib/obituary-id";

type Helpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

/**
 * What each page shows first, asked on the server so the HTML carries it.
 * The inputs must be exactly those the page's own queries use (the cache key
 * is path + input); a page left out here still renders, with its loading
 * state, and asks in the browser. Guest books are left to the browser: their
 * stamps are in the reader's time zone, which the server does not know.
 */
export async function prefetchPage(pathname: string, helpers: Helpers): Promise<void> {
  if (pathname === publicPages.home) {
    await Promise.all([helpers.events.upcoming.prefetch(), helpers.services.upcoming.prefetch()]);
    return;
  }
  if (pathname === publicPages.obituaries) {
    // ObituariesPage: the featured three and the first page of the list.
    await Promise.all([
      helpers.obituaries.search.prefetch({ sort: "newest", filter: "all", limit: FEATURED_MEMORIALS }),
      helpers.obituaries.search.prefetchInfinite({ sort: "newest", filter: "all", limit: MEMORIALS_PAGE_SIZE }),
    ]);
    return;
  }
  const match = /^\/obituaries\/([^/]+)$/.exec(pathname);
  const id = match ? parseObituaryId(match[1]) : null;
  if (id !== null) await helpers.obituaries.byId.prefetch({ id });
}
