import { Button, Dialog, toast } from "@fh/ui";
import { obituaryEditFields } from "@fh/validators";
import { useState, type FormEvent } from "react";
import { clearDraft, useDraftForm } from "../lib/drafts";
import { toastFailure } from "../lib/failure";
import { trpc } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";
import { DraftNotice } from "./bits";
import { FamilyAccess } from "./FamilyAccess";
import { GuestBookCare } from "./GuestBookCare";
import { InLieuOfFlowersCare } from "./InLieuOfFlowersCare";
import { ObituaryFollowers } from "./ObituaryFollowers";
import { ObituaryFields, valuesOf, type Obituary, type ObituaryValues } from "./ObituaryForm";

function EditForm({ obituary, onDone }: { obituary: Obituary; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useDraftForm<ObituaryValues>(`obituary-edit-${obituary.id}`, () => valuesOf(obituary));
  const [serverError, setServerError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const update = trpc.admin.obituaries.update.useMutation();
  const busy = update.isPending || uploading;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setServerError(null);
    const checked = validateWith(obituaryEditFields, form.values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    // photoUrl is always sent: "" (Remove Photo) arrives as null and removes it.
    update.mutate(
      { id: obituary.id, ...checked.data },
      {
        onSuccess: () => {
          form.discard();
          void utils.admin.obituaries.invalidate();
          toast({
            title: "Obituary Updated Successfully!",
            description: "All changes have been saved to the database",
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          // A 401 is handled once for the whole app (session expired -> login); the draft stays.
          const text = toastFailure(error, "Update Failed", "Failed to update obituary");
          if (text !== null) setServerError(text);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DraftNotice show={form.restored} />
      <ObituaryFields values={form.values} set={form.set} errors={errors} disabled={update.isPending} onUploading={setUploading} />
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
        <Button type="submit" disabled={busy}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}

/** The edit dialog of SPEC §2, with the photo: editing keeps the obituary's state. */
export function ObituaryEditDialog({
  obituary,
  onClose,
}: {
  obituary: Obituary | null;
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
      {obituary ? (
        <>
          <GuestBookCare obituary={obituary} />
          <ObituaryFollowers obituaryId={obituary.id} />
          <FamilyAccess obituaryId={obituary.id} />
          <InLieuOfFlowersCare obituary={obituary} />
          <EditForm obituary={obituary} onDone={onClose} />
        </>
      ) : null}
    </Dialog>
  );
}
