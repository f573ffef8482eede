import type { RouterInputs, RouterOutputs } from "@fh/api";
import { checkPhoto, UploadError, usePhotoUpload } from "@fh/client/upload";
import { Button, Field, inputClass, ProgressBar, toast } from "@fh/ui";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { trpc } from "../lib/trpc";
import { uploadStaffPhoto } from "../lib/upload";
import type { FieldErrors } from "../lib/validate";

export type Obituary = RouterOutputs["admin"]["obituaries"]["search"]["items"][number];

/** Every field admin.obituaries.update takes, as the text its input holds ("" for no photo). */
export type ObituaryValues = { [K in Exclude<keyof RouterInputs["admin"]["obituaries"]["update"], "id">]-?: string };

export const emptyObituaryValues: ObituaryValues = {
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  dateOfDeath: "",
  biography: "",
  photoUrl: "",
  submitterName: "",
  submitterEmail: "",
  submitterPhone: "",
};

export function valuesOf(o: Obituary): ObituaryValues {
  return {
    firstName: o.firstName,
    lastName: o.lastName,
    dateOfBirth: o.dateOfBirth,
    dateOfDeath: o.dateOfDeath,
    biography: o.biography,
    photoUrl: o.photoUrl ?? "",
    submitterName: o.submitterName,
    submitterEmail: o.submitterEmail,
    submitterPhone: o.submitterPhone ?? "",
  };
}

/** The photo, or why there is none to show (a dead address shows as such, not as a broken image). */
function PhotoThumb({ url, name }: { url: string; name: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-cream text-center text-xs text-muted">
      {!url ? (
        <span>No photo</span>
      ) : broken ? (
        <span role="img" aria-label="The photo could not be loaded">
          Could not load
        </span>
      ) : (
        <img src={url} alt={name ? `Photo of ${name}` : "Photo"} className="h-full w-full object-cover" onError={() => setBroken(true)} />
      )}
    </div>
  );
}

/**
 * The obituary's photo in a staff dialog: upload one (or another) through the
 * staff upload path, which also puts it in the gallery, or remove it. The
 * change is kept when the dialog is saved. SPEC §5's gallery words for a
 * refused file.
 */
function PhotoField({
  value,
  name,
  error,
  onChange,
  onUploading,
  disabled,
}: {
  value: string;
  name: string;
  error: string | undefined;
  onChange: (url: string) => void;
  onUploading: (uploading: boolean) => void;
  disabled: boolean;
}) {
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  // A dialog closed mid-upload has no use for the photo: cancelled (the default).
  const { progress, upload } = usePhotoUpload({ send: uploadStaffPhoto });
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that picking the same file again is a change too.
    e.target.value = "";
    if (!file) return;
    setNote(null);
    setFailure(null);
    const problem = checkPhoto(file);
    if (problem) {
      const [title, description] =
        problem === "not-an-image"
          ? ["Invalid File Type", "Please select an image file (JPEG, PNG, GIF)"]
          : ["File Too Large", "Please select an image smaller than 5MB"];
      setFailure(description);
      toast({ title, description, variant: "destructive" });
      return;
    }
    upload(file).then(
      (photo) => {
        onChange(photo.photoUrl);
        setNote(`${photo.originalName} is ready. Save to keep it.`);
        void utils.admin.photos.list.invalidate();
      },
      (err: unknown) => {
        // An ended session is told once, by the session handler; a cancel is on purpose.
        if (err instanceof UploadError && (err.status === 401 || err.cancelled)) return;
        setFailure(err instanceof UploadError ? err.message : "Failed to upload photo");
        toast({ title: "Upload Failed", description: "Failed to upload photo", variant: "destructive" });
      },
    );
  };

  const uploading = progress !== null;
  // The dialog waits for the photo before it saves.
  useEffect(() => onUploading(uploading), [onUploading, uploading]);

  return (
    <fieldset className="rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink-soft">Photo (optional)</legend>
      <div className="flex flex-wrap items-center gap-4">
        <PhotoThumb key={value} url={value} name={name} />
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="obituary-photo-input"
            onChange={onPick}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" disabled={disabled || uploading} onClick={() => input.current?.click()}>
              {value ? "Replace Photo" : "Upload Photo"}
            </Button>
            {value ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled || uploading}
                onClick={() => {
                  onChange("");
                  setNote("The photo will be removed when you save.");
                  setFailure(null);
                }}
              >
                Remove Photo
              </Button>
            ) : null}
          </div>
          {uploading ? <ProgressBar value={progress} label="Uploading photo" /> : null}
          <p className="text-sm text-muted" role="status">
            {uploading ? `Uploading ${Math.round(progress)}%` : (note ?? "JPEG, PNG, GIF or WebP, at most 5 MB.")}
          </p>
          {failure || error ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {failure ?? error}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The staff obituary fields (SPEC §2's edit dialog, and the photo), shared by
 * the edit and the create dialogs.
 */
export function ObituaryFields({
  values: v,
  set,
  errors,
  disabled,
  onUploading,
}: {
  values: ObituaryValues;
  set: <K extends keyof ObituaryValues>(field: K, value: ObituaryValues[K]) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** Told when a photo upload starts and ends (a stable function, such as a state setter). */
  onUploading: (uploading: boolean) => void;
}) {
  const text = (field: keyof ObituaryValues, label: string, type = "text", required = true) => (
    <Field label={label} required={required} error={errors[field]}>
      <input type={type} autoComplete="off" className={inputClass} value={v[field]} onChange={(e) => set(field, e.target.value)} />
    </Field>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "First Name")}
        {text("lastName", "Last Name")}
        {text("dateOfBirth", "Date of Birth", "date")}
        {text("dateOfDeath", "Date of Death", "date")}
      </div>
      <PhotoField
        value={v.photoUrl}
        name={`${v.firstName} ${v.lastName}`.trim()}
        error={errors.photoUrl}
        disabled={disabled}
        onUploading={onUploading}
        onChange={(url) => set("photoUrl", url)}
      />
      <Field label="Biography" required error={errors.biography}>
        <textarea rows={8} className={inputClass} value={v.biography} onChange={(e) => set("biography", e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("submitterName", "Submitter Name")}
        {text("submitterEmail", "Submitter Email", "email")}
        {text("submitterPhone", "Submitter Phone (optional)", "tel", false)}
      </div>
    </>
  );
}
