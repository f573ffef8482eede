import type { RouterOutputs } from "@fh/api";
import { Dialog, toast } from "@fh/ui";
import { obituaryCreateInput, type OBITUARY_CREATE_STATES } from "@fh/validators";
import { useId, useState, type FormEvent } from "react";
import { clearDraft, useDraftForm } from "../lib/drafts";
import { toastFailure } from "../lib/failure";
import { trpc } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";
import { DraftNotice } from "./bits";
import { DialogActions, FormError } from "./FormBits";
import { emptyObituaryValues, ObituaryFields, type ObituaryValues } from "./ObituaryForm";

type CreateState = (typeof OBITUARY_CREATE_STATES)[number];
type Created = RouterOutputs["admin"]["obituaries"]["create"];

const DRAFT_KEY = "obituary-new";

const choices: { value: CreateState; label: string; hint: string }[] = [
  { value: "live", label: "Publish now", hint: "Live on the website as soon as it is saved." },
  { value: "pending", label: "Save as pending", hint: "Kept in Pending Review until someone approves it (e.g. the family reads it first)." },
];

/** Live or pending: a choice staff make each time, live first (see obituaryCreateInput for why). */
function PublishChoice({ value, onChange }: { value: CreateState; onChange: (v: CreateState) => void }) {
  const name = useId();
  return (
    <fieldset className="rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink-soft">When saved</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((c) => (
          <label key={c.value} className="flex cursor-pointer items-start gap-3 rounded-md p-2 text-sm hover:bg-cream">
            <input
              type="radio"
              name={name}
              value={c.value}
              className="mt-1 h-4 w-4 accent-navy"
              checked={value === c.value}
              onChange={() => onChange(c.value)}
            />
            <span>
              <span className="font-semibold text-ink">{c.label}</span>
              <span className="block text-muted">{c.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CreateForm({ onDone, onCreated }: { onDone: () => void; onCreated: (o: Created) => void }) {
  const utils = trpc.useUtils();
  const form = useDraftForm<ObituaryValues & { state: CreateState }>(DRAFT_KEY, () => ({ ...emptyObituaryValues, state: "live" }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const create = trpc.admin.obituaries.create.useMutation();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending || uploading) return;
    const checked = validateWith(obituaryCreateInput, form.values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (created) => {
        form.discard();
        void utils.admin.obituaries.invalidate();
        const name = `${created.firstName} ${created.lastName}`;
        toast({
          title: "Obituary Created",
          description: created.state === "live" ? `${name} is now live on the website.` : `${name} is waiting in Pending Review.`,
          variant: "success",
        });
        onCreated(created);
        onDone();
      },
      onError: (error) => {
        // A 401 is handled once for the whole app; the draft stays for after signing in.
        const text = toastFailure(error, "Failed to create obituary");
        if (text !== null) setErrors({ form: text });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DraftNotice show={form.restored} />
      <ObituaryFields values={form.values} set={form.set} errors={errors} disabled={create.isPending} onUploading={setUploading} />
      <PublishChoice value={form.values.state} onChange={(state) => form.set("state", state)} />
      <FormError errors={errors} />
      <DialogActions
        pending={create.isPending || uploading}
        submitLabel="Create Obituary"
        pendingLabel={create.isPending ? "Creating..." : "Uploading photo..."}
        onCancel={() => {
          form.discard();
          onDone();
        }}
      />
    </form>
  );
}

/**
 * "New Obituary": staff write one up for a family, on the phone
 * or at the desk. The edit dialog's fields, an optional photo, and whether
 * it goes live now. Typed text survives an ended session as a draft.
 */
export function ObituaryCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (o: Created) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        clearDraft(DRAFT_KEY);
        onClose();
      }}
      title="New Obituary"
      description="For a family on the phone or at the desk. Fields marked * are required."
      className="max-w-2xl"
    >
      {open ? <CreateForm onDone={onClose} onCreated={onCreated} /> : null}
    </Dialog>
  );
}
