import { Button, ConfirmDialog, Dialog, Field, Select, toast } from "@fh/ui";
import {
  CONSULTATION_SERVICE_TYPES,
  CONSULTATION_STATUSES,
  consultationCreateInput,
  type AdminConsultation,
} from "@fh/validators";
import { useState, type FormEvent } from "react";
import { AdminShell } from "../components/AdminShell";
import { Badge, Detail, DraftNotice, EmptyState, LoadError, Loading, type Tone } from "../components/bits";
import { DialogActions, FormError, TextArea, TextInput } from "../components/FormBits";
import { ServiceIcon } from "../components/ServiceIcon";
import { clearDraft, useDraftForm } from "../lib/drafts";
import { formatShortDate, formatStamp, fromTimeInput, labelOf } from "../lib/format";
import { errorText, isUnauthorized, trpc } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";

type Status = (typeof CONSULTATION_STATUSES)[number];
type ServiceType = (typeof CONSULTATION_SERVICE_TYPES)[number];

const statusTone: Record<AdminConsultation["status"], Tone> = {
  scheduled: "gold",
  pending: "gold",
  confirmed: "navy",
  completed: "green",
  cancelled: "red",
};

const statusOptions = CONSULTATION_STATUSES.map((s) => ({ value: s, label: labelOf(s) }));
const serviceTypeOptions = CONSULTATION_SERVICE_TYPES.map((s) => ({ value: s, label: labelOf(s) }));

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  appointmentDate: string;
  preferredTime: string;
  serviceType: ServiceType;
  message: string;
}

const DRAFT_KEY = "consultation-new";

