import { localeFromPath } from "@fh/validators/locale";
import type { PageKey } from "@fh/validators/site";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { pageNamespaces } from "@fh/i18n";
import { loadNamespaces } from "@fh/i18n/browser";

/**
 * A page loaded on first visit (one chunk per route), from a module's named
 * export. Hydrating server HTML waits for the chunk without redrawing, and the
 * server preloads it: the page's `module` in the page table must name the
 * same file.
 */
function page<M>(key: PageKey, load: () => Promise<M>, pick: (m: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    // In the browser a page's words come with its chunk, in the document's language; the
    // server loads them for each request before drawing (src/entry-server.tsx).
    const words = typeof window === "undefined" ? undefined : loadNamespaces(localeFromPath(window.location.pathname), pageNamespaces[key]);
    const [m] = await Promise.all([load(), words]);
    return { default: pick(m) };
  });
}

/**
 * The component of each page of the page table (@fh/validators routes.ts:
 * path, head, module). A Record over every key, so a page added there and
 * left out here does not compile. What the server reads for a page before
 * drawing it is in ./ssr/prefetch.ts, kept out of the browser's bundle.
 */
export const pageComponents: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  home: page("home", () => import("./pages/HomePage"), (m) => m.HomePage),
  obituaries: page("obituaries", () => import("./pages/ObituariesPage"), (m) => m.ObituariesPage),
  submitObituary: page("submitObituary", () => import("./pages/SubmitObituaryPage"), (m) => m.SubmitObituaryPage),
  creativeSubmit: page("creativeSubmit", () => import("./pages/CreativeSubmitPage"), (m) => m.CreativeSubmitPage),
  obituary: page("obituary", () => import("./pages/ObituaryPage"), (m) => m.ObituaryPage),
  bookConsultation: page("bookConsultation", () => import("./pages/BookConsultationPage"), (m) => m.BookConsultationPage),
  griefSupport: page("griefSupport", () => import("./pages/GriefSupportPage"), (m) => m.GriefSupportPage),
  moreGriefResources: page("moreGriefResources", () => import("./pages/MoreGriefResourcesPage"), (m) => m.MoreGriefResourcesPage),
  pricing: page("pricing", () => import("./pages/PricingPage"), (m) => m.PricingPage),
  privacy: page("privacy", () => import("./pages/PrivacyPage"), (m) => m.PrivacyPage),
  terms: page("terms", () => import("./pages/TermsPage"), (m) => m.TermsPage),
  planAhead: page("planAhead", () => import("./pages/PlanAheadPage"), (m) => m.PlanAheadPage),
  familyPage: page("familyPage", () => import("./pages/FamilyPagePage"), (m) => m.FamilyPagePage),
  notFound: page("notFound", () => import("./pages/NotFoundPage"), (m) => m.NotFoundPage),
};
