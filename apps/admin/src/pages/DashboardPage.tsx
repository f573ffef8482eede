import { Button, buttonClass, ConfirmDialog, Dialog, Spinner, toast } from "@fh/ui";
import { adminPages, obituaryPath, type AdminObituary } from "@fh/validators";
import { useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { AdminShell } from "../components/AdminShell";
import { Badge, Detail, EmptyState, LoadError, Loading } from "../components/bits";
import { ObituaryEditDialog, type EditableObituary } from "../components/ObituaryEditDialog";
import { ObituaryPreview } from "../components/ObituaryPreview";
import { useStaffUser } from "../components/StaffSession";
import { formatShortDate, formatStamp } from "../lib/format";
import { errorText, isUnauthorized, trpc } from "../lib/trpc";
import { uploadPhoto } from "../lib/upload";
import { publicUrl } from "../lib/site-facts";

type Action = "approve" | "decline" | "unlist" | "delete";

const stateBadge: Record<AdminObituary["state"], ReactNode> = {
  pending: <Badge tone="gold">Pending</Badge>,
  live: <Badge tone="green">Live</Badge>,
  declined: <Badge tone="red">Declined</Badge>,
  unlisted: <Badge tone="neutral">Unlisted</Badge>,
};

function toEditable(o: AdminObituary): EditableObituary {
  return {
    id: o.id,
    firstName: o.firstName,
    lastName: o.lastName,
    dateOfBirth: o.dateOfBirth,
    dateOfDeath: o.dateOfDeath,
    biography: o.biography,
    submitterName: o.submitterName,
    submitterEmail: o.submitterEmail,
    submitterPhone: o.submitterPhone,
  };
}

/** The dashboard's photo button: any image/*, no size check (SPEC §5); the server has the last word. */
function DashboardUpload() {
  const input = useRef<HTMLInputElement>(null);
  const utils = trpc.useUtils();
  const [progress, setProgress] = useState<number | null>(null);
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setProgress(0);
    uploadPhoto(file, setProgress)
      .then((photo) => {
        void utils.admin.photos.list.invalidate();
        toast({ title: "Photo Uploaded", description: `${photo.originalName} was added to the gallery.`, variant: "success" });
      })
      .catch((error: { status?: number }) => {
        if (error.status === 401) return;
        toast({ title: "Upload Failed", description: "Failed to upload photo", variant: "destructive" });
      })
      .finally(() => setProgress(null));
  };
  return (
    <>
      <input ref={input} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onPick} />
      <Button variant="gold" onClick={() => input.current?.click()} disabled={progress !== null}>
        {progress !== null ? <Spinner label={`Uploading ${Math.round(progress)}%`} /> : "Upload Photo"}
      </Button>
    </>
  );
}

function Tile({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Link to={to} className="block rounded-lg border border-line bg-white p-4 transition-colors hover:border-navy hover:bg-cream">
      <span className="block font-semibold text-navy-dark">{title}</span>
      <span className="block text-sm text-muted">{text}</span>
    </Link>
  );
}

