import type { PageKey } from "@fh/validators/site";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A page loaded on first visit (one chunk per route), from a module's named
 * export. Hydrating server HTML waits for the chunk without redrawing, and the
 * server preloads it: the page's `module` in the page table must name the
 * same file.
 */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

/**
 * The component of each page of the page table (@fh/validators routes.ts:
 * path, head, module). A Record over every key, so a page added there and
 * left out here does not compile. What the server reads for a page before
 * drawing it is in ./ssr/prefetch.ts, kept out of the browser's bundle.
 */
export const pageComponents: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  home: page(() => import("./pages/HomePage"), (m) => m.HomePage),
  obituaries: page(() => import("./pages/ObituariesPage"), (m) => m.ObituariesPage),
  submitObituary: page(() => import("./pages/SubmitObituaryPage"), (m) => m.SubmitObituaryPage),
  creativeSubmit: page(() => import("./pages/CreativeSubmitPage"), (m) => m.CreativeSubmitPage),
  obituary: page(() => import("./pages/ObituaryPage"), (m) => m.ObituaryPage),
  bookConsultation: page(() => import("./pages/BookConsultationPage"), (m) => m.BookConsultationPage),
  griefSupport: page(() => import("./pages/GriefSupportPage"), (m) => m.GriefSupportPage),
  moreGriefResources: page(() => import("./pages/MoreGriefResourcesPage"), (m) => m.MoreGriefResourcesPage),
  pricing: page(() => import("./pages/PricingPage"), (m) => m.PricingPage),
  privacy: page(() => import("./pages/PrivacyPage"), (m) => m.PrivacyPage),
  terms: page(() => import("./pages/TermsPage"), (m) => m.TermsPage),
  notFound: page(() => import("./pages/NotFoundPage"), (m) => m.NotFoundPage),
};
