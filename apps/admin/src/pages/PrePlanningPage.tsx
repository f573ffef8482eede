import type { RouterOutputs } from "@fh/api";
import { Button, buttonClass, Dialog } from "@fh/ui";
import { STAFF_PAGE_SIZE } from "@fh/validators";
import { familyLanguageNote, formatCents, PRE_PLANNING_STATUSES, staffPages } from "@fh/validators/site";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { AdminShell } from "../components/AdminShell";
import { Badge, Detail, type Tone } from "../components/bits";
import { ConsultationCreateForm } from "../components/ConsultationCreateForm";
import { ListToolbar, SearchBox, StatusFilter } from "../components/ListControls";
import { StaffListView } from "../components/StaffListView";
import { StatusSelect, useStatusChange } from "../components/StatusSelect";
import { clearDraft } from "../lib/drafts";
import { formatDay, formatStamp, labelOf } from "../lib/format";
import { useAnsweredPage, useListParams } from "../lib/list-params";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";

type Request = RouterOutputs["admin"]["prePlanning"]["search"]["items"][number];
type Status = (typeof PRE_PLANNING_STATUSES)[number];

const tone: Record<Status, Tone> = { pending: "gold", contacted: "navy", arranged: "green", closed: "neutral" };
const options = PRE_PLANNING_STATUSES.map((s) => ({ value: s, label: labelOf(s) }));

/** The arrangements in staff's words. */
const ARRANGEMENT_LABELS: Record<string, string> = {
  "traditional-burial": "Traditional funeral with burial",
  "cremation-with-funeral": "Funeral with cremation",
  "memorial-after-cremation": "Memorial service after cremation",
  "direct-cremation": "Direct cremation",
  "immediate-burial": "Immediate burial",
  undecided: "Undecided (help me decide)",
};

const CHOICE_WORDS = { low: "low end", mid: "middle", high: "high end", later: "decide later, low end counted" } as const;

/** The consultation dialog's fields from a request: the family, and the request in the message. */
function consultationFrom(r: Request) {
  const lines = r.lines.map((l) => `- ${l.name}: ${formatCents(l.priceCents)}`).join("\n");
  const message = [
    `Pre-planning request of ${formatStamp(r.createdAt)}: ${ARRANGEMENT_LABELS[r.arrangement ?? "undecided"] ?? r.arrangement}, estimate ${formatCents(r.totalCents)}.`,
    lines,
    r.additionalNotes ? `Notes: ${r.additionalNotes}` : "",
  ]
    .filter(Boolean)
    .join("\n");
  return { firstName: r.firstName, lastName: r.lastName, email: r.email, phone: r.phone, serviceType: "pre-planning" as const, message: message.slice(0, 2000) };
}

