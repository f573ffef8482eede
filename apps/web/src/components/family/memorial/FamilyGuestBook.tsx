import { Button, toast } from "@fh/ui";
import { GUEST_BOOK_MODES } from "@fh/validators/site";
import { useT } from "../../../i18n/context";
import { trpc } from "../../../lib/trpc";
import type { FamilySectionProps } from "../sections";

/** The guest book the family's way: who may write, and the messages waiting, reported or hidden, to approve or hide. */
export function FamilyGuestBook({ obituaryId, state }: FamilySectionProps) {
  const t = useT("familyPage");
  const utils = trpc.useUtils();
  const book = trpc.familyMemorial.guestBook.useQuery({ obituaryId }, { enabled: state === "published" });
  const done = { onSuccess: () => void utils.familyMemorial.guestBook.invalidate({ obituaryId }), onError: () => toast({ title: t("memorial.failed"), variant: "destructive" }) };
  const setMode = trpc.familyMemorial.setGuestBookMode.useMutation(done);
  const moderate = trpc.familyMemorial.moderate.useMutation(done);
  if (state !== "published") return null;
  const modeId = `guest-book-mode-${obituaryId}`;
  return (
    <section aria-labelledby={`guest-book-${obituaryId}`} className="mt-6 border-t border-line pt-6" data-testid="family-guest-book">
      <h3 id={`guest-book-${obituaryId}`} className="text-xl font-semibold">
        {t("memorial.guestBook.title")}
      </h3>
      <label htmlFor={modeId} className="mt-3 block font-medium">
        {t("memorial.guestBook.mode")}
      </label>
      <select
        id={modeId}
        className="mt-1 w-full rounded-md border border-line bg-white px-3 py-2"
        value={book.data?.mode ?? "open"}
        disabled={!book.data || setMode.isPending}
        onChange={(e) => setMode.mutate({ obituaryId, mode: e.target.value as (typeof GUEST_BOOK_MODES)[number] })}
      >
        {GUEST_BOOK_MODES.map((m) => (
          <option key={m} value={m}>
            {t(`memorial.guestBook.mode.${m}`)}
          </option>
        ))}
      </select>
      {book.data && book.data.messages.length === 0 ? <p className="mt-3 text-ink-soft">{t("memorial.guestBook.none")}</p> : null}
      <ul className="mt-3 space-y-3">
        {(book.data?.messages ?? []).map((m) => (
          <li key={m.id} className="rounded-lg border border-line p-4" data-testid="family-guest-book-message">
            <p className="text-sm font-semibold text-gold">
              {m.status === "waiting" ? t("memorial.guestBook.waiting") : m.status === "hidden" ? t("memorial.guestBook.hidden") : t("memorial.guestBook.reported")}
            </p>
            <p className="font-semibold">{m.authorName}</p>
            <p className="whitespace-pre-line text-ink-soft">{m.message}</p>
            {m.photoUrl ? <img src={m.photoUrl} alt="" loading="lazy" className="mt-2 h-32 w-40 rounded object-cover" /> : null}
            <div className="mt-2 flex gap-2">
              {m.status !== "shown" ? (
                <Button size="sm" disabled={moderate.isPending} onClick={() => moderate.mutate({ obituaryId, entryId: m.id, action: "approve" })}>
                  {m.status === "hidden" ? t("memorial.guestBook.show") : t("memorial.guestBook.approve")}
                </Button>
              ) : null}
              {m.status !== "hidden" ? (
                <Button size="sm" variant="secondary" disabled={moderate.isPending} onClick={() => moderate.mutate({ obituaryId, entryId: m.id, action: "hide" })}>
                  {t("memorial.guestBook.hide")}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
