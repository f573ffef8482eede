import type { RouterOutputs } from "@fh/api";
import { Button, ConfirmDialog, Dialog, toast } from "@fh/ui";
import { CONSULTATION_STATUSES, STAFF_PAGE_SIZE } from "@fh/validators";
import { familyLanguageNote, staffPages, STORED_CONSULTATION_STATUSES } from "@fh/validators/site";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { AdminShell } from "../components/AdminShell";
import { CONSULTATION_DRAFT_KEY, ConsultationCreateForm } from "../components/ConsultationCreateForm";
import { Badge, Detail, type Tone } from "../components/bits";
import { ListToolbar, SearchBox, StatusFilter } from "../components/ListControls";
import { ServiceIcon } from "../components/ServiceIcon";
import { StaffListView } from "../components/StaffListView";
import { StatusSelect, useStatusChange } from "../components/StatusSelect";
import { clearDraft } from "../lib/drafts";
import { toastFailure } from "../lib/failure";
import { formatDay, formatStamp, labelOf, NOT_AVAILABLE } from "../lib/format";
import { useAnsweredPage, useListParams } from "../lib/list-params";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";

type Consultation = RouterOutputs["admin"]["consultations"]["search"]["items"][number];
type Status = (typeof CONSULTATION_STATUSES)[number];

const statusTone: Record<Consultation["status"], Tone> = {
  scheduled: "gold",
  pending: "gold",
  confirmed: "navy",
  completed: "green",
  cancelled: "red",
};

const statusOptions = CONSULTATION_STATUSES.map((s) => ({ value: s, label: labelOf(s) }));
/** The list's filter: every stored status, the booking page's "scheduled" named for what it means. */
const filterOptions = STORED_CONSULTATION_STATUSES.map((s) => ({ value: s, label: s === "scheduled" ? "Booked online (not yet confirmed)" : labelOf(s) }));


