import { checkPhoto, UploadError, uploadPhoto, usePhotoUpload, type PhotoProblem } from "@fh/client/upload";
import { LOCALE_HEADER } from "@fh/validators/locale";
import { Button, ProgressBar, Spinner, toast } from "@fh/ui";
import { useEffect, useId, useRef, useState } from "react";
import { useLocale, useT } from "../../i18n/context";
import { PhotoWithFallback } from "../site/PhotoWithFallback";

/** The public creator's words for a refused file (SPEC §5, §8): messages of the submit namespace. */
const refusals = {
  "not-an-image": { title: "photo.invalid", description: "photo.invalidText" },
  "too-large": { title: "photo.tooLarge", description: "photo.tooLargeText" },
} as const satisfies Record<PhotoProblem, { title: string; description: string }>;

/**
 * The enhanced creator's photo (SPEC §2, §5, §8): pick an image, it is checked
 * here (type, 5 MB) and uploaded with a spinner and a progress bar; the
 * stored photo's URL goes into the form. Once uploaded, the photo, its file
 * name and Change / Remove buttons say so: the browser's own file input is
 * kept out of sight, because it clears itself after each upload and would
 * read "No file chosen" beside a photo that is in fact there.
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
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  // The name of the file behind `value`, when it was chosen here (a photo
  // restored from elsewhere has none to show).
  const [fileName, setFileName] = useState<string | null>(null);
  const t = useT("submit");
  const locale = useLocale();
  // The upload says the page's language, so the server's refusal comes back in it.
  const [send] = useState(() => (file: File, options: Parameters<typeof uploadPhoto>[1]) =>
    uploadPhoto(file, { ...options, headers: { [LOCALE_HEADER]: locale } }),
  );
  const { progress, upload } = usePhotoUpload({ send });
  const uploading = progress !== null;

  async function onFile(file: File | undefined) {
    if (!file || uploading) return;
    const problem = checkPhoto(file);
    if (problem) {
      toast({ title: t(refusals[problem].title), description: t(refusals[problem].description), variant: "destructive" });
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    onBusyChange?.(true);
    try {
      const photo = await upload(file);
      onChange(photo.photoUrl);
      setFileName(file.name);
      toast({ title: t("photo.uploaded"), description: t("photo.uploadedText"), variant: "success" });
    } catch (error) {
      // Cancelled means the visitor left the page: nobody is there to tell.
      if (!(error instanceof UploadError && error.cancelled)) {
        toast({ title: t("photo.failed"), description: t("photo.failedText"), variant: "destructive" });
      }
    } finally {
      onBusyChange?.(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  // The label opens the file picker even before the page has taken over from the
  // server's HTML (a slow phone): a photo picked then is in the input with no
  // change event left to tell us, so it is taken up once the page is ready.
  const pickedEarly = useRef(false);
  useEffect(() => {
    if (pickedEarly.current) return;
    pickedEarly.current = true;
    const early = inputRef.current?.files?.[0];
    if (early) void onFile(early);
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function remove() {
    onChange("");
    setFileName(null);
    // The Remove button goes away with the photo: keep the keyboard where the next step is.
    chooseRef.current?.focus();
  }

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <PhotoWithFallback
        src={value || null}
        alt={value ? t("photo.uploadedAlt") : t("photo.noneAlt")}
        className="h-40 w-40 shrink-0 rounded-full border-4 border-white shadow"
      />
      <div className="w-full min-w-0 flex-1 space-y-3">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink-soft">
          {t("photo.label")}
        </label>
        {/* Opened by the button below; out of the tab order so the keyboard meets one control, not two. */}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          tabIndex={-1}
          disabled={uploading}
          onChange={(e) => void onFile(e.target.files?.[0])}
          aria-describedby={hintId}
          className="sr-only"
        />
        {value && !uploading ? (
          <p className="text-ink" data-testid="uploaded-photo">
            <span className="font-medium">{t("photo.done")}</span>
            {fileName ? <span className="block break-all text-sm text-ink-soft">{fileName}</span> : null}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button
            ref={chooseRef}
            variant={value ? "secondary" : "primary"}
            disabled={uploading}
            onClick={() => inputRef.current?.click()}
            aria-describedby={hintId}
          >
            {value ? t("photo.change") : t("photo.choose")}
          </Button>
          {value && !uploading ? (
            <Button variant="ghost" onClick={remove}>
              {t("photo.remove")}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-muted">
          {t("photo.hint")}
        </p>
        {uploading ? (
          <div className="space-y-2" data-testid="upload-progress">
            <p className="text-navy">
              <Spinner label={t("photo.uploading", { percent: Math.round(progress) })} />
            </p>
            <ProgressBar value={progress} label={t("photo.progress")} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
