import { Button, ProgressBar, Spinner, toast } from "@fh/ui";
import { useEffect, useId, useRef, useState } from "react";
import { checkPhoto, uploadPhoto } from "../../lib/upload";
import { PhotoWithFallback } from "../site/PhotoWithFallback";

/**
 * The enhanced creator's photo (SPEC §2, §5, §8): pick an image, it is checked
 * here (type, 5 MB) and uploaded with a spinner and a progress bar; the
 * stored photo's URL goes into the form.
 */
export function PhotoUpload({
  value,
  onChange,
  onBusyChange,
}: {
  value: string;
  onChange: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const uploading = progress !== null;

  useEffect(() => () => abortRef.current?.abort(), []);

  async function onFile(file: File | undefined) {
    if (!file || uploading) return;
    const problem = checkPhoto(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    onBusyChange?.(true);
    try {
      const url = await uploadPhoto(file, setProgress, controller.signal);
      onChange(url);
      toast({ title: "Image Uploaded", description: "Your photo has been uploaded successfully.", variant: "success" });
    } catch {
      if (!controller.signal.aborted) {
        toast({ title: "Upload Failed", description: "We could not upload the photo. Please try again.", variant: "destructive" });
      }
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <PhotoWithFallback
        src={value || null}
        alt={value ? "The uploaded photo" : "No photo chosen yet"}
        className="h-40 w-40 shrink-0 rounded-full border-4 border-white shadow"
      />
      <div className="w-full flex-1 space-y-3">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink-soft">
          Memorial Photo
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={(e) => void onFile(e.target.files?.[0])}
          aria-describedby={`${inputId}-hint`}
          className="block w-full text-base text-ink file:mr-4 file:min-h-11 file:rounded-md file:border-0 file:bg-navy file:px-4 file:font-medium file:text-white hover:file:bg-navy-dark disabled:opacity-60"
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted">
          JPG, PNG or GIF, up to 5MB. A clear photo of the face works best.
        </p>
        {uploading ? (
          <div className="space-y-2" data-testid="upload-progress">
            <p className="text-navy">
              <Spinner label={`Uploading photo... ${Math.round(progress)}%`} />
            </p>
            <ProgressBar value={progress} label="Photo upload progress" />
          </div>
        ) : null}
        {value && !uploading ? (
          <Button variant="ghost" size="sm" onClick={() => onChange("")}>
            Remove photo
          </Button>
        ) : null}
      </div>
    </div>
  );
}
