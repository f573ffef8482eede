import { buttonClass } from "@fh/ui";
import { STAFF_PAGE_SIZE } from "@fh/validators";
import { CONTACT_MESSAGE_STATUSES, familyLanguageNote, staffPages } from "@fh/validators/site";
import { keepPreviousData } from "@tanstack/react-query";
import { AdminShell } from "../components/AdminShell";
import { Badge, type Tone } from "../components/bits";
import { ListToolbar, SearchBox, StatusFilter } from "../components/ListControls";
import { StaffListView } from "../components/StaffListView";
import { StatusSelect, useStatusChange } from "../components/StatusSelect";
import { formatStamp, labelOf } from "../lib/format";
import { useAnsweredPage, useListParams } from "../lib/list-params";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";

type Status = (typeof CONTACT_MESSAGE_STATUSES)[number];

const tone: Record<Status, Tone> = { new: "gold", read: "navy", responded: "green" };
const options = CONTACT_MESSAGE_STATUSES.map((s) => ({ value: s, label: labelOf(s) }));

/**
 * /admin/contact-messages (SPEC §2): what families sent through the
 * website's contact form, a page at a time, searched by name, email or phone
 * and filtered by status. The totals above are exact whatever page is shown.
 */
export default function ContactMessagesPage() {
  useStaffTitle("contactMessages");
  const utils = trpc.useUtils();
  const params = useListParams();
  const q = params.text("q");
  const filter = params.oneOf("status", CONTACT_MESSAGE_STATUSES);
  const counts = trpc.admin.contactMessages.counts.useQuery();
  const list = trpc.admin.contactMessages.search.useQuery(
    { q: q || undefined, status: filter || undefined, page: params.page(), limit: STAFF_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  useAnsweredPage("page", list.isPlaceholderData ? undefined : list.data?.page);
  const status = useStatusChange(trpc.admin.contactMessages.setStatus.useMutation(), () => {
    void utils.admin.contactMessages.invalidate();
  });

  const c = counts.data;
  const everything = c ? c.new + c.read + c.responded : null;
  const filtered = Boolean(q || filter);

  return (
    <AdminShell title={staffPages.contactMessages.title}>
      {everything !== null ? (
        <p className="mb-3 text-sm text-ink-soft" data-testid="contact-totals">
          {everything} message{everything === 1 ? "" : "s"}, {c?.new ?? 0} new
        </p>
      ) : null}
      <ListToolbar>
        <SearchBox label="Search messages" value={q} onSearch={(next) => params.set({ q: next, page: null })} />
        <StatusFilter value={filter} options={options} onChange={(next) => params.set({ status: next, page: null })} />
      </ListToolbar>
      <StaffListView
        query={list}
        texts={{
          loading: "Loading messages...",
          loadError: "contact messages",
          empty: { title: "No Contact Messages", text: "Messages sent through the website's contact form will appear here." },
          noMatch: { title: "No messages match", showAll: "Show all messages" },
          pager: "Messages",
        }}
        filtered={filtered}
        nothingAtAll={everything === 0}
        onShowAll={() => params.set({ q: null, status: null, page: null })}
        onPage={(next) => params.set({ page: next })}
        renderItem={(m) => {
          const current: Status = m.status ?? "new";
          // Worth knowing before answering: a reply in the family's own language.
          const language = familyLanguageNote("Wrote", m.locale);
          return (
            <li className="min-w-0 rounded-lg border border-line bg-white p-4 wrap-anywhere">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-sans text-lg font-semibold text-ink">{m.name}</h2>
                    <Badge tone={tone[current]} testId="status-badge">{labelOf(current)}</Badge>
                    {language ? <Badge tone="navy" testId="language-badge">{language}</Badge> : null}
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
                <StatusSelect
                  id={`contact-status-${m.id}`}
                  options={options}
                  value={current}
                  disabled={status.busyId === m.id}
                  onChange={(s) => status.change(m.id, s, `Message from ${m.name}`)}
                />
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
        }}
      />
    </AdminShell>
  );
}