function CreateForm({ onDone }: { onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useDraftForm<Values>(DRAFT_KEY, () => ({
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    appointmentDate: "",
    preferredTime: "",
    serviceType: "funeral",
    message: "",
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = trpc.admin.consultations.create.useMutation();
  const v = form.values;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(consultationCreateInput, {
      ...v,
      preferredTime: v.preferredTime ? fromTimeInput(v.preferredTime) : "",
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: () => {
        form.discard();
        void utils.admin.consultations.list.invalidate();
        toast({
          title: "Consultation Created",
          description: `Confirmed for ${checked.data.firstName} ${checked.data.lastName}.`,
          variant: "success",
        });
        onDone();
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const text = errorText(error, "Failed to create consultation");
        setErrors({ form: text });
        toast({ title: "Failed to create consultation", description: text, variant: "destructive" });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DraftNotice show={form.restored} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label="First Name" required value={v.firstName} onChange={(x) => form.set("firstName", x)} error={errors.firstName} />
        <TextInput label="Last Name" required value={v.lastName} onChange={(x) => form.set("lastName", x)} error={errors.lastName} />
        <TextInput label="Email" required type="email" value={v.email} onChange={(x) => form.set("email", x)} error={errors.email} />
        <TextInput label="Phone" required type="tel" value={v.phone} onChange={(x) => form.set("phone", x)} error={errors.phone} />
        <TextInput
          label="Date"
          required
          type="date"
          value={v.appointmentDate}
          onChange={(x) => form.set("appointmentDate", x)}
          error={errors.appointmentDate}
        />
        <TextInput
          label="Time"
          required
          type="time"
          value={v.preferredTime}
          onChange={(x) => form.set("preferredTime", x)}
          error={errors.preferredTime}
        />
      </div>
      <Field label="Service Type" error={errors.serviceType}>
        <Select options={serviceTypeOptions} value={v.serviceType} onChange={(e) => form.set("serviceType", e.target.value as ServiceType)} />
      </Field>
      <TextArea label="Message" value={v.message} onChange={(x) => form.set("message", x)} error={errors.message} />
      <FormError errors={errors} />
      <DialogActions
        pending={create.isPending}
        submitLabel="Create Consultation"
        pendingLabel="Creating..."
        onCancel={() => {
          form.discard();
          onDone();
        }}
      />
    </form>
  );
}

function ConsultationCard({
  c,
  onStatus,
  onDelete,
  busy,
}: {
  c: AdminConsultation;
  onStatus: (s: Status) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const name = `${c.firstName} ${c.lastName}`;
  const type = c.serviceType ?? c.serviceInterest;
  const time = c.appointmentTime ?? c.preferredTime;
  const message = c.message ?? c.additionalNotes;
  const selectId = `status-${c.id}`;
  return (
    <li className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-start gap-3">
        <ServiceIcon type={type} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold">{name}</h3>
            <Badge tone={statusTone[c.status]} testId="status-badge">{labelOf(c.status)}</Badge>
            {c.source === "booking" ? <Badge tone="sage">Booked online</Badge> : null}
          </div>
          <p className="text-sm text-ink-soft">{labelOf(type) || "Consultation"}</p>
        </div>
        <div className="flex items-end gap-2">
          <div>
            <label htmlFor={selectId} className="block text-xs font-semibold text-muted">
              Status
            </label>
            <Select
              id={selectId}
              className="min-h-9 py-1 text-sm"
              options={c.status === "scheduled" ? [{ value: "scheduled", label: "Scheduled" }, ...statusOptions] : statusOptions}
              value={c.status}
              disabled={busy}
              onChange={(e) => onStatus(e.target.value as Status)}
            />
          </div>
          <Button size="sm" variant="danger" onClick={onDelete} disabled={busy}>
            Delete
          </Button>
        </div>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Date">{formatShortDate(c.appointmentDate)}</Detail>
        <Detail label="Time">{time ?? "N/A"}</Detail>
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
            <Detail label="Consultation Type">{labelOf(c.consultationType) || "N/A"}</Detail>
            <Detail label="Service Interest">{labelOf(c.serviceInterest) || "N/A"}</Detail>
            {c.budgetRange ? <Detail label="Budget">{labelOf(c.budgetRange)}</Detail> : null}
          </>
        ) : null}
      </dl>
      {message ? <p className="mt-3 whitespace-pre-line rounded-md bg-cream px-3 py-2 text-sm text-ink">{message}</p> : null}
      <p className="mt-2 text-xs text-muted">Requested on {formatStamp(c.createdAt)}</p>
    </li>
  );
}

/** /admin/consultations (SPEC §2): staff-created consultations and booking-page appointments together. */
export default function ConsultationsPage() {
  const utils = trpc.useUtils();
  const list = trpc.admin.consultations.list.useQuery();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminConsultation | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const setStatus = trpc.admin.consultations.setStatus.useMutation();
  const remove = trpc.admin.consultations.delete.useMutation();

  const all: AdminConsultation[] = list.data ?? [];
  const count = (s: AdminConsultation["status"][]) => all.filter((c) => s.includes(c.status)).length;
  const scheduled = count(["scheduled"]);

  const changeStatus = (c: AdminConsultation, status: Status) => {
    setBusyId(c.id);
    setStatus.mutate(
      { id: c.id, status },
      {
        onSuccess: () =>
          toast({
            title: "Status Updated",
            description: `${c.firstName} ${c.lastName}: ${labelOf(status)}.`,
            variant: "success",
          }),
        onError: (error) => {
          if (isUnauthorized(error)) return;
          toast({ title: "Failed to update status", description: errorText(error, "Failed to update status"), variant: "destructive" });
        },
        onSettled: () => {
          setBusyId(null);
          void utils.admin.consultations.list.invalidate();
        },
      },
    );
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          toast({ title: "Consultation Deleted", description: `${deleting.firstName} ${deleting.lastName}'s consultation was deleted.`, variant: "success" });
          setDeleting(null);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          toast({ title: "Failed to delete consultation", description: errorText(error, "Failed to delete consultation"), variant: "destructive" });
        },
        onSettled: () => void utils.admin.consultations.list.invalidate(),
      },
    );
  };

  const cards: { label: string; value: number; note?: string }[] = [
    { label: "Pending", value: count(["pending", "scheduled"]), note: scheduled ? `${scheduled} booked online, not yet confirmed` : undefined },
    { label: "Confirmed", value: count(["confirmed"]) },
    { label: "Completed", value: count(["completed"]) },
    { label: "Cancelled", value: count(["cancelled"]) },
  ];

  return (
    <AdminShell title="Consultations" actions={<Button onClick={() => setCreating(true)}>Create New Consultation</Button>}>
      <ul className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Consultations by status">
        {cards.map((card) => (
          <li key={card.label} className="rounded-lg border border-line bg-white p-4">
            <p className="text-sm font-semibold text-muted">{card.label}</p>
            <p className="text-3xl font-semibold text-navy-dark">{list.data ? card.value : "–"}</p>
            {card.note ? <p className="text-xs text-muted">{card.note}</p> : null}
          </li>
        ))}
      </ul>

      {list.isPending ? (
        <Loading label="Loading consultations..." />
      ) : list.isError ? (
        <LoadError what="consultations" onRetry={() => void list.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title="No consultation requests yet." />
      ) : (
        <ul className="space-y-3">
          {all.map((c) => (
            <ConsultationCard
              key={c.id}
              c={c}
              busy={busyId === c.id}
              onStatus={(s) => changeStatus(c, s)}
              onDelete={() => setDeleting(c)}
            />
          ))}
        </ul>
      )}

      <Dialog
        open={creating}
        onOpenChange={(open) => {
          if (open) return;
          clearDraft(DRAFT_KEY);
          setCreating(false);
        }}
        title="Create New Consultation"
        description="It is created as confirmed."
        className="max-w-2xl"
      >
        {creating ? <CreateForm onDone={() => setCreating(false)} /> : null}
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