function RequestCard({ r, busy, onStatus, onBook }: { r: Request; busy: boolean; onStatus: (s: Status) => void; onBook: () => void }) {
  const current = (PRE_PLANNING_STATUSES as readonly string[]).includes(r.status) ? (r.status as Status) : "pending";
  const name = `${r.firstName} ${r.lastName}`;
  const language = familyLanguageNote("Wrote", r.locale);
  return (
    <li className={`min-w-0 rounded-lg border bg-white p-4 wrap-anywhere ${r.isUrgent ? "border-red-600 border-l-4" : "border-line"}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-sans text-lg font-semibold text-ink">{name}</h2>
            {r.isUrgent ? (
              <Badge tone="red" testId="urgent-badge">
                Urgent: a death has occurred
              </Badge>
            ) : null}
            <Badge tone={tone[current]} testId="status-badge">
              {labelOf(current)}
            </Badge>
            <Badge tone="navy" testId="language-badge">
              {language ?? "Wrote in English"}
            </Badge>
          </div>
          <p className="text-sm text-ink-soft">
            <a className="text-navy underline" href={`mailto:${r.email}`}>
              {r.email}
            </a>
            {" · "}
            <a className="text-navy underline" href={`tel:${r.phone}`}>
              {r.phone}
            </a>
            {" · "}
            <span>{formatStamp(r.createdAt)}</span>
          </p>
        </div>
        <StatusSelect id={`pre-planning-status-${r.id}`} options={options} value={current} disabled={busy} onChange={onStatus} />
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Detail label="Arrangement">{ARRANGEMENT_LABELS[r.arrangement ?? ""] ?? "Not chosen"}</Detail>
        <Detail label="For">{r.forWhom === "self" ? "Themselves" : "Someone else"}</Detail>
        <Detail label="Contact by">
          {labelOf(r.preferredContactMethod ?? "phone")}
          {r.preferredCallTime ? `, ${r.preferredCallTime}` : ""}
        </Detail>
        <Detail label="Budget">{r.budgetRange ? labelOf(r.budgetRange) : "Not given"}</Detail>
        <Detail label="Price list">{r.priceListEffectiveDate ? `Effective ${formatDay(r.priceListEffectiveDate)}` : "Not known"}</Detail>
      </dl>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Estimate lines</caption>
        <tbody>
          {r.lines.map((l) => (
            <tr key={l.lineId} className="border-b border-line/60 align-top">
              <td className="py-1.5 pr-3">
                {l.name}
                {l.choice ? <span className="text-ink-soft"> ({CHOICE_WORDS[l.choice]})</span> : null}
              </td>
              <td className="py-1.5 text-right tabular-nums">{formatCents(l.priceCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1.5 text-left">
              Estimate total
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums" data-testid="estimate-total">
              {formatCents(r.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
      {r.additionalNotes ? <p className="mt-3 whitespace-pre-line rounded-md bg-cream px-3 py-2 text-ink">{r.additionalNotes}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onBook}>
          Book a consultation
        </Button>
        <a className={buttonClass("secondary", "sm")} href={`tel:${r.phone}`}>
          Call {r.phone}
        </a>
        <a className={buttonClass("secondary", "sm")} href={`mailto:${r.email}?subject=${encodeURIComponent("Your pre-planning request")}`}>
          Reply by Email
        </a>
      </div>
    </li>
  );
}

/**
 * /admin/pre-planning: the requests families sent from /plan-ahead, urgent
 * ones (a death has occurred) on top, then newest; each with its estimate as
 * priced when it was sent, the family's contact details and language, a
 * status (any to any, each change in the audit trail), and "Book a
 * consultation", which opens the consultation dialog filled in.
 */
export default function PrePlanningPage() {
  useStaffTitle("prePlanning");
  const utils = trpc.useUtils();
  const params = useListParams();
  const q = params.text("q");
  const filter = params.oneOf("status", PRE_PLANNING_STATUSES);
  const counts = trpc.admin.prePlanning.counts.useQuery();
  const list = trpc.admin.prePlanning.search.useQuery({ q: q || undefined, status: filter || undefined, page: params.page(), limit: STAFF_PAGE_SIZE }, { placeholderData: keepPreviousData });
  useAnsweredPage("page", list.isPlaceholderData ? undefined : list.data?.page);
  const status = useStatusChange(trpc.admin.prePlanning.setStatus.useMutation(), () => {
    void utils.admin.prePlanning.invalidate();
  });
  const [booking, setBooking] = useState<Request | null>(null);
  const draftKey = booking ? `consultation-from-pre-planning-${booking.id}` : "";

  const c = counts.data;
  const everything = c ? c.pending + c.contacted + c.arranged + c.closed : null;

  return (
    <AdminShell title={staffPages.prePlanning.title}>
      {everything !== null ? (
        <p className="mb-3 text-sm text-ink-soft" data-testid="pre-planning-totals">
          {everything} request{everything === 1 ? "" : "s"}, {c?.pending ?? 0} pending
        </p>
      ) : null}
      <ListToolbar>
        <SearchBox label="Search requests" value={q} onSearch={(next) => params.set({ q: next, page: null })} />
        <StatusFilter value={filter} options={options} onChange={(next) => params.set({ status: next, page: null })} />
      </ListToolbar>
      <StaffListView
        query={list}
        texts={{
          loading: "Loading pre-planning requests...",
          loadError: "pre-planning requests",
          empty: { title: "No Pre-planning Requests", text: "Requests families send from the website's Plan Ahead page will appear here." },
          noMatch: { title: "No requests match", showAll: "Show all requests" },
          pager: "Requests",
        }}
        filtered={Boolean(q || filter)}
        nothingAtAll={everything === 0}
        onShowAll={() => params.set({ q: null, status: null, page: null })}
        onPage={(next) => params.set({ page: next })}
        renderItem={(r) => <RequestCard r={r} busy={status.busyId === r.id} onStatus={(s) => status.change(r.id, s, `${r.firstName} ${r.lastName}`)} onBook={() => setBooking(r)} />}
      />
      <Dialog
        open={booking !== null}
        onOpenChange={(open) => {
          if (open || !booking) return;
          clearDraft(draftKey);
          setBooking(null);
        }}
        title="Create New Consultation"
        description="Filled in from the pre-planning request; it is created as confirmed."
        className="max-w-2xl"
      >
        {booking ? <ConsultationCreateForm key={booking.id} draftKey={draftKey} initial={consultationFrom(booking)} onDone={() => setBooking(null)} /> : null}
      </Dialog>
    </AdminShell>
  );
}
