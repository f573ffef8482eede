import { staffPages } from "@fh/validators/site";
import { AdminShell } from "../components/AdminShell";
import { useStaffTitle } from "../lib/titles";

/** {{path}}: its address, tab title and nav tab are its entry in the page table (@fh/validators staffPages). */
export default function {{component}}() {
  useStaffTitle("{{key}}");
  return (
    <AdminShell title={staffPages.{{key}}.title}>
      <section className="max-w-xl rounded-lg border border-line bg-white p-6">
        <p className="text-ink-soft">{{{introJson}}}</p>
      </section>
    </AdminShell>
  );
}
