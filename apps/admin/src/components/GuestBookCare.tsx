import { toast } from "@fh/ui";
import { GUEST_BOOK_MODES, type GuestBookMode } from "@fh/validators/site";
import { useState } from "react";
import { trpc } from "../lib/trpc";
import type { Obituary } from "./ObituaryForm";

const modeLabel: Record<GuestBookMode, string> = {
  open: "Open: messages show at once",
  moderated: "Moderated: messages wait for staff approval",
  closed: "Closed: no new messages",
};

/**
 * Per obituary: how its guest book takes messages and whether
 * search engines may index the page. Each change is saved at once, apart from
 * the edit form's Save, so a director can close a guest book in one click.
 */
export function GuestBookCare({ obituary }: { obituary: Obituary }) {
  const utils = trpc.useUtils();
  const care = trpc.admin.obituaries.setGuestBookCare.useMutation();
  const [mode, setMode] = useState<GuestBookMode>(obituary.guestBookMode);
  const [noindex, setNoindex] = useState(obituary.noindex);

  async function save(change: { guestBookMode?: GuestBookMode; noindex?: boolean }) {
    try {
      const row = await care.mutateAsync({ id: obituary.id, ...change });
      setMode(row.guestBookMode);
      setNoindex(row.noindex);
      void utils.admin.obituaries.invalidate();
      toast({ title: "Saved", variant: "success" });
    } catch {
      toast({ title: "Not saved", description: "Please try again.", variant: "destructive" });
    }
  }

  return (
    <fieldset className="mb-5 space-y-3 rounded-lg border border-line p-4" disabled={care.isPending}>
      <legend className="px-1 font-semibold text-ink">Guest book and search engines</legend>
      <label className="block text-sm font-medium text-ink" htmlFor={`guest-book-mode-${obituary.id}`}>
        Guest book
      </label>
      <select
        id={`guest-book-mode-${obituary.id}`}
        className="w-full rounded-md border border-line bg-white px-3 py-2"
        value={mode}
        onChange={(e) => void save({ guestBookMode: e.target.value as GuestBookMode })}
      >
        {GUEST_BOOK_MODES.map((m) => (
          <option key={m} value={m}>
            {modeLabel[m]}
          </option>
        ))}
      </select>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input type="checkbox" className="mt-1" checked={noindex} onChange={(e) => void save({ noindex: e.target.checked })} />
        <span>Keep this page out of search engines (it still opens for anyone with the link)</span>
      </label>
    </fieldset>
  );
}
