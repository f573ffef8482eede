import { Button, Field, inputClass } from "@fh/ui";
import { staffPages } from "@fh/validators/site";
import { useState } from "react";
import { AdminShell } from "../components/AdminShell";
import { EmptyState, LoadError, Loading } from "../components/bits";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";
import { auditActionLabel, auditFieldsText, auditKindLabel, auditTargetText } from "../lib/audit-labels";
import { formatStamp } from "../lib/format";

const PAGE_SIZE = 25;

/** /admin/audit: who did what, when and from where; newest first; owners only. Read-only. */
export default function AuditPage() {
  useStaffTitle("audit");
  const [filters, setFilters] = useState<{ actorId: string; kind: string; from: string; to: string }>({ actorId: "", kind: "", from: "", to: "" });
  const [page, setPage] = useState(1);
  const options = trpc.admin.audit.filters.useQuery();
  const search = trpc.admin.audit.search.useQuery({
    page,
    limit: PAGE_SIZE,
    actorId: filters.actorId ? Number(filters.actorId) : undefined,
    kind: filters.kind || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const set = (key: keyof typeof filters) => (value: string) => {
    setFilters((old) => ({ ...old, [key]: value }));
    setPage(1);
  };
  const badDates = filters.from && filters.to && filters.from > filters.to;

  return (
    <AdminShell title={staffPages.audit.title}>
      <p className="mb-4 max-w-3xl text-ink-soft">
        Every change made in the back office, every sign-in and every failed sign-in, newest first. Entries cannot be edited or deleted.
      </p>
      <form className="mb-4 grid gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <Field label="Person">
          <select className={inputClass} value={filters.actorId} onChange={(e) => set("actorId")(e.target.value)}>
            <option value="">Everyone</option>
            {options.data?.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.displayName ? `${p.displayName} (${p.username})` : p.username}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Kind">
          <select className={inputClass} value={filters.kind} onChange={(e) => set("kind")(e.target.value)}>
            <option value="">All kinds</option>
            {options.data?.kinds.map((k) => (
              <option key={k} value={k}>
                {auditKindLabel(k)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="From" error={badDates ? "From must not be after To" : undefined}>
          <input type="date" className={inputClass} value={filters.from} onChange={(e) => set("from")(e.target.value)} />
        </Field>
        <Field label="To">
          <input type="date" className={inputClass} value={filters.to} onChange={(e) => set("to")(e.target.value)} />
        </Field>
      </form>

      {search.isPending ? <Loading label="Loading the audit trail..." /> : null}
      {search.isError && !badDates ? <LoadError what="the audit trail" onRetry={() => void search.refetch()} /> : null}
      {search.data && search.data.items.length === 0 ? <EmptyState title="Nothing Recorded">No entries match these filters.</EmptyState> : null}
      {search.data && search.data.items.length > 0 ? (
        <>
          {/* A phone gets one card per entry; the table from 640 px up. */}
          <ul className="space-y-2 sm:hidden" aria-label="Audit trail, newest first">
            {search.data.items.map((row) => (
              <li key={row.id} data-testid="audit-card" className="rounded-lg border border-line bg-white p-3 text-sm">
                <p className="font-medium text-ink">
                  <span className="text-ink-soft">{auditKindLabel(row.kind)}:</span> {auditActionLabel(row.action)}
                </p>
                {row.fields && row.fields.length > 0 ? <p className="text-xs text-ink-soft">{auditFieldsText(row.fields)}</p> : null}
                <p className="text-ink-soft">
                  {row.actorUsername ?? "—"} · {formatStamp(row.at)} · {row.ip ?? "—"}
                </p>
                {row.target ? <p className="text-ink-soft">{auditTargetText(row.target)}</p> : null}
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-lg border border-line bg-white sm:block">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Audit trail, newest first</caption>
              <thead className="border-b border-line bg-cream text-ink-soft">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">When</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Who</th>
                  <th scope="col" className="px-3 py-2 font-semibold">What</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Record</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Address</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {search.data.items.map((row) => (
                  <tr key={row.id} data-testid="audit-row">
                    <td className="whitespace-nowrap px-3 py-2">{formatStamp(row.at)}</td>
                    <td className="px-3 py-2">{row.actorUsername ?? "—"}</td>
                    <td className="px-3 py-2">
                      <span className="text-ink-soft">{auditKindLabel(row.kind)}:</span> {auditActionLabel(row.action)}
                      {row.fields && row.fields.length > 0 ? <span className="block text-xs text-ink-soft">{auditFieldsText(row.fields)}</span> : null}
                    </td>
                    <td className="px-3 py-2 text-ink-soft">
                      {auditTargetText(row.target)}
                    </td>
                    <td className="px-3 py-2 text-ink-soft">{row.ip ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Audit trail pages" className="mt-3 flex items-center justify-between gap-2">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Newer
            </Button>
            <span className="text-sm text-ink-soft">
              Page {search.data.page} of {search.data.pageCount} · {search.data.total} entries
            </span>
            <Button variant="secondary" size="sm" disabled={page >= search.data.pageCount} onClick={() => setPage((p) => p + 1)}>
              Older
            </Button>
          </nav>
        </>
      ) : null}
    </AdminShell>
  );
}
