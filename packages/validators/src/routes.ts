/**
 * The public site's pages (SPEC §2). The web app's router and the server share
 * this list: the server answers 404 for any other path (the app then shows
 * its '404 Page Not Found' page) and lists these pages in the sitemap.
 */
export const publicPages = {
  home: "/",
  obituaries: "/obituaries",
  submitObituary: "/obituaries/submit",
  creativeSubmit: "/obituaries/creative-submit",
  bookConsultation: "/book-consultation",
  griefSupport: "/grief-support",
  moreGriefResources: "/more-grief-resources",
  privacy: "/privacy",
  terms: "/terms",
} as const;

/** /obituaries/{id}, with a positive integer id. */
export const obituaryPagePattern = /^\/obituaries\/([1-9]\d{0,9})$/;

export function obituaryPath(id: number): string {
  return `/obituaries/${id}`;
}

export function isKnownPublicPage(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (Object.values(publicPages) as string[]).includes(clean) || obituaryPagePattern.test(clean);
}

/** The staff app's pages, all under /admin. */
export const adminPages = {
  login: "/admin/login",
  dashboard: "/admin",
  obituaries: "/admin/obituaries",
  events: "/admin/events",
  services: "/admin/services",
  photos: "/admin/photos",
  consultations: "/admin/consultations",
  contactMessages: "/admin/contact-messages",
} as const;
