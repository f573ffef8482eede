import type { AppRouter, RouterOutputs } from "@fh/api";
import { FEATURED_MEMORIALS, type PageKey, type PageMatch } from "@fh/validators/site";
import type { createServerSideHelpers } from "@trpc/react-query/server";
import { MEMORIALS_PAGE_SIZE } from "../lib/memorials";

/** The server's in-process tRPC helpers a render reads its data with (src/entry-server.tsx). */
export type ServerHelpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

/** What a page's first reads tell the server besides the drawn page. */
export interface PageFacts {
  /**
   * The obituary an obituary page shows, or null when none is live there: the
   * server writes the head tags (or answers 404) from it, so the row is read
   * once per request.
   */
  obituary?: RouterOutputs["obituaries"]["byId"] | null;
}

export type Prefetch = (helpers: ServerHelpers, match: PageMatch) => Promise<PageFacts | undefined>;

/** A missing memorial is a real answer the page draws ("Obituary Not Found"); anything else is a failure to read. */
export function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "NOT_FOUND";
}

/**
 * What each page shows first, asked on the server so the HTML carries it,
 * by the page table's keys (@fh/validators routes.ts). The inputs must be
 * exactly those the page's own queries use (the cache key is path + input);
 * a page left out here still renders, with its loading state, and asks in
 * the browser. Only the server-side render imports this, so none of it is in
 * the browser's bundle.
 */
export const pagePrefetch: { readonly [K in PageKey]?: Prefetch } = {
  home: async (helpers) => {
    await Promise.all([helpers.events.upcoming.prefetch(), helpers.services.upcoming.prefetch()]);
    return undefined;
  },
  // ObituariesPage: the featured three and the first page of the list.
  obituaries: async (helpers) => {
    await Promise.all([
      helpers.obituaries.search.prefetch({ sort: "newest", filter: "all", limit: FEATURED_MEMORIALS }),
      helpers.obituaries.search.prefetchInfinite({ sort: "newest", filter: "all", limit: MEMORIALS_PAGE_SIZE }),
    ]);
    return undefined;
  },
  // The price list in effect today: the page and its effective date arrive drawn, and print without a script.
  pricing: async (helpers) => {
    await helpers.priceList.current.prefetch();
    return undefined;
  },
  // /plan-ahead builds its estimate from the same list: its first step arrives drawn with it.
  planAhead: async (helpers) => {
    await helpers.priceList.current.prefetch();
    return undefined;
  },
  // The one read of the obituary in a request: it draws the page and gives the server its head tags.
  obituary: async (helpers, { id }) => {
    if (id === null) return { obituary: null };
    try {
      // The Services block and the guest book arrive drawn too: the day of the service on a
      // phone with a slow line, and a search engine, read the condolences before any script.
      // Their stamps are drawn on the funeral home's clock until the browser takes over (GuestBook).
      const [obituary] = await Promise.all([
        helpers.obituaries.byId.fetch({ id }),
        helpers.services.forObituary.prefetch({ obituaryId: id }),
        helpers.guestBook.list.prefetch({ obituaryId: id }),
      ]);
      return { obituary };
    } catch (error) {
      // Not found is an answer (cached, and drawn); another failure leaves the server to ask itself.
      return isNotFound(error) ? { obituary: null } : undefined;
    }
  },
};
