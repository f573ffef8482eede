import { adminPages, staffPageEntries, type StaffPageKey } from "@fh/validators/site";

export interface StaffNavItem {
  key: StaffPageKey;
  to: string;
  label: string;
  /** The dashboard's tab is current on /admin only, not on every address under it. */
  end: boolean;
}

/**
 * The staff nav's tabs for a role, read from the page table: pages with a
 * tab, less the owner-only ones for anyone but an owner.
 */
export function staffNav(role: "owner" | "staff"): StaffNavItem[] {
  return staffPageEntries.flatMap(([key, page]) =>
    page.nav && (!page.ownerOnly || role === "owner") ? [{ key, to: page.path, label: page.nav, end: page.path === adminPages.dashboard }] : [],
  );
}
