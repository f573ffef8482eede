import type { RouterOutputs } from "@fh/api";
import { Button, ConfirmDialog, Dialog, Field, Select, toast } from "@fh/ui";
import { staffPages, toTwelveHour, toTwentyFourHour, type StaffPageKey } from "@fh/validators/site";
import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { clearDraft, useDraftForm } from "../lib/drafts";
import { toastFailure } from "../lib/failure";
import { labelOf } from "../lib/format";
import type { Mutation } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";
import { AdminShell } from "./AdminShell";
import { AnnouncementCard } from "./AnnouncementCard";
import { DraftNotice, EmptyState, LoadError, Loading } from "./bits";
import { Checkbox, DialogActions, FormError, TextArea, TextInput } from "./FormBits";
import { ObituaryPicker } from "./ObituaryPicker";

/** What the dialog holds, under the same names for events and services. */
interface Values {
  title: string;
  deceasedName: string;
  description: string;
  date: string;
  time: string;
  location: string;
  type: string;
  isPublic: boolean;
  /** A service's linked obituary, "" for none. */
  obituaryId: string;
  livestreamUrl: string;
}

type EventRow = RouterOutputs["admin"]["events"]["list"][number];
type ServiceRow = RouterOutputs["admin"]["services"]["list"][number];

/**
 * An event or a service row, in the dialog's names (see AnnouncementKind.list):
 * the columns both lists share, their date and time under one name, the type
 * as any kind's (AnnouncementKind.types), and a service's deceased name.
 */
type AnnouncementView = Pick<EventRow | ServiceRow, "id" | "title" | "description" | "location" | "isPublic"> & {
  date: EventRow["eventDate"] | ServiceRow["serviceDate"];
  time: EventRow["eventTime"] | ServiceRow["serviceTime"];
  type: string;
  deceasedName?: ServiceRow["deceasedName"];
  obituaryId?: ServiceRow["obituaryId"];
  livestreamUrl?: ServiceRow["livestreamUrl"];
};

/**
 * What tells the events page from the services page (SPEC §2, §5): the noun
 * in every text, the types and their default, whether a deceased name is
 * asked, the procedure's own field names and schema, and its calls.
 */
export interface AnnouncementKind<S extends z.ZodType<object>> {
  noun: "Event" | "Service";
  empty: { title: string; text: string };
  types: readonly string[];
  defaultType: string;
  withDeceasedName: boolean;
  /** The procedure's names for the date, time and type (eventDate, serviceDate...). */
  fields: Record<"date" | "time" | "type", Extract<keyof z.input<S>, string>>;
  schema: S;
  list: { isPending: boolean; isError: boolean; data: AnnouncementView[] | undefined; refetch: () => unknown };
  create: Mutation<z.output<S>>;
  update: Mutation<z.output<S> & { id: number }>;
  remove: Mutation<{ id: number }>;
  /** Refreshes the list after a change. */
  refresh: () => void;
  /** Services only: a service may be linked to a live or pending obituary (ObituaryPicker). */
  linksObituary?: boolean;
  /** Services only: who said they will attend one (on its card, and in its dialog). */
  attendance?: (id: number, where: "card" | "dialog") => ReactNode;
}

