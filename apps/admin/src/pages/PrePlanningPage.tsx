import { staffPages } from "@fh/validators/site";
import { AdminShell } from "../components/AdminShell";
import { useStaffTitle } from "../lib/titles";

/** /admin/pre-planning: its address, tab title and nav tab are its entry in the page table (@fh/validators staffPages). */
export default function PrePlanningPage() {
  useStaffTitle("prePlanning");
  return (
    <AdminShell title={staffPages.prePlanning.title}>
      <section className="max-w-xl rounded-lg border border-line bg-white p-6">
        <p className="text-ink-soft">{"Pre-planning: this page has no content yet."}</p>
      </section>
    </AdminShell>
  );
}
