import { OWNER_ONLY_ADMIN_PAGES, staffPageEntries, staffPages } from "@fh/validators/site";
import { describe, expect, it } from "vitest";
import { staffNav } from "../src/lib/staff-nav";

describe("the staff nav", () => {
  const tabbed = staffPageEntries.filter(([, page]) => page.nav).map(([key]) => key);

  it("shows an owner every page with a tab, in the table's order", () => {
    expect(staffNav("owner").map((item) => item.key)).toEqual(tabbed);
  });

  it("hides from staff exactly the pages flagged owner-only", () => {
    const staffKeys = staffNav("staff").map((item) => item.key);
    const hidden = tabbed.filter((key) => !staffKeys.includes(key));
    expect(hidden).toEqual(tabbed.filter((key) => staffPages[key].ownerOnly));
    expect(hidden).toEqual(["prices", "notifications", "staffAccounts", "audit", "system"]);
    expect(OWNER_ONLY_ADMIN_PAGES).toEqual(["prices", "notifications", "staffAccounts", "audit", "system"]);
  });

  it("links each tab to its page with its label", () => {
    expect(staffNav("owner")[0]).toEqual({ key: "dashboard", to: "/admin", label: "Obituaries", end: true });
    expect(staffNav("owner").find((item) => item.key === "audit")).toEqual({ key: "audit", to: "/admin/audit", label: "Audit Trail", end: false });
  });
});
