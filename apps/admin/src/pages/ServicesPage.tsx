import { Button, ConfirmDialog, Dialog, Field, Select, toast } from "@fh/ui";
import { SERVICE_TYPES, serviceCreateInput } from "@fh/validators";
import { useState, type FormEvent } from "react";
import { AdminShell } from "../components/AdminShell";
import { AnnouncementCard } from "../components/AnnouncementCard";
import { DraftNotice, EmptyState, LoadError, Loading } from "../components/bits";
import { Checkbox, DialogActions, FormError, TextArea, TextInput } from "../components/FormBits";
import { clearDraft, useDraftForm } from "../lib/drafts";
import { fromTimeInput, labelOf, toTimeInput } from "../lib/format";
import { errorText, isUnauthorized, trpc, type RouterOutputs } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";

type ServiceRow = RouterOutputs["admin"]["services"]["list"][number];
type ServiceType = (typeof SERVICE_TYPES)[number];

interface Values {
  title: string;
  deceasedName: string;
  description: string;
  serviceDate: string;
  serviceTime: string;
  location: string;
  serviceType: ServiceType;
  isPublic: boolean;
}

const typeOptions = SERVICE_TYPES.map((t) => ({ value: t, label: labelOf(t) }));
const draftKey = (service: ServiceRow | null) => (service ? `service-edit-${service.id}` : "service-new");

function ServiceForm({ service, onDone }: { service: ServiceRow | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useDraftForm<Values>(draftKey(service), () => ({
    title: service?.title ?? "",
    deceasedName: service?.deceasedName ?? "",
    description: service?.description ?? "",
    serviceDate: service?.serviceDate ?? "",
    serviceTime: toTimeInput(service?.serviceTime),
    location: service?.location ?? "",
    serviceType: service?.serviceType ?? "funeral",
    isPublic: service?.isPublic ?? true,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = trpc.admin.services.create.useMutation();
  const update = trpc.admin.services.update.useMutation();
  const pending = create.isPending || update.isPending;
  const v = form.values;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(serviceCreateInput, { ...v, serviceTime: v.serviceTime ? fromTimeInput(v.serviceTime) : "" });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: () => {
        form.discard();
        void utils.admin.services.list.invalidate();
        toast({
          title: service ? "Service Updated" : "Service Created",
          description: `${checked.data.title} has been ${service ? "updated" : "created"}.`,
          variant: "success",
        });
        onDone();
      },
      onError: (error: unknown) => {
        if (isUnauthorized(error)) return;
        const text = errorText(error, service ? "Failed to update service" : "Failed to create service");
        setErrors({ form: text });
        toast({ title: service ? "Failed to update service" : "Failed to create service", description: text, variant: "destructive" });
      },
    };
    if (service) update.mutate({ id: service.id, ...checked.data }, handlers);
    else create.mutate(checked.data, handlers);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DraftNotice show={form.restored} />
      <TextInput label="Title" required value={v.title} onChange={(x) => form.set("title", x)} error={errors.title} />
      <TextInput
        label="Deceased Name"
        required
        value={v.deceasedName}
        onChange={(x) => form.set("deceasedName", x)}
        error={errors.deceasedName}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label="Date" required type="date" value={v.serviceDate} onChange={(x) => form.set("serviceDate", x)} error={errors.serviceDate} />
        <TextInput label="Time" required type="time" value={v.serviceTime} onChange={(x) => form.set("serviceTime", x)} error={errors.serviceTime} />
        <TextInput label="Location" value={v.location} onChange={(x) => form.set("location", x)} error={errors.location} />
        <Field label="Service Type" error={errors.serviceType}>
          <Select options={typeOptions} value={v.serviceType} onChange={(e) => form.set("serviceType", e.target.value as ServiceType)} />
        </Field>
      </div>
      <TextArea label="Description" value={v.description} onChange={(x) => form.set("description", x)} error={errors.description} />
      <Checkbox
        label="Public"
        hint="Shown on the website under Events & Announcements."
        checked={v.isPublic}
        onChange={(x) => form.set("isPublic", x)}
      />
      <FormError errors={errors} />
      <DialogActions
        pending={pending}
        submitLabel={service ? "Save Changes" : "Create Service"}
        pendingLabel="Saving..."
        onCancel={() => {
          form.discard();
          onDone();
        }}
      />
    </form>
  );
}

/** /admin/services (SPEC §2): funeral services. */
export default function ServicesPage() {
  const utils = trpc.useUtils();
  const list = trpc.admin.services.list.useQuery();
  const [editing, setEditing] = useState<{ service: ServiceRow | null } | null>(null);
  const [deleting, setDeleting] = useState<ServiceRow | null>(null);
  const remove = trpc.admin.services.delete.useMutation();

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          toast({ title: "Service Deleted", description: `${deleting.title} has been deleted.`, variant: "success" });
          setDeleting(null);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          toast({ title: "Failed to delete service", description: errorText(error, "Failed to delete service"), variant: "destructive" });
        },
        onSettled: () => void utils.admin.services.list.invalidate(),
      },
    );
  };

  const close = () => setEditing(null);
  return (
    <AdminShell title="Services" actions={<Button onClick={() => setEditing({ service: null })}>Create Service</Button>}>
      {list.isPending ? (
        <Loading label="Loading services..." />
      ) : list.isError ? (
        <LoadError what="services" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="No Services Scheduled">Upcoming services will be displayed here</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {list.data.map((e) => (
            <AnnouncementCard
              key={e.id}
              title={e.title}
              subtitle={`In memory of ${e.deceasedName}`}
              type={e.serviceType}
              isPublic={e.isPublic}
              date={e.serviceDate}
              time={e.serviceTime}
              location={e.location}
              description={e.description}
              onEdit={() => setEditing({ service: e })}
              onDelete={() => setDeleting(e)}
            />
          ))}
        </ul>
      )}

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (editing) clearDraft(draftKey(editing.service));
          close();
        }}
        title={editing?.service ? "Edit Service" : "Create New Service"}
        className="max-w-2xl"
      >
        {editing ? <ServiceForm service={editing.service} onDone={close} /> : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Service"
        message={deleting ? `Are you sure you want to delete "${deleting.title}"? This action cannot be undone.` : ""}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </AdminShell>
  );
}
