import { publicUrl } from "@fh/client/site-facts";
import { Button, buttonClass, ConfirmDialog, Dialog, Field, inputClass, toast } from "@fh/ui";
import { DECLINE_NOTE_MAX, DECLINE_UNDO_MS, familyLanguageNote, obituaryPath } from "@fh/validators/site";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Badge, Detail, Loading } from "../components/bits";
import { ObituaryEditDialog } from "../components/ObituaryEditDialog";
import type { Obituary } from "../components/ObituaryForm";
import { ObituaryPreview } from "../components/ObituaryPreview";
import { StaffListView } from "../components/StaffListView";
import { toastFailure } from "../lib/failure";
import { useAnsweredPage, useListParams } from "../lib/list-params";
import { trpc } from "../lib/trpc";
import { formatDay, formatStamp } from "../lib/format";

type Action = "approve" | "decline" | "unlist" | "delete";

const UNDO_MINUTES = DECLINE_UNDO_MS / 60_000;

/**
 * True until `until` passes, re-rendering when it does: the Undo Decline
 * button goes away when the server would refuse it. (The server decides; a
 * browser clock that is off only shows the button a little too long or short.)
 */
function useBefore(until: Date | string | null | undefined): boolean {
  const end = until ? new Date(until).getTime() : 0;
  const [before, setBefore] = useState(() => end > Date.now());
  useEffect(() => {
    const left = end - Date.now();
    setBefore(left > 0);
    if (left <= 0) return;
    // setTimeout's longest wait is about 24.8 days; an undo window is minutes.
    const timer = setTimeout(() => setBefore(false), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [end]);
  return before;
}
/**
 * Cards per page in each of the dashboard's lists. Two lists share the page
 * and a card is tall (a 3-line biography), so ten keeps each list to a
 * screen or two, on a phone as well (29 live once made a 5,300 px page).
 */
export const DASHBOARD_PAGE_SIZE = 10;

/** The dashboard's lists: which states each shows, and the address key of its page. */
export const obituarySections = {
  pending: {
    title: "Pending Review",
    status: "pending",
    pageKey: "pending",
    label: "Pending obituaries",
    empty: "No pending obituaries at this time",
  },
  live: { title: "Live", status: "live", pageKey: "live", label: "Live obituaries", empty: "No approved obituaries yet" },
  setAside: {
    title: "Declined and Unlisted",
    status: ["declined", "unlisted"],
    pageKey: "aside",
    label: "Declined and unlisted obituaries",
    empty: null,
  },
} as const satisfies Record<
  string,
  { title: string; status: Obituary["state"] | Obituary["state"][]; pageKey: string; label: string; empty: string | null }
>;
type SectionKey = keyof typeof obituarySections;

const stateBadge: Record<Obituary["state"], ReactNode> = {
  pending: <Badge tone="gold">Pending</Badge>,
  live: <Badge tone="green">Live</Badge>,
  declined: <Badge tone="red">Declined</Badge>,
  unlisted: <Badge tone="neutral">Unlisted</Badge>,
};

const actionText: Record<Action, { title: string; description: (name: string) => string; failure: string }> = {
  approve: { title: "Obituary Approved", description: (n) => `${n} is now live on the website.`, failure: "Failed to approve obituary" },
  decline: { title: "Obituary Declined", description: (n) => `${n} has been declined.`, failure: "Failed to decline obituary" },
  unlist: { title: "Obituary Unlisted", description: (n) => `${n} is hidden from public view.`, failure: "Failed to unlist obituary" },
  delete: { title: "Obituary Deleted", description: (n) => `${n} has been permanently deleted.`, failure: "Failed to delete obituary" },
};

/**
 * A pending card's optional note for the family, sent with a decline. Folded
 * away: Decline stays one click (SPEC §5), and most declines need no note.
 */
function DeclineNote({ value, onChange, disabled }: { value: string; onChange: (note: string) => void; disabled: boolean }) {
  return (
    <details className="mt-3 text-sm" open={value !== "" || undefined}>
      <summary className="cursor-pointer font-medium text-navy">Add a note for the family</summary>
      <Field
        label="Note to the family (optional)"
        hint={`Sent with a decline, set apart in the email that tells them it was not published. At most ${DECLINE_NOTE_MAX} characters.`}
        className="mt-2"
      >
        <textarea className={inputClass} rows={3} maxLength={DECLINE_NOTE_MAX} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
      </Field>
    </details>
  );
}

function ObituaryCard({
  obituary: o,
  busy,
  onAction,
  onUndoDecline,
  onEdit,
  onPreview,
}: {
  obituary: Obituary;
  busy: boolean;
  /** `note`: staff's words to the family, with a decline. */
  onAction: (a: Action, note?: string) => void;
  onUndoDecline: () => void;
  onEdit: () => void;
  onPreview: () => void;
}) {
  const name = `${o.firstName} ${o.lastName}`;
  const language = familyLanguageNote("Wrote", o.submitterLocale);
  const [note, setNote] = useState("");
  const undoable = useBefore(o.state === "declined" ? o.declineUndoUntil : null);
  return (
    <li className="flex min-w-0 flex-col rounded-lg border border-line bg-white p-4 wrap-anywhere">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{name}</h3>
          <p className="text-sm text-ink-soft">
            {formatDay(o.dateOfBirth)} – {formatDay(o.dateOfDeath)}
          </p>
        </div>
        {stateBadge[o.state]}
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-ink">{o.biography}</p>
      {/* Two columns on a phone (contact on its own row, last) keep a card short. */}
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Detail label="Submitted by">
          {o.submitterName}
          {/* Worth knowing before calling the family; their emails already follow it. */}
          {language ? <span className="block text-xs text-ink-soft">{language}</span> : null}
        </Detail>
        <Detail label="Contact" className="order-last col-span-2 sm:order-none">
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
      {o.state === "pending" ? <DeclineNote value={note} onChange={setNote} disabled={busy} /> : null}
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
          <Button size="sm" variant="secondary" onClick={() => onAction("decline", note)} disabled={busy}>
            Decline
          </Button>
        ) : null}
        {undoable ? (
          // The notice's Undo may be gone (one notice at a time): the same undo, for as long as it lasts.
          <Button size="sm" variant="secondary" onClick={onUndoDecline} disabled={busy}>
            Undo Decline
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
      {o.state === "live" ? (
        // For the family and the service: the keepsake book and the QR for programmes and signs.
        <p className="flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm">
          <a className="text-navy underline" href={`/api/admin/obituaries/${o.id}/keepsake.pdf`} download>
            Book of Memories (PDF)<span className="sr-only"> for {name}</span>
          </a>
          <a className="text-navy underline" href={`/api/admin/obituaries/${o.id}/qr.svg`} download>
            QR code (SVG)<span className="sr-only"> for {name}</span>
          </a>
          <a className="text-navy underline" href={`/api/admin/obituaries/${o.id}/qr.png`} download>
            QR code (PNG)<span className="sr-only"> for {name}</span>
          </a>
          {o.guestBookMode !== "open" || o.noindex ? (
            <span className="text-ink-soft">
              {o.guestBookMode === "moderated" ? "Guest book moderated" : o.guestBookMode === "closed" ? "Guest book closed" : ""}
              {o.guestBookMode !== "open" && o.noindex ? " · " : ""}
              {o.noindex ? "Hidden from search engines" : ""}
            </span>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

/**
 * One list of the dashboard: a page of obituaries in its states matching the
 * search, with its own Previous / Next. The heading's count is the list's
 * (matching the search); the exact totals are the dashboard's count cards.
 */
/** One list's page, from the address's page number for it. */
function useSectionPage(section: SectionKey, q: string) {
  const { status, pageKey } = obituarySections[section];
  const params = useListParams();
  return trpc.admin.obituaries.search.useQuery(
    { status: [...(Array.isArray(status) ? status : [status])], q: q || undefined, page: params.page(pageKey), limit: DASHBOARD_PAGE_SIZE },
    // The page being left stays on screen until the next one arrives: no flash of a spinner.
    { placeholderData: keepPreviousData },
  );
}

function ObituarySection({
  section,
  query,
  q,
  card,
}: {
  section: SectionKey;
  query: ReturnType<typeof useSectionPage>;
  q: string;
  card: (o: Obituary) => ReactNode;
}) {
  const { title, pageKey, label, empty } = obituarySections[section];
  const params = useListParams();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = query.data;
  useAnsweredPage(pageKey, query.isPlaceholderData ? undefined : data?.page);
  // Declined and unlisted ones are the exception: their list shows only when there are some.
  if (empty === null && (!data || data.total === 0)) return null;

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mb-3 text-xl font-semibold">
        {title} {data ? <span className="text-base font-normal text-muted">({data.total})</span> : null}
      </h2>
      {section === "setAside" ? <p className="mb-3 text-sm text-muted">Not shown to the public. Approve one to publish it again.</p> : null}
      {/* Its own spinner only when waiting without fetching (offline): the first load shows one for all lists. */}
      <StaffListView
        query={query}
        texts={{
          loading: "Loading obituaries...",
          loadError: "obituaries",
          empty: { title: empty ?? "" },
          noMatch: { title: `No ${label.toLowerCase()} match "${q}"`, text: "Try part of a name, an email or a phone number." },
          pager: label,
        }}
        filtered={Boolean(q)}
        focusTarget={heading}
        listClassName="grid gap-3 lg:grid-cols-2"
        onPage={(page) => params.set({ [pageKey]: page })}
        renderItem={card}
      />
    </section>
  );
}

/**
 * Obituary moderation (SPEC §2, §4): the pending list (Approve, Edit,
 * Decline, Preview), the live list (View Live Page, Edit, Unlist, Delete) and
 * the declined and unlisted ones, each a page at a time and searched by the
 * dashboard's search box, with the edit, preview and delete dialogs. Shown
 * on the dashboard, at /admin and /admin/obituaries alike.
 */
export function ObituaryModeration({ q }: { q: string }) {
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<Obituary | null>(null);
  const [previewing, setPreviewing] = useState<Obituary | null>(null);
  const [deleting, setDeleting] = useState<Obituary | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const onSettled = () => {
    setBusyId(null);
    // The lists, the counts and the documented list all move.
    void utils.admin.obituaries.invalidate();
  };
  const approve = trpc.admin.obituaries.approve.useMutation({ onSettled });
  const decline = trpc.admin.obituaries.decline.useMutation({ onSettled });
  const unlist = trpc.admin.obituaries.unlist.useMutation({ onSettled });
  const remove = trpc.admin.obituaries.delete.useMutation({ onSettled });
  const undoDecline = trpc.admin.obituaries.undoDecline.useMutation({ onSettled });
  const mutations = { approve, decline, unlist, delete: remove };

  const undo = (o: Obituary) => {
    setBusyId(o.id);
    undoDecline.mutate(
      { id: o.id },
      {
        onSuccess: () =>
          toast({ title: "Decline Undone", description: `${o.firstName} ${o.lastName} is back in Pending Review. No email was sent.`, variant: "success" }),
        onError: (error) => void toastFailure(error, "Could Not Undo"),
      },
    );
  };

  const run = (action: Action, o: Obituary, after?: () => void, note?: string) => {
    const name = `${o.firstName} ${o.lastName}`;
    const text = actionText[action];
    setBusyId(o.id);
    mutations[action].mutate(
      // Only a decline takes a note; a blank one is none.
      action === "decline" && note?.trim() ? { id: o.id, note } : { id: o.id },
      {
        onSuccess: (result) => {
          // A pending submission's decline can be undone for a while (the answer says until when).
          const undoable = action === "decline" && "declineUndoUntil" in result && result.declineUndoUntil !== null;
          toast({
            title: text.title,
            description: undoable
              ? `${text.description(name)} The family will be emailed in ${UNDO_MINUTES} minutes; until then you can undo it.`
              : text.description(name),
            variant: "success",
            ...(undoable
              ? {
                  action: {
                    label: "Undo",
                    altText: `Undo Decline, on the card of ${name} under Declined and Unlisted, does the same for ${UNDO_MINUTES} minutes.`,
                    onClick: () => undo(o),
                  },
                  // The notice stays for the whole time the undo lasts.
                  durationMs: DECLINE_UNDO_MS,
                }
              : {}),
          });
          after?.();
        },
        onError: (error) => void toastFailure(error, text.failure),
      },
    );
  };

  const card = (o: Obituary) => (
    <ObituaryCard
      obituary={o}
      busy={busyId === o.id}
      onAction={(a, note) => (a === "delete" ? setDeleting(o) : run(a, o, undefined, note))}
      onUndoDecline={() => undo(o)}
      onEdit={() => setEditing(o)}
      onPreview={() => setPreviewing(o)}
    />
  );

  // The three pages come in one batched request: one spinner until they are here.
  const pages = { pending: useSectionPage("pending", q), live: useSectionPage("live", q), setAside: useSectionPage("setAside", q) };
  const firstLoad = Object.values(pages).some((p) => p.isPending && p.fetchStatus === "fetching");

  return (
    <>
      {firstLoad ? (
        <div className="mt-8">
          <Loading label="Loading obituaries..." />
        </div>
      ) : (
        (Object.keys(pages) as SectionKey[]).map((key) => <ObituarySection key={key} section={key} query={pages[key]} q={q} card={card} />)
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
    </>
  );
}