function ObituaryCard({
  obituary,
  busy,
  onAction,
  onEdit,
  onPreview,
}: {
  obituary: AdminObituary;
  busy: boolean;
  onAction: (a: Action) => void;
  onEdit: () => void;
  onPreview: () => void;
}) {
  const name = `${obituary.firstName} ${obituary.lastName}`;
  const o = obituary;
  return (
    <li className="flex flex-col rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{name}</h3>
          <p className="text-sm text-ink-soft">
            {formatShortDate(o.dateOfBirth)} – {formatShortDate(o.dateOfDeath)}
          </p>
        </div>
        {stateBadge[o.state]}
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-ink">{o.biography}</p>
      <dl className="mt-3 grid gap-2 sm:grid-cols-4">
        <Detail label="Submitted by">{o.submitterName}</Detail>
        <Detail label="Contact" className="sm:col-span-2">
          <a className="text-navy underline" href={`mailto:${o.submitterEmail}`}>
            {o.submitterEmail}
          </a>
          {o.submitterPhone ? (
            <>
              {" · "}
              <a className="text-navy underline" href={`tel:${o.submitterPhone}`}>
                {o.submitterPhone}
              </a>
            </>
          ) : null}
        </Detail>
        <Detail label="Received">{formatStamp(o.createdAt)}</Detail>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-3" role="group" aria-label={`Actions for ${name}`}>
        {o.state !== "live" ? (
          <Button size="sm" onClick={() => onAction("approve")} disabled={busy}>
            Approve
          </Button>
        ) : (
          <a className={buttonClass("secondary", "sm")} href={publicUrl(obituaryPath(o.id))} target="_blank" rel="noreferrer">
            View Live Page
          </a>
        )}
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={busy}>
          Edit
        </Button>
        {o.state === "pending" ? (
          <Button size="sm" variant="secondary" onClick={() => onAction("decline")} disabled={busy}>
            Decline
          </Button>
        ) : null}
        {o.state === "live" ? (
          <Button size="sm" variant="secondary" onClick={() => onAction("unlist")} disabled={busy}>
            Unlist
          </Button>
        ) : null}
        {o.state !== "live" ? (
          <Button size="sm" variant="ghost" onClick={onPreview}>
            Preview
          </Button>
        ) : null}
        {o.state !== "pending" ? (
          <Button size="sm" variant="danger" onClick={() => onAction("delete")} disabled={busy}>
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const actionText: Record<Action, { title: string; description: (name: string) => string; failure: string }> = {
  approve: { title: "Obituary Approved", description: (n) => `${n} is now live on the website.`, failure: "Failed to approve obituary" },
  decline: { title: "Obituary Declined", description: (n) => `${n} has been declined.`, failure: "Failed to decline obituary" },
  unlist: { title: "Obituary Unlisted", description: (n) => `${n} is hidden from public view.`, failure: "Failed to unlist obituary" },
  delete: { title: "Obituary Deleted", description: (n) => `${n} has been permanently deleted.`, failure: "Failed to delete obituary" },
};

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title} <span className="text-base font-normal text-muted">({count})</span>
      </h2>
      {children}
    </section>
  );
}

/** /admin and /admin/obituaries (SPEC §2): the obituary dashboard. */
export default function DashboardPage() {
  const user = useStaffUser();
  const utils = trpc.useUtils();
  const list = trpc.admin.obituaries.list.useQuery();
  const [editing, setEditing] = useState<EditableObituary | null>(null);
  const [previewing, setPreviewing] = useState<AdminObituary | null>(null);
  const [deleting, setDeleting] = useState<AdminObituary | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const onSettled = () => {
    setBusyId(null);
    void utils.admin.obituaries.list.invalidate();
  };
  const approve = trpc.admin.obituaries.approve.useMutation({ onSettled });
  const decline = trpc.admin.obituaries.decline.useMutation({ onSettled });
  const unlist = trpc.admin.obituaries.unlist.useMutation({ onSettled });
  const remove = trpc.admin.obituaries.delete.useMutation({ onSettled });
  const mutations = { approve, decline, unlist, delete: remove };

  const run = (action: Action, o: AdminObituary, after?: () => void) => {
    const name = `${o.firstName} ${o.lastName}`;
    const text = actionText[action];
    setBusyId(o.id);
    mutations[action].mutate(
      { id: o.id },
      {
        onSuccess: () => {
          toast({ title: text.title, description: text.description(name), variant: "success" });
          after?.();
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          toast({ title: text.failure, description: errorText(error, text.failure), variant: "destructive" });
        },
      },
    );
  };

  const all = list.data ?? [];
  const pending = all.filter((o) => o.state === "pending");
  const live = all.filter((o) => o.state === "live");
  const setAside = all.filter((o) => o.state === "declined" || o.state === "unlisted");

  const card = (o: AdminObituary) => (
    <ObituaryCard
      key={o.id}
      obituary={o}
      busy={busyId === o.id}
      onAction={(a) => (a === "delete" ? setDeleting(o) : run(a, o))}
      onEdit={() => setEditing(toEditable(o))}
      onPreview={() => setPreviewing(o)}
    />
  );

  return (
    <AdminShell title="Obituary Dashboard" actions={<DashboardUpload />}>
      <p className="text-lg text-ink-soft">
        Welcome, <strong className="text-ink">{user.username}</strong>
      </p>

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-line bg-white p-4">
          <p className="text-sm font-semibold text-muted">Pending Review</p>
          <p className="text-3xl font-semibold text-navy-dark" data-testid="pending-count">
            {list.data ? pending.length : "–"}
          </p>
        </div>
        <div className="rounded-lg border border-line bg-white p-4">
          <p className="text-sm font-semibold text-muted">Approved (Live)</p>
          <p className="text-3xl font-semibold text-navy-dark" data-testid="approved-count">
            {list.data ? live.length : "–"}
          </p>
        </div>
      </div>

      <nav aria-label="Manage" className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Tile to={adminPages.events} title="Events" text="Community events" />
        <Tile to={adminPages.services} title="Services" text="Funeral services" />
        <Tile to={adminPages.photos} title="Photos" text="Photo gallery" />
        <Tile to={adminPages.consultations} title="Consultations" text="Appointments" />
        <Tile to={adminPages.contactMessages} title="Contact Messages" text="Messages from the website" />
      </nav>

      {list.isPending ? (
        <Loading label="Loading obituaries..." />
      ) : list.isError ? (
        <div className="mt-8">
          <LoadError what="obituaries" onRetry={() => void list.refetch()} />
        </div>
      ) : (
        <>
          <Section title="Pending Review" count={pending.length}>
            {pending.length ? (
              <ul className="grid gap-3 lg:grid-cols-2">{pending.map(card)}</ul>
            ) : (
              <EmptyState title="No pending obituaries at this time" />
            )}
          </Section>
          <Section title="Live" count={live.length}>
            {live.length ? <ul className="grid gap-3 lg:grid-cols-2">{live.map(card)}</ul> : <EmptyState title="No approved obituaries yet" />}
          </Section>
          {setAside.length ? (
            <Section title="Declined and Unlisted" count={setAside.length}>
              <p className="mb-3 text-sm text-muted">Not shown to the public. Approve one to publish it again.</p>
              <ul className="grid gap-3 lg:grid-cols-2">{setAside.map(card)}</ul>
            </Section>
          ) : null}
        </>
      )}

      <ObituaryEditDialog obituary={editing} onClose={() => setEditing(null)} />

      <Dialog
        open={previewing !== null}
        onOpenChange={(open) => !open && setPreviewing(null)}
        title="Preview"
        description="As the obituary will appear on the public website."
        className="max-w-2xl"
      >
        {previewing ? <ObituaryPreview obituary={previewing} /> : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Obituary"
        message={
          deleting
            ? `This will permanently delete the obituary of ${deleting.firstName} ${deleting.lastName} and its guest book. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete Permanently"
        pending={remove.isPending}
        onConfirm={() => deleting && run("delete", deleting, () => setDeleting(null))}
      />
    </AdminShell>
  );
}
