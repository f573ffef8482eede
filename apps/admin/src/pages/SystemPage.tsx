import { staffPages } from "@fh/validators/site";
import { AdminShell } from "../components/AdminShell";
import { useStaffTitle } from "../lib/titles";

/** /admin/system: its address, tab title and nav tab are its entry in the page table (@fh/validators staffPages). */
export default function SystemPage() {
  useStaffTitle("system");
  return (
    <AdminShell title={staffPages.system.title}>
      <section className="max-w-xl rounded-lg border border-line bg-white p-6">
        <p className="text-ink-soft">{"Backups of the whole site and the funeral home's own export."}</p>
      </section>
    </AdminShell>
  );
}
