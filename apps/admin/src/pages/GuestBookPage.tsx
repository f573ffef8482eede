import { Button, ConfirmDialog, toast } from "@fh/ui";
import { STAFF_PAGE_SIZE } from "@fh/validators";
import { GUEST_BOOK_ENTRY_STATUSES, GUEST_BOOK_MEMORIAL_PARAM, type GuestBookEntryStatus, obituaryPath, parseRecordId, staffPages } from "@fh/validators/site";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { AdminShell } from "../components/AdminShell";
import { Badge, type Tone } from "../components/bits";
import { ListToolbar, SearchBox, StatusFilter } from "../components/ListControls";
import { StaffListView } from "../components/StaffListView";
import { useAnsweredPage, useListParams } from "../lib/list-params";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";
import { formatStamp } from "../lib/format";

const tone: Record<GuestBookEntryStatus, Tone> = { waiting: "gold", shown: "green", hidden: "red" };
const statusLabel: Record<GuestBookEntryStatus, string> = { waiting: "Waiting", shown: "Shown", hidden: "Hidden" };
const options = GUEST_BOOK_ENTRY_STATUSES.map((s) => ({ value: s, label: statusLabel[s] }));

/**
 * /admin/guest-book: every obituary's guest-book messages, reported
 * ones first and then newest first, filtered by waiting, shown or hidden, and
 * to one memorial's with ?obituary={id} (where the staff digest's links lead).
 * Approve shows a message, Hide takes it off the page (it can be approved
 * again), Delete removes it for good; each action is recorded with who and when.
 */
export default function GuestBookPage() {
  useStaffTitle("guestBook");
  const utils = trpc.useUtils();
  const params = useListParams();
  const q = params.text("q");
  const filter = params.oneOf("status", GUEST_BOOK_ENTRY_STATUSES);
  // Anything but an id reads as every memorial, as an unknown status reads as all.
  const obituaryId = parseRecordId(params.text(GUEST_BOOK_MEMORIAL_PARAM)) ?? undefined;
  const counts = trpc.admin.guestBook.counts.useQuery();
  const list = trpc.admin.guestBook.search.useQuery(
    { q: q || undefined, status: filter || undefined, obituaryId, page: params.page(), limit: STAFF_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const memorial = list.data?.memorial;
  useAnsweredPage("page", list.isPlaceholderData ? undefined : list.data?.page);
  const refresh = () => void utils.admin.guestBook.invalidate();
  const approve = trpc.admin.guestBook.approve.useMutation();
  const hide = trpc.admin.guestBook.hide.useMutation();
  const remove = trpc.admin.guestBook.delete.useMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; authorName: string } | null>(null);

  async function act(id: number, run: () => Promise<unknown>, done: string) {
    setBusyId(id);
    try {
      await run();
      toast({ title: done, variant: "success" });
      refresh();
    } catch {
      toast({ title: "That did not work", description: "Please try again.", variant: "destructive" });
    } finally {
      setBusyId(null);
    }
  }

  const c = counts.data;
  const everything = c ? c.waiting + c.shown + c.hidden : null;

  return (
    <AdminShell title={staffPages.guestBook.title}>
      {c && everything !== null ? (
        <p className="mb-3 text-sm text-ink-soft" data-testid="guest-book-totals">
          {everything} message{everything === 1 ? "" : "s"}: {c.waiting} waiting, {c.shown} shown, {c.hidden} hidden
        </p>
      ) : null}
      {obituaryId !== undefined ? (
        <div
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gold/40 bg-cream px-4 py-3"
          data-testid="guest-book-memorial"
        >
          <p className="text-ink">
            {memorial ? (
              <>
                Messages on the memorial of <strong>{memorial.firstName} {memorial.lastName}</strong>
              </>
            ) : list.data ? (
              "This memorial no longer exists."
            ) : (
              "Messages on one memorial"
            )}
          </p>
          <Button size="sm" variant="secondary" onClick={() => params.set({ [GUEST_BOOK_MEMORIAL_PARAM]: null, page: null })}>
            Show every memorial
          </Button>
        </div>
      ) : null}
      <ListToolbar>
        <SearchBox label="Search messages" value={q} onSearch={(next) => params.set({ q: next, page: null })} />
        <StatusFilter value={filter} options={options} onChange={(next) => params.set({ status: next, page: null })} />
      </ListToolbar>
      <StaffListView
        query={list}
        texts={{
          loading: "Loading messages...",
          loadError: "guest-book messages",
          empty: { title: "No Guest-Book Messages", text: "Messages left on obituaries' guest books will appear here." },
          noMatch: { title: "No messages match", showAll: "Show all messages" },
          pager: "Messages",
        }}
        filtered={Boolean(q || filter || obituaryId)}
        nothingAtAll={everything === 0}
        onShowAll={() => params.set({ q: null, status: null, [GUEST_BOOK_MEMORIAL_PARAM]: null, page: null })}
        onPage={(next) => params.set({ page: next })}
        renderItem={(m) => {
          const busy = busyId === m.id;
          const reported = m.reportCount > 0 && m.status !== "hidden";
          return (
            <li className="min-w-0 rounded-lg border border-line bg-white p-4 wrap-anywhere" data-testid="guest-book-entry">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-sans text-lg font-semibold text-ink">{m.authorName}</h2>
                <Badge tone={tone[m.status]} testId="status-badge">
                  {statusLabel[m.status]}
                </Badge>
                {reported ? (
                  <Badge tone="red" testId="reported-badge">
                    Reported {m.reportCount === 1 ? "once" : `${m.reportCount} times`}
                  </Badge>
                ) : null}
              </div>
              <p className="text-sm text-ink-soft">
                On{" "}
                <a className="text-navy underline" href={obituaryPath(m.obituaryId)} target="_blank" rel="noreferrer">
                  {m.obituaryFirstName} {m.obituaryLastName}
                </a>
                {" · "}
                <span>{formatStamp(m.createdAt)}</span>
                {m.authorEmail ? (
                  <>
                    {" · "}
                    <a className="text-navy underline" href={`mailto:${m.authorEmail}`}>
                      {m.authorEmail}
                    </a>
                  </>
                ) : null}
              </p>
              <p className="mt-3 whitespace-pre-line rounded-md bg-cream px-3 py-2 text-ink">{m.message}</p>
              {m.moderatedBy && m.moderatedAt ? (
                <p className="mt-2 text-sm text-ink-soft" data-testid="moderated-by">
                  {m.status === "hidden" ? "Hidden" : "Approved"} by {m.moderatedBy}, {formatStamp(m.moderatedAt)}
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                {m.status !== "shown" || reported ? (
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() => act(m.id, () => approve.mutateAsync({ id: m.id }), `Message from ${m.authorName} is shown`)}
                  >
                    Approve
                  </Button>
                ) : null}
                {m.status !== "hidden" ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => act(m.id, () => hide.mutateAsync({ id: m.id }), `Message from ${m.authorName} is hidden`)}
                  >
                    Hide
                  </Button>
                ) : null}
                <Button size="sm" variant="danger" disabled={busy} onClick={() => setDeleting({ id: m.id, authorName: m.authorName })}>
                  Delete
                </Button>
              </div>
            </li>
          );
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Message"
        message={deleting ? `Delete ${deleting.authorName}'s message for good? Hide keeps it, out of sight, in case you change your mind.` : ""}
        pending={remove.isPending}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void act(target.id, () => remove.mutateAsync({ id: target.id }), `Message from ${target.authorName} deleted`);
        }}
      />
    </AdminShell>
  );
}