function ConsultationCard({
  c,
  onStatus,
  onDelete,
  busy,
}: {
  c: Consultation;
  onStatus: (s: Status) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const name = `${c.firstName} ${c.lastName}`;
  const type = c.serviceType ?? c.serviceInterest;
  const time = c.appointmentTime ?? c.preferredTime;
  const message = c.message ?? c.additionalNotes;
  // Worth knowing before calling the family back; their confirmation email already followed it.
  const language = familyLanguageNote("Booked", c.locale);
  return (
    <li className="min-w-0 rounded-lg border border-line bg-white p-4 wrap-anywhere">
      <div className="flex flex-wrap items-start gap-3">
        <ServiceIcon type={type} />
        {/* The name keeps a readable width; on a phone the status and Delete wrap to their own row. */}
        <div className="min-w-48 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold">{name}</h3>
            <Badge tone={statusTone[c.status]} testId="status-badge">{labelOf(c.status)}</Badge>
            {c.source === "booking" ? <Badge tone="sage">Booked online</Badge> : null}
            {language ? <Badge tone="navy" testId="language-badge">{language}</Badge> : null}
          </div>
          <p className="text-sm text-ink-soft">{labelOf(type) || "Consultation"}</p>
        </div>
        <div className="flex w-full items-end gap-2 sm:w-auto">
          <StatusSelect
            id={`status-${c.id}`}
            options={c.status === "scheduled" ? [{ value: "scheduled", label: "Scheduled" }, ...statusOptions] : statusOptions}
            value={c.status}
            disabled={busy}
            onChange={(s) => s !== "scheduled" && onStatus(s)}
          />
          <Button size="sm" variant="danger" onClick={onDelete} disabled={busy}>
            Delete
          </Button>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Detail label="Date">{formatDay(c.appointmentDate)}</Detail>
        <Detail label="Time">{time ?? NOT_AVAILABLE}</Detail>
        <Detail label="Phone">
          <a className="text-navy underline" href={`tel:${c.phone}`}>
            {c.phone}
          </a>
        </Detail>
        <Detail label="Email">
          <a className="text-navy underline" href={`mailto:${c.email}`}>
            {c.email}
          </a>
        </Detail>
        {c.source === "booking" ? (
          <>
            <Detail label="Consultation Type">{labelOf(c.consultationType) || NOT_AVAILABLE}</Detail>
            <Detail label="Service Interest">{labelOf(c.serviceInterest) || NOT_AVAILABLE}</Detail>
            {c.budgetRange ? <Detail label="Budget">{labelOf(c.budgetRange)}</Detail> : null}
          </>
        ) : null}
      </dl>
      {message ? <p className="mt-3 whitespace-pre-line rounded-md bg-cream px-3 py-2 text-sm text-ink">{message}</p> : null}
      <p className="mt-2 text-xs text-muted">Requested on {formatStamp(c.createdAt)}</p>
    </li>
  );
}

/**
 * /admin/consultations (SPEC §2): staff-created consultations and
 * booking-page appointments together, a page at a time, searched by name,
 * email or phone and filtered by status. The count cards are exact totals,
 * whatever page or search is shown.
 */
export default function ConsultationsPage() {
  useStaffTitle("consultations");
  const utils = trpc.useUtils();
  const params = useListParams();
  const q = params.text("q");
  const status = params.oneOf("status", STORED_CONSULTATION_STATUSES);
  const page = params.page();
  const counts = trpc.admin.consultations.counts.useQuery();
  const list = trpc.admin.consultations.search.useQuery(
    { q: q || undefined, status: status || undefined, page, limit: STAFF_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  useAnsweredPage("page", list.isPlaceholderData ? undefined : list.data?.page);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Consultation | null>(null);
  const refresh = () => void utils.admin.consultations.invalidate();
  const statusChange = useStatusChange(trpc.admin.consultations.setStatus.useMutation(), refresh);
  const remove = trpc.admin.consultations.delete.useMutation();

  const c = counts.data;
  const scheduled = c?.scheduled ?? 0;
  const everything = c ? Object.values(c).reduce((a, b) => a + b, 0) : null;
  const filtered = Boolean(q || status);

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          toast({ title: "Consultation Deleted", description: `${deleting.firstName} ${deleting.lastName}'s consultation was deleted.`, variant: "success" });
          setDeleting(null);
        },
        onError: (error) => void toastFailure(error, "Failed to delete consultation"),
        onSettled: refresh,
      },
    );
  };

  const cards: { label: string; value: number | undefined; note?: string }[] = [
    { label: "Pending", value: c && c.pending + c.scheduled, note: scheduled ? `${scheduled} booked online, not yet confirmed` : undefined },
    { label: "Confirmed", value: c?.confirmed },
    { label: "Completed", value: c?.completed },
    { label: "Cancelled", value: c?.cancelled },
  ];

  return (
    <AdminShell title={staffPages.consultations.title} actions={<Button onClick={() => setCreating(true)}>Create New Consultation</Button>}>
      <ul className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Consultations by status">
        {cards.map((card) => (
          <li key={card.label} className="rounded-lg border border-line bg-white p-4">
            <p className="text-sm font-semibold text-muted">{card.label}</p>
            <p className="text-3xl font-semibold text-navy-dark">{card.value ?? "–"}</p>
            {card.note ? <p className="text-xs text-muted">{card.note}</p> : null}
          </li>
        ))}
      </ul>

      <ListToolbar>
        <SearchBox label="Search consultations" value={q} onSearch={(next) => params.set({ q: next, page: null })} />
        <StatusFilter value={status} options={filterOptions} onChange={(next) => params.set({ status: next, page: null })} />
      </ListToolbar>

      <StaffListView
        query={list}
        texts={{
          loading: "Loading consultations...",
          loadError: "consultations",
          empty: { title: "No consultation requests yet." },
          noMatch: { title: "No consultations match", showAll: "Show all consultations" },
          pager: "Consultations",
        }}
        filtered={filtered}
        nothingAtAll={everything === 0}
        onShowAll={() => params.set({ q: null, status: null, page: null })}
        onPage={(next) => params.set({ page: next })}
        renderItem={(item) => (
          <ConsultationCard
            c={item}
            busy={statusChange.busyId === item.id}
            onStatus={(s) => statusChange.change(item.id, s, `${item.firstName} ${item.lastName}`)}
            onDelete={() => setDeleting(item)}
          />
        )}
      />

      <Dialog
        open={creating}
        onOpenChange={(open) => {
          if (open) return;
          clearDraft(CONSULTATION_DRAFT_KEY);
          setCreating(false);
        }}
        title="Create New Consultation"
        description="It is created as confirmed."
        className="max-w-2xl"
      >
        {creating ? <ConsultationCreateForm onDone={() => setCreating(false)} /> : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Consultation"
        message="Are you sure you want to delete this consultation? This action cannot be undone."
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </AdminShell>
  );
}
