import { buttonClass, Select, toast } from "@fh/ui";
import { CONTACT_MESSAGE_STATUSES } from "@fh/validators/site";
import { useState } from "react";
import { AdminShell } from "../components/AdminShell";
import { Badge, EmptyState, LoadError, Loading, type Tone } from "../components/bits";
import { formatStamp, labelOf } from "../lib/format";
import { errorText, isUnauthorized, trpc, type RouterOutputs } from "../lib/trpc";

type ContactMessage = RouterOutputs["admin"]["contactMessages"]["list"][number];
type Status = (typeof CONTACT_MESSAGE_STATUSES)[number];

const tone: Record<Status, Tone> = { new: "gold", read: "navy", responded: "green" };
const options = CONTACT_MESSAGE_STATUSES.map((s) => ({ value: s, label: labelOf(s) }));

/** /admin/contact-messages (SPEC §2): what families sent through the website's contact form. */
export default function ContactMessagesPage() {
  const utils = trpc.useUtils();
  const list = trpc.admin.contactMessages.list.useQuery();
  const setStatus = trpc.admin.contactMessages.setStatus.useMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const change = (m: ContactMessage, status: Status) => {
    setBusyId(m.id);
    setStatus.mutate(
      { id: m.id, status },
      {
        onSuccess: () => toast({ title: "Status Updated", description: `Message from ${m.name}: ${labelOf(status)}.`, variant: "success" }),
        onError: (error) => {
          if (isUnauthorized(error)) return;
          toast({ title: "Failed to update status", description: errorText(error, "Failed to update status"), variant: "destructive" });
        },
        onSettled: () => {
          setBusyId(null);
          void utils.admin.contactMessages.list.invalidate();
        },
      },
    );
  };

  const newCount = list.data?.filter((m) => (m.status ?? "new") === "new").length ?? 0;

  return (
    <AdminShell title="Contact Messages">
      {list.isPending ? (
        <Loading label="Loading messages..." />
      ) : list.isError ? (
        <LoadError what="contact messages" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="No Contact Messages">Messages sent through the website's contact form will appear here.</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-soft">
            {list.data.length} message{list.data.length === 1 ? "" : "s"}, {newCount} new
          </p>
          <ul className="space-y-3">
            {list.data.map((m) => {
              const status: Status = m.status ?? "new";
              const selectId = `contact-status-${m.id}`;
              return (
                <li key={m.id} className="rounded-lg border border-line bg-white p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="font-sans text-lg font-semibold text-ink">{m.name}</h2>
                        <Badge tone={tone[status]} testId="status-badge">{labelOf(status)}</Badge>
                      </div>
                      <p className="text-sm text-ink-soft">
                        <a className="text-navy underline" href={`mailto:${m.email}`}>
                          {m.email}
                        </a>
                        {m.phone ? (
                          <>
                            {" · "}
                            <a className="text-navy underline" href={`tel:${m.phone}`}>
                              {m.phone}
                            </a>
                          </>
                        ) : null}
                        {" · "}
                        <span>{formatStamp(m.createdAt)}</span>
                      </p>
                    </div>
                    <div>
                      <label htmlFor={selectId} className="block text-xs font-semibold text-muted">
                        Status
                      </label>
                      <Select
                        id={selectId}
                        className="min-h-9 py-1 text-sm"
                        options={options}
                        value={status}
                        disabled={busyId === m.id}
                        onChange={(e) => change(m, e.target.value as Status)}
                      />
                    </div>
                  </div>
                  <p className="mt-3 whitespace-pre-line rounded-md bg-cream px-3 py-2 text-ink">{m.message}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <a
                      className={buttonClass("secondary", "sm")}
                      href={`mailto:${m.email}?subject=${encodeURIComponent("Re: your message")}`}
                    >
                      Reply by Email
                    </a>
                    {m.phone ? (
                      <a className={buttonClass("secondary", "sm")} href={`tel:${m.phone}`}>
                        Call {m.phone}
                      </a>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </AdminShell>
  );
}