function AnnouncementForm<S extends z.ZodType<object>>({
  kind,
  row,
  onDone,
}: {
  kind: AnnouncementKind<S>;
  row: AnnouncementView | null;
  onDone: () => void;
}) {
  const noun = kind.noun.toLowerCase();
  const form = useDraftForm<Values>(draftKey(kind, row), () => ({
    title: row?.title ?? "",
    deceasedName: row?.deceasedName ?? "",
    description: row?.description ?? "",
    date: row?.date ?? "",
    time: toTwentyFourHour(row?.time),
    location: row?.location ?? "",
    type: row?.type ?? kind.defaultType,
    isPublic: row?.isPublic ?? true,
    obituaryId: row?.obituaryId ? String(row.obituaryId) : "",
    livestreamUrl: row?.livestreamUrl ?? "",
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const pending = kind.create.isPending || kind.update.isPending;
  const v = form.values;
  const { fields } = kind;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(kind.schema, {
      title: v.title,
      description: v.description,
      location: v.location,
      isPublic: v.isPublic,
      [fields.date]: v.date,
      [fields.time]: v.time ? toTwelveHour(v.time) : "",
      [fields.type]: v.type,
      ...(kind.withDeceasedName ? { deceasedName: v.deceasedName } : {}),
      ...(kind.linksObituary ? { obituaryId: v.obituaryId ? Number(v.obituaryId) : null, livestreamUrl: v.livestreamUrl } : {}),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const failure = row ? `Failed to update ${noun}` : `Failed to create ${noun}`;
    const handlers = {
      onSuccess: () => {
        form.discard();
        kind.refresh();
        toast({
          title: `${kind.noun} ${row ? "Updated" : "Created"}`,
          description: `${v.title.trim()} has been ${row ? "updated" : "created"}.`,
          variant: "success",
        });
        onDone();
      },
      onError: (error: unknown) => {
        const text = toastFailure(error, failure);
        if (text !== null) setErrors({ form: text });
      },
    };
    if (row) kind.update.mutate({ id: row.id, ...checked.data }, handlers);
    else kind.create.mutate(checked.data, handlers);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DraftNotice show={form.restored} />
      <TextInput label="Title" required value={v.title} onChange={(x) => form.set("title", x)} error={errors.title} />
      {kind.linksObituary ? (
        <ObituaryPicker
          value={v.obituaryId ? Number(v.obituaryId) : null}
          onChange={(picked) => {
            form.set("obituaryId", picked ? String(picked.id) : "");
            if (picked) form.set("deceasedName", picked.name);
          }}
          error={errors.obituaryId}
          hint="Shows this service on the obituary's page; the name follows the obituary."
        />
      ) : null}
      {kind.withDeceasedName ? (
        <TextInput
          label="Deceased Name"
          required
          value={v.deceasedName}
          onChange={(x) => form.set("deceasedName", x)}
          error={errors.deceasedName}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label="Date" required type="date" value={v.date} onChange={(x) => form.set("date", x)} error={errors[fields.date]} />
        <TextInput label="Time" required type="time" value={v.time} onChange={(x) => form.set("time", x)} error={errors[fields.time]} />
        <TextInput label="Location" value={v.location} onChange={(x) => form.set("location", x)} error={errors.location} />
        <Field label={`${kind.noun} Type`} error={errors[fields.type]}>
          <Select
            options={kind.types.map((t) => ({ value: t, label: labelOf(t) }))}
            value={v.type}
            onChange={(e) => form.set("type", e.target.value)}
          />
        </Field>
      </div>
      <TextArea label="Description" value={v.description} onChange={(x) => form.set("description", x)} error={errors.description} />
      {kind.linksObituary ? (
        <TextInput
          label="Livestream Link"
          type="url"
          value={v.livestreamUrl}
          onChange={(x) => form.set("livestreamUrl", x)}
          error={errors.livestreamUrl}
        />
      ) : null}
      <Checkbox
        label="Public"
        hint="Shown on the website under Events & Announcements."
        checked={v.isPublic}
        onChange={(x) => form.set("isPublic", x)}
      />
      {row && kind.attendance ? kind.attendance(row.id, "dialog") : null}
      <FormError errors={errors} />
      <DialogActions
        pending={pending}
        submitLabel={row ? "Save Changes" : `Create ${kind.noun}`}
        pendingLabel="Saving..."
        onCancel={() => {
          form.discard();
          onDone();
        }}
      />
    </form>
  );
}

/** The draft of the dialog for one row, or for a new one ("event-new", "service-edit-7"). */
/** The staff page each kind is, whose title heads it (@fh/validators routes.ts). */
const pageOfKind = { Event: "events", Service: "services" } as const satisfies Record<AnnouncementKind<z.ZodType<object>>["noun"], StaffPageKey>;

function draftKey(kind: { noun: string }, row: AnnouncementView | null): string {
  const noun = kind.noun.toLowerCase();
  return row ? `${noun}-edit-${row.id}` : `${noun}-new`;
}

/**
 * /admin/events and /admin/services (SPEC §2): the list with its badges, when
 * and where, two lines of description, and edit, view-on-website and delete;
 * the create/edit dialog; the delete confirmation.
 */
export function AnnouncementsPage<S extends z.ZodType<object>>({ kind }: { kind: AnnouncementKind<S> }) {
  const noun = kind.noun.toLowerCase();
  const plural = `${noun}s`;
  const [editing, setEditing] = useState<{ row: AnnouncementView | null } | null>(null);
  const [deleting, setDeleting] = useState<AnnouncementView | null>(null);
  const { list } = kind;

  const onDelete = () => {
    if (!deleting) return;
    kind.remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          toast({ title: `${kind.noun} Deleted`, description: `${deleting.title} has been deleted.`, variant: "success" });
          setDeleting(null);
        },
        onError: (error) => void toastFailure(error, `Failed to delete ${noun}`),
        onSettled: kind.refresh,
      },
    );
  };

  const close = () => setEditing(null);
  return (
    <AdminShell title={staffPages[pageOfKind[kind.noun]].title} actions={<Button onClick={() => setEditing({ row: null })}>Create {kind.noun}</Button>}>
      {list.isPending ? (
        <Loading label={`Loading ${plural}...`} />
      ) : list.isError || !list.data ? (
        <LoadError what={plural} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title={kind.empty.title}>{kind.empty.text}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {list.data.map((row) => (
            <AnnouncementCard
              key={row.id}
              title={row.title}
              subtitle={row.deceasedName ? `In memory of ${row.deceasedName}` : undefined}
              type={row.type}
              isPublic={row.isPublic}
              date={row.date}
              time={row.time}
              location={row.location}
              description={row.description}
              onEdit={() => setEditing({ row })}
              onDelete={() => setDeleting(row)}
              extra={kind.attendance?.(row.id, "card")}
            />
          ))}
        </ul>
      )}

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (editing) clearDraft(draftKey(kind, editing.row));
          close();
        }}
        title={editing?.row ? `Edit ${kind.noun}` : `Create New ${kind.noun}`}
        className="max-w-2xl"
      >
        {editing ? <AnnouncementForm kind={kind} row={editing.row} onDone={close} /> : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${kind.noun}`}
        message={deleting ? `Are you sure you want to delete "${deleting.title}"? This action cannot be undone.` : ""}
        pending={kind.remove.isPending}
        onConfirm={onDelete}
      />
    </AdminShell>
  );
}
