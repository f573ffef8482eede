import { Button, buttonClass, ConfirmDialog, Dialog, ProgressBar, toast } from "@fh/ui";
import { adminPages, PHOTO_MAX_BYTES, type AdminPhoto } from "@fh/validators";
import { useRef, useState, type ChangeEvent } from "react";
import { Link } from "react-router-dom";
import { AdminShell } from "../components/AdminShell";
import { Badge, EmptyState, LoadError, Loading } from "../components/bits";
import { formatBytes, formatStamp } from "../lib/format";
import { errorText, isUnauthorized, trpc } from "../lib/trpc";
import { uploadPhoto, type UploadError } from "../lib/upload";

/** /admin/photos (SPEC §2, §5): the photo gallery. */
export default function PhotosPage() {
  const utils = trpc.useUtils();
  const list = trpc.admin.photos.list.useQuery();
  const remove = trpc.admin.photos.delete.useMutation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [viewing, setViewing] = useState<AdminPhoto | null>(null);
  const [deleting, setDeleting] = useState<AdminPhoto | null>(null);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast({ title: "Invalid File Type", description: "Please select an image file (JPEG, PNG, GIF)", variant: "destructive" });
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      toast({ title: "File Too Large", description: "Please select an image smaller than 5MB", variant: "destructive" });
      return;
    }
    setProgress(0);
    uploadPhoto(file, setProgress)
      .then((photo) => {
        toast({ title: "Photo Uploaded", description: `${photo.originalName} was added to the gallery.`, variant: "success" });
        void utils.admin.photos.list.invalidate();
      })
      .catch((error: UploadError) => {
        if (error.status === 401) return;
        toast({ title: "Upload Failed", description: "Failed to upload photo", variant: "destructive" });
      })
      .finally(() => setProgress(null));
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { filename: deleting.filename },
      {
        onSuccess: () => {
          toast({ title: "Photo Deleted", description: `${deleting.originalName} was removed.`, variant: "success" });
          setDeleting(null);
          setViewing(null);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          toast({ title: "Failed to delete photo", description: errorText(error, "Failed to delete photo"), variant: "destructive" });
        },
        onSettled: () => void utils.admin.photos.list.invalidate(),
      },
    );
  };

  return (
    <AdminShell
      title="Photo Gallery"
      actions={
        <Link to={adminPages.dashboard} className={buttonClass("secondary", "md")}>
          Back to Dashboard
        </Link>
      }
    >
      <section aria-labelledby="upload-heading" className="grid gap-4 rounded-lg border border-line bg-white p-4 md:grid-cols-[1fr_auto]">
        <div>
          <h2 id="upload-heading" className="text-lg font-semibold">
            Upload Guidelines
          </h2>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-soft">
            <li>Formats: JPEG, PNG or GIF.</li>
            <li>Maximum size: 5MB per photo.</li>
            <li>Use clear, well-lit photos; portraits look best cropped to the face and shoulders.</li>
            <li>Location data and other hidden details are removed from every upload.</li>
          </ul>
        </div>
        <div className="flex flex-col items-stretch justify-center gap-2 md:w-56">
          <input ref={input} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onPick} />
          <Button onClick={() => input.current?.click()} disabled={progress !== null}>
            {progress !== null ? "Uploading..." : "Upload Photo"}
          </Button>
          {progress !== null ? <ProgressBar value={progress} label="Upload progress" /> : null}
        </div>
      </section>

      <div className="mt-6">
        {list.isPending ? (
          <Loading label="Loading photos..." />
        ) : list.isError ? (
          <LoadError what="photos" onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState title="No photos uploaded yet">Uploaded photos appear here.</EmptyState>
        ) : (
          <ul aria-label="Uploaded photos" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {list.data.map((p) => (
              <li key={p.filename} className="overflow-hidden rounded-lg border border-line bg-white">
                <button type="button" className="relative block w-full" onClick={() => setViewing(p)} aria-label={`View ${p.originalName}`}>
                  <img src={p.url} alt="" loading="lazy" className="aspect-square w-full object-cover" />
                  <Badge tone="neutral" className="absolute right-2 top-2 bg-white/90">
                    {formatBytes(p.size)}
                  </Badge>
                </button>
                <div className="p-3">
                  <p className="truncate text-sm font-semibold" title={p.originalName}>
                    {p.originalName}
                  </p>
                  <p className="text-xs text-muted">{formatStamp(p.uploadDate)}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setViewing(p)}>
                      View
                    </Button>
                    <a className={buttonClass("ghost", "sm")} href={p.url} target="_blank" rel="noreferrer">
                      Open<span className="sr-only"> {p.originalName} in a new tab</span>
                    </a>
                    <Button size="sm" variant="danger" onClick={() => setDeleting(p)}>
                      Delete<span className="sr-only"> {p.originalName}</span>
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Dialog
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={viewing?.originalName ?? "Photo"}
        description={viewing ? `${formatBytes(viewing.size)} · uploaded ${formatStamp(viewing.uploadDate)}` : undefined}
        className="max-w-3xl"
      >
        {viewing ? (
          <div className="space-y-3">
            <img src={viewing.url} alt={viewing.originalName} className="max-h-[60vh] w-full rounded-md object-contain" />
            <p className="break-all text-sm text-muted">{viewing.url}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <a className={buttonClass("secondary", "sm")} href={viewing.url} target="_blank" rel="noreferrer">
                Open in New Tab
              </a>
              <Button size="sm" variant="danger" onClick={() => setDeleting(viewing)}>
                Delete
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Photo"
        message={deleting ? `Are you sure you want to delete ${deleting.originalName}? This action cannot be undone.` : ""}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </AdminShell>
  );
}
