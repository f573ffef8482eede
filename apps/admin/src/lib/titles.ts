import { staffTitle, type AdminPageKey } from "@fh/validators/site";
import { useEffect } from "react";

/** A staff page, as the page table names it (@fh/validators routes.ts: adminPages and staffPageNames). */
export type StaffPage = AdminPageKey;

/**
 * Sets the tab title when a staff page is shown. The server already wrote it
 * into the page it sent; every page calls this, so in-app navigation (a
 * link, Back) always replaces the last page's title: leaving the 404 page
 * does not keep "404 Page Not Found".
 */
export function useStaffTitle(page: StaffPage): void {
  useEffect(() => {
    document.title = staffTitle(page);
  }, [page]);
}
