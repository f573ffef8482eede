import type { RouterOutputs } from "@fh/api";
import { checkPhoto, type PhotoProblem } from "@fh/client/upload";
import { Button, buttonClass, ConfirmDialog, Dialog, ProgressBar, toast } from "@fh/ui";
import { adminPages } from "@fh/validators/site";
import { useRef, useState, type ChangeEvent } from "react";
import { Link } from "react-router-dom";
import { AdminShell } from "../components/AdminShell";
import { Badge, EmptyState, LoadError, Loading } from "../components/bits";
import { toastFailure } from "../lib/failure";
import { formatBytes, formatStamp } from "../lib/format";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";
import { useGalleryUpload } from "../lib/upload";

type Photo = RouterOutputs["admin"]["photos"]["list"][number];
type PhotoUser = RouterOutputs["admin"]["photos"]["usage"][string][number];

/** "Rosa Delgado", "Rosa Delgado and Ada Lane", "A, B and C". */
function names(users: readonly PhotoUser[]): string {
  const all = users.map((u) => u.name);
  return all.length > 1 ? `${all.slice(0, -1).join(", ")} and ${all.at(-1)}` : (all[0] ?? "");
}

/**
 * What the delete dialog asks. A photo nobody shows gets SPEC §5's plain
 * confirmation; one that obituaries show says which, and what becomes of them.
 */
function deleteQuestion(photo: Photo, users: readonly PhotoUser[]): string {
  if (users.length === 0) return `Are you sure you want to delete ${photo.originalName}? This action cannot be undone.`;
  const which = users.length === 1 ? "the obituary of" : "the obituaries of";
  const after = users.length === 1 ? "That memorial will show no photo." : "Those memorials will show no photo.";
  return `${photo.originalName} is used by ${which} ${names(users)}. ${after} Delete it anyway? This action cannot be undone.`;
}

/** The toast after a delete: where the photo was used, when it was. */
function deletedText(photo: Photo, users: readonly PhotoUser[]): string {
  if (users.length === 0) return `${photo.originalName} was removed.`;
  const whose = users.length === 1 ? `The memorial of ${names(users)} now shows` : `The memorials of ${names(users)} now show`;
  return `${photo.originalName} was removed. ${whose} no photo.`;
}

/** The server refused because an obituary uses the photo (409). */
function isConflict(error: unknown): boolean {
  const data = (error as { data?: { httpStatus?: number } } | null)?.data;
  return data?.httpStatus === 409;
}

/** The gallery's own refusals (SPEC §5); the dashboard's button has none. */
const refusals: Record<PhotoProblem, { title: string; description: string }> = {
  "not-an-image": { title: "Invalid File Type", description: "Please select an image file (JPEG, PNG, GIF)" },
  "too-large": { title: "File Too Large", description: "Please select an image smaller than 5MB" },
};

/** /admin/photos (SPEC §2, §5): the photo gallery. */
export default function PhotosPage() {
  useStaffTitle("photos");
  const utils = trpc.useUtils();
  const list = trpc.admin.photos.list.useQuery();
  const usage = trpc.admin.photos.usage.useQuery();
  const remove = trpc.admin.photos.delete.useMutation();
  const input = useRef<HTMLInputElement>(null);
  const { progress, start } = useGalleryUpload();
  const [viewing, setViewing] = useState<Photo | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const problem = checkPhoto(file);
    if (problem) {
      toast({ ...refusals[problem], variant: "destructive" });
      return;
    }
    start(file);
  };

  const usersOf = (photo: Photo | null): PhotoUser[] => (photo ? (usage.data?.[photo.filename] ?? []) : []);
  const deletingUsers = usersOf(deleting);

  const onDelete = () => {
    if (!deleting) return;
    // Staff confirm what the dialog showed: `force` only when it named the obituaries.
    remove.mutate(
      { filename: deleting.filename, force: deletingUsers.length > 0 },
      {
        onSuccess: () => {
          toast({ title: "Photo Deleted", description: deletedText(deleting, deletingUsers), variant: "success" });
          setDeleting(null);
          setViewing(null);
        },
        onError: (error) => {
          // An obituary took the photo up since the list was read: the dialog stays open and, refreshed, names it.
          if (isConflict(error)) toastFailure(error, "Photo Is In Use", "This photo is in use.");
          else toastFailure(error, "Failed to delete photo");
        },
        onSettled: () => {
          void utils.admin.photos.list.invalidate();
          void utils.admin.photos.usage.invalidate();
        },
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
                  {usersOf(p).length > 0 ? (
                    <p className="mt-1 text-xs font-medium text-gold wrap-anywhere">In use: {names(usersOf(p))}</p>
                  ) : null}
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
        message={deleting ? deleteQuestion(deleting, deletingUsers) : ""}
        confirmLabel={deletingUsers.length > 0 ? "Delete Anyway" : "Delete"}
        pending={remove.isPending || usage.isPending}
        onConfirm={onDelete}
      />
    </AdminShell>
  );
}
