import { Button, Dialog, Field, inputClass, toast } from "@fh/ui";
import { obituaryEditFields } from "@fh/validators";
import { useState, type FormEvent } from "react";
import { clearDraft, useDraftForm } from "../lib/drafts";
import { errorText, isUnauthorized, trpc } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";
import { DraftNotice } from "./bits";

export interface EditableObituary {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  biography: string;
  submitterName: string;
  submitterEmail: string;
  submitterPhone: string | null;
}

interface Values {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  biography: string;
  submitterName: string;
  submitterEmail: string;
  submitterPhone: string;
}

function EditForm({ obituary, onDone }: { obituary: EditableObituary; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useDraftForm<Values>(`obituary-edit-${obituary.id}`, () => ({
    firstName: obituary.firstName,
    lastName: obituary.lastName,
    dateOfBirth: obituary.dateOfBirth,
    dateOfDeath: obituary.dateOfDeath,
    biography: obituary.biography,
    submitterName: obituary.submitterName,
    submitterEmail: obituary.submitterEmail,
    submitterPhone: obituary.submitterPhone ?? "",
  }));
  const [serverError, setServerError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = trpc.admin.obituaries.update.useMutation();
  const v = form.values;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const checked = validateWith(obituaryEditFields, v);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(
      { id: obituary.id, ...v },
      {
        onSuccess: () => {
          form.discard();
          void utils.admin.obituaries.list.invalidate();
          toast({
            title: "Obituary Updated Successfully!",
            description: "All changes have been saved to the database",
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          // A 401 is handled once for the whole app (session expired -> login); the draft stays.
          if (isUnauthorized(error)) return;
          const text = errorText(error, "Failed to update obituary");
          setServerError(text);
          toast({ title: "Update Failed", description: text, variant: "destructive" });
        },
      },
    );
  };

  const text = (field: keyof Values, label: string, type = "text", autoComplete = "off") => (
    <Field label={label} error={errors[field]}>
      <input
        type={type}
        autoComplete={autoComplete}
        className={inputClass}
        value={v[field]}
        onChange={(e) => form.set(field, e.target.value)}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DraftNotice show={form.restored} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "First Name")}
        {text("lastName", "Last Name")}
        {text("dateOfBirth", "Date of Birth", "date")}
        {text("dateOfDeath", "Date of Death", "date")}
      </div>
      <Field label="Biography" error={errors.biography}>
        <textarea
          rows={8}
          className={inputClass}
          value={v.biography}
          onChange={(e) => form.set("biography", e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("submitterName", "Submitter Name")}
        {text("submitterEmail", "Submitter Email", "email")}
        {text("submitterPhone", "Submitter Phone (optional)", "tel")}
      </div>
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {serverError}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            form.discard();
            onDone();
          }}
          disabled={update.isPending}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}

/** The edit dialog of SPEC §2: editing keeps the obituary's state. */
export function ObituaryEditDialog({
  obituary,
  onClose,
}: {
  obituary: EditableObituary | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={obituary !== null}
      onOpenChange={(open) => {
        if (open) return;
        // Closing on purpose (Escape, ×) drops the draft; only an ended session keeps it.
        if (obituary) clearDraft(`obituary-edit-${obituary.id}`);
        onClose();
      }}
      title="Edit Obituary"
      description={obituary ? `${obituary.firstName} ${obituary.lastName}` : undefined}
      className="max-w-2xl"
    >
      {obituary ? <EditForm obituary={obituary} onDone={onClose} /> : null}
    </Dialog>
  );
}
