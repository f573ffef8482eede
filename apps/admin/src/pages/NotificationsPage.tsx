import { Button, cn, toast } from "@fh/ui";
import { testEmailInput } from "@fh/validators";
import { OUTBOX_DISPLAY_STATUSES, type OutboxDisplayStatus, type StaffNotificationKind, staffPages } from "@fh/validators/site";
import { keepPreviousData } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { AdminShell } from "../components/AdminShell";
import { Badge, EmptyState, LoadError, Loading, type Tone } from "../components/bits";
import { FormError, TextInput } from "../components/FormBits";
import { ListToolbar, Pager, showingText, StatusFilter } from "../components/ListControls";
import { formatStamp, labelOf } from "../lib/format";
import { useAnsweredPage, useListParams } from "../lib/list-params";
import { useStaffTitle } from "../lib/titles";
import { errorText, isUnauthorized, trpc } from "../lib/trpc";
import { validateWith, type FieldErrors } from "../lib/validate";

const PAGE_SIZE = 20;
const tone: Record<OutboxDisplayStatus, Tone> = { sent: "green", waiting: "navy", retrying: "gold", failed: "red" };
const options = OUTBOX_DISPLAY_STATUSES.map((s) => ({ value: s, label: labelOf(s) }));

/** What staff call each kind of email in the outbox list. */
const KIND_LABELS: Record<string, string> = {
  "staff.consultation_booked": "New consultation (staff)",
  "staff.obituary_submitted": "New obituary submission (staff)",
  "staff.contact_message": "New contact message (staff)",
  "staff.guest_book_digest": "Guest-book digest (staff)",
  "staff.test": "Test email",
  "family.consultation_confirmation": "Booking confirmation",
  "family.obituary_received": "Obituary received",
  "family.obituary_published": "Obituary published",
  "family.obituary_declined": "Obituary not published",
  "family.guest_book_digest": "Daily guest-book digest",
  "family.sign_in_link": "Family page sign-in link",
  "family.invite": "Invitation to a family page",
  "family.proposal_decided": "Answer to a family's proposed changes",
  "family.letter_of_support": "Letter of support",
};

/** One staff kind's recipients: a comma-separated list, checked by the server, which names a bad address. */
function RecipientsRow({ kind, label, addresses, isDefault }: { kind: StaffNotificationKind; label: string; addresses: string[]; isDefault: boolean }) {
  const utils = trpc.useUtils();
  const [value, setValue] = useState(addresses.join(", "));
  const [error, setError] = useState<string | undefined>();
  const save = trpc.admin.notifications.setRecipients.useMutation();
  const onSave = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    save.mutate(
      { kind, addresses: value },
      {
        onSuccess: (saved) => {
          setValue(saved.addresses.join(", "));
          toast({ title: "Recipients Saved", description: `${label}: ${saved.addresses.length ? saved.addresses.join(", ") : "nobody"}.`, variant: "success" });
          void utils.admin.notifications.settings.invalidate();
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          setError(errorText(err, "Could not save the recipients").replace(/^addresses: /, ""));
        },
      },
    );
  };
  return (
    <form onSubmit={onSave} noValidate className="flex flex-wrap items-end gap-3" data-testid={`recipients-${kind}`}>
      <div className="min-w-0 flex-1">
        <TextInput label={label} value={value} onChange={setValue} error={error} placeholder="name@example.com, other@example.com" />
        {isDefault ? <p className="mt-1 text-xs text-muted">From STAFF_NOTIFY_EMAIL until saved here.</p> : null}
      </div>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}

function SendTest() {
  const [to, setTo] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const utils = trpc.useUtils();
  const send = trpc.admin.notifications.sendTest.useMutation();
  const onSend = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWith(testEmailInput, { to });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    send.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: "Test Email Queued", description: `A test email to ${checked.data.to} is in the outbox below.`, variant: "success" });
        void utils.admin.notifications.invalidate();
      },
      onError: (err) => {
        if (isUnauthorized(err)) return;
        setErrors({ form: errorText(err, "Could not queue the test email") });
      },
    });
  };
  return (
    <form onSubmit={onSend} noValidate className="flex max-w-xl flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <TextInput label="Send a test email to" type="email" required value={to} onChange={setTo} error={errors.to} />
      </div>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send Test Email"}
      </Button>
      <div className="basis-full">
        <FormError errors={errors.form ? { form: errors.form } : {}} />
      </div>
    </form>
  );
}

