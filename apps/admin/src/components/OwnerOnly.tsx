import { buttonClass } from "@fh/ui";
import { adminPages, staffPages, type StaffPageKey } from "@fh/validators/site";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useStaffTitle } from "../lib/titles";
import { AdminShell } from "./AdminShell";
import { useStaffUser } from "./StaffSession";

/**
 * An owner-only page (the page table's `ownerOnly`). Staff who follow an old
 * link or type the address get a plain sentence and a way back, not the
 * owner's forms over "Failed to load" errors (the server refuses them anyway).
 */
export function OwnerOnly({ page, children }: { page: StaffPageKey; children: ReactNode }) {
  const user = useStaffUser();
  useStaffTitle(page);
  if (user.role === "owner") return <>{children}</>;
  return (
    <AdminShell title={staffPages[page].title}>
      <section data-testid="owner-only" className="max-w-xl rounded-lg border border-line bg-white p-6">
        <p className="text-lg font-medium text-ink">Only an owner can see this page</p>
        <p className="mt-2 text-ink-soft">If you need something changed here, ask an owner of the funeral home.</p>
        <Link to={adminPages.dashboard} className={buttonClass("primary", "md", "mt-5")}>
          Back to Dashboard
        </Link>
      </section>
    </AdminShell>
  );
}
