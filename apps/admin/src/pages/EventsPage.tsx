import { Button, ConfirmDialog, Dialog, Field, Select, toast } from "@fh/ui";
import { EVENT_TYPES, eventCreateInput } from "@fh/validators";
import { useState, type FormEvent } from "react";
import { AdminShell } from "../components/AdminShell";
import { AnnouncementCard } from "../components/AnnouncementCard";
import { DraftNotice, EmptyState, LoadError, Loading } from "../components/bits";
import { Checkbox, DialogActions, FormError, TextArea, TextInput } from "../components/FormBits";
import { clearDraft, useDraftForm } from "../lib/drafts";
import { fromTimeInput, labelOf, toTimeInput } from "../lib/format";
import { errorText, isUnauthorized, trpc, type RouterOutputs } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";

type EventRow = RouterOutputs["admin"]["events"]["list"][number];
type EventType = (typeof EVENT_TYPES)[number];

interface Values {
  title: string;
  description: string;
  eventDate: string;
  eventTime: string;
  location: string;
  eventType: EventType;
  isPublic: boolean;
}

const typeOptions = EVENT_TYPES.map((t) => ({ value: t, label: labelOf(t) }));
const draftKey = (event: EventRow | null) => (event ? `event-edit-${event.id}` : "event-new");

function EventForm({ event, onDone }: { event: EventRow | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useDraftForm<Values>(draftKey(event), () => ({
    title: event?.title ?? "",
    description: event?.description ?? "",
    eventDate: event?.eventDate ?? "",
    eventTime: toTimeInput(event?.eventTime),
    location: event?.location ?? "",
    eventType: event?.eventType ?? "memorial",
    isPublic: event?.isPublic ?? true,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = trpc.admin.events.create.useMutation();
  const update = trpc.admin.events.update.useMutation();
  const pending = create.isPending || update.isPending;
  const v = form.values;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(eventCreateInput, { ...v, eventTime: v.eventTime ? fromTimeInput(v.eventTime) : "" });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: () => {
        form.discard();
        void utils.admin.events.list.invalidate();
        toast({
          title: event ? "Event Updated" : "Event Created",
          description: `${checked.data.title} has been ${event ? "updated" : "created"}.`,
          variant: "success",
        });
        onDone();
      },
      onError: (error: unknown) => {
        if (isUnauthorized(error)) return;
        const text = errorText(error, event ? "Failed to update event" : "Failed to create event");
        setErrors({ form: text });
        toast({ title: event ? "Failed to update event" : "Failed to create event", description: text, variant: "destructive" });
      },
    };
    if (event) update.mutate({ id: event.id, ...checked.data }, handlers);
    else create.mutate(checked.data, handlers);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DraftNotice show={form.restored} />
      <TextInput label="Title" required value={v.title} onChange={(x) => form.set("title", x)} error={errors.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label="Date" required type="date" value={v.eventDate} onChange={(x) => form.set("eventDate", x)} error={errors.eventDate} />
        <TextInput label="Time" required type="time" value={v.eventTime} onChange={(x) => form.set("eventTime", x)} error={errors.eventTime} />
        <TextInput label="Location" value={v.location} onChange={(x) => form.set("location", x)} error={errors.location} />
        <Field label="Event Type" error={errors.eventType}>
          <Select options={typeOptions} value={v.eventType} onChange={(e) => form.set("eventType", e.target.value as EventType)} />
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
        submitLabel={event ? "Save Changes" : "Create Event"}
        pendingLabel="Saving..."
        onCancel={() => {
          form.discard();
          onDone();
        }}
      />
    </form>
  );
}

/** /admin/events (SPEC §2): community events. */
export default function EventsPage() {
  const utils = trpc.useUtils();
  const list = trpc.admin.events.list.useQuery();
  const [editing, setEditing] = useState<{ event: EventRow | null } | null>(null);
  const [deleting, setDeleting] = useState<EventRow | null>(null);
  const remove = trpc.admin.events.delete.useMutation();

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          toast({ title: "Event Deleted", description: `${deleting.title} has been deleted.`, variant: "success" });
          setDeleting(null);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          toast({ title: "Failed to delete event", description: errorText(error, "Failed to delete event"), variant: "destructive" });
        },
        onSettled: () => void utils.admin.events.list.invalidate(),
      },
    );
  };

  const close = () => setEditing(null);
  return (
    <AdminShell title="Events" actions={<Button onClick={() => setEditing({ event: null })}>Create Event</Button>}>
      {list.isPending ? (
        <Loading label="Loading events..." />
      ) : list.isError ? (
        <LoadError what="events" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="No Events">All events will be posted here</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {list.data.map((e) => (
            <AnnouncementCard
              key={e.id}
              title={e.title}
              type={e.eventType}
              isPublic={e.isPublic}
              date={e.eventDate}
              time={e.eventTime}
              location={e.location}
              description={e.description}
              onEdit={() => setEditing({ event: e })}
              onDelete={() => setDeleting(e)}
            />
          ))}
        </ul>
      )}

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (editing) clearDraft(draftKey(editing.event));
          close();
        }}
        title={editing?.event ? "Edit Event" : "Create New Event"}
        className="max-w-2xl"
      >
        {editing ? <EventForm event={editing.event} onDone={close} /> : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Event"
        message={deleting ? `Are you sure you want to delete "${deleting.title}"? This action cannot be undone.` : ""}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </AdminShell>
  );
}