function Outbox() {
  const utils = trpc.useUtils();
  const params = useListParams();
  const filter = params.oneOf("status", OUTBOX_DISPLAY_STATUSES);
  const counts = trpc.admin.notifications.counts.useQuery(undefined, { refetchInterval: 10_000 });
  const list = trpc.admin.notifications.outbox.useQuery(
    { status: filter || undefined, page: params.page(), limit: PAGE_SIZE },
    { placeholderData: keepPreviousData, refetchInterval: 10_000 },
  );
  useAnsweredPage("page", list.isPlaceholderData ? undefined : list.data?.page);
  const summary = useRef<HTMLParagraphElement>(null);
  const retry = trpc.admin.notifications.retry.useMutation();
  const onRetry = (id: number) =>
    retry.mutate(
      { id },
      {
        onSuccess: () => {
          toast({ title: "Message Queued Again", description: "It will be sent within a few seconds.", variant: "success" });
          void utils.admin.notifications.invalidate();
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          toast({ title: "Retry Failed", description: errorText(err, "Please try again."), variant: "destructive" });
        },
      },
    );
  const c = counts.data;
  return (
    <section aria-labelledby="outbox-heading" className="mt-8">
      <h2 id="outbox-heading" className="font-sans text-xl font-semibold text-ink">
        Outbox
      </h2>
      {c ? (
        <p className="mb-3 text-sm text-ink-soft" data-testid="outbox-totals">
          {c.sent} sent, {c.waiting} waiting, {c.retrying} retrying, {c.failed} failed
        </p>
      ) : null}
      <ListToolbar>
        <StatusFilter value={filter} options={options} onChange={(next) => params.set({ status: next, page: null })} />
      </ListToolbar>
      {list.isPending ? (
        <Loading label="Loading messages..." />
      ) : list.isError ? (
        <LoadError what="the outbox" onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState title="No Messages">Emails the website sends appear here, newest first.</EmptyState>
      ) : (
        <>
          <p ref={summary} tabIndex={-1} className="mb-3 text-sm text-ink-soft">
            {showingText(list.data)}
          </p>
          <ul className={cn("space-y-3", list.isPlaceholderData && "opacity-60")} aria-busy={list.isPlaceholderData} data-testid="outbox-list">
            {list.data.items.map((m) => (
              <li key={m.id} className="min-w-0 rounded-lg border border-line bg-white p-4 wrap-anywhere" data-testid="outbox-message">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-sans font-semibold text-ink">{KIND_LABELS[m.kind] ?? m.kind}</h3>
                      <Badge tone={tone[m.status]} testId="outbox-status">
                        {labelOf(m.status)}
                      </Badge>
                    </div>
                    <p className="text-sm text-ink-soft">To {m.recipient}</p>
                    <p className="text-sm text-ink">{m.subject}</p>
                    <p className="text-xs text-muted">
                      {formatStamp(m.createdAt)} · {m.attempts} attempt{m.attempts === 1 ? "" : "s"}
                      {m.sentAt ? ` · sent ${formatStamp(m.sentAt)}` : ""}
                    </p>
                    {m.notBefore && m.status === "waiting" ? (
                      // A decline's email, held while staff may undo the decline.
                      <p className="text-xs text-muted">Held until {formatStamp(m.notBefore)}</p>
                    ) : null}
                    {m.lastError && m.status !== "sent" ? (
                      <p className="mt-1 text-sm text-danger" data-testid="outbox-error">
                        {m.lastError}
                      </p>
                    ) : null}
                  </div>
                  {m.status === "failed" ? (
                    <Button size="sm" variant="secondary" onClick={() => onRetry(m.id)} disabled={retry.isPending}>
                      Retry
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pager info={list.data} label="Messages" busy={list.isPlaceholderData} focusTarget={summary} onPage={(next) => params.set({ page: next })} />
        </>
      )}
    </section>
  );
}

/**
 * /admin/notifications: who receives each kind of staff email,
 * a test email, and the outbox, where every email the website sends is
 * listed with its status, failed ones with their reason and a Retry.
 */
export default function NotificationsPage() {
  useStaffTitle("notifications");
  const settings = trpc.admin.notifications.settings.useQuery();
  return (
    <AdminShell title={staffPages.notifications.title}>
      {settings.isPending ? (
        <Loading label="Loading settings..." />
      ) : settings.isError ? (
        <LoadError what="the notification settings" onRetry={() => void settings.refetch()} />
      ) : (
        <>
          {settings.data.smtpConfigured ? null : (
            <p role="status" className="mb-4 rounded-md border border-gold/30 bg-gold-soft px-3 py-2 text-ink" data-testid="smtp-off">
              Email is not being sent: SMTP_URL is not set on the server. Messages wait in the outbox below and go out once it is.
            </p>
          )}
          <section aria-labelledby="recipients-heading" className="space-y-4 rounded-lg border border-line bg-white p-4">
            <h2 id="recipients-heading" className="font-sans text-xl font-semibold text-ink">
              Who receives which email
            </h2>
            <p className="text-sm text-ink-soft">Addresses separated by commas; leave blank for nobody. Emails come from {settings.data.from}.</p>
            {settings.data.kinds.map((k) => (
              <RecipientsRow key={k.kind} {...k} />
            ))}
          </section>
          <section aria-labelledby="test-heading" className="mt-6">
            <h2 id="test-heading" className="sr-only">
              Test email
            </h2>
            <SendTest />
          </section>
        </>
      )}
      <Outbox />
    </AdminShell>
  );
}
