import type { adminPages } from "@fh/validators/site";
import { useEffect } from "react";

/**
 * The staff app's tab titles, in one place. The public site's rule
 * (packages/client/src/titles.ts): "{page} | {whose}", here "Events | Staff
 * Portal". A staff tab never carries the public site's name, so the two are
 * told apart in a row of tabs.
 */
export const STAFF_PORTAL = "Staff Portal";

/**
 * Each staff page's name in its title: one for every address in adminPages
 * (a new page without one does not compile) and the 404 page. /admin and
 * /admin/obituaries are the same dashboard.
 */
export const staffPageNames = {
  login: "Sign In",
  dashboard: "Obituaries",
  obituaries: "Obituaries",
  events: "Events",
  services: "Services",
  photos: "Photos",
  consultations: "Consultations",
  contactMessages: "Contact Messages",
  privacy: "Privacy",
  notFound: "404 Page Not Found",
} as const satisfies Record<keyof typeof adminPages | "notFound", string>;

export type StaffPage = keyof typeof staffPageNames;

/** "Events | Staff Portal". */
export function staffTitle(page: StaffPage): string {
  return `${staffPageNames[page]} | ${STAFF_PORTAL}`;
}

/**
 * Sets the tab title when a staff page is shown. Every page calls it, so
 * in-app navigation (a link, Back) always replaces the last page's title:
 * leaving the 404 page does not keep "404 Page Not Found".
 */
export function useStaffTitle(page: StaffPage): void {
  useEffect(() => {
    document.title = staffTitle(page);
  }, [page]);
}
