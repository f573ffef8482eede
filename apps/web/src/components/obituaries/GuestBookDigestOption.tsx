import { useT } from "../../i18n/context";

/**
 * Not in SPEC §5: on both submission forms, the submitter may ask
 * for a daily email of the guest-book messages on the page, once it is
 * published; every such email has a one-click unsubscribe.
 */
export function GuestBookDigestOption({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT("submit");
  return (
    <label className="flex items-start gap-3 text-ink-soft">
      <input type="checkbox" name="guestBookDigest" className="mt-1.5 h-4 w-4" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{t("digest")}</span>
    </label>
  );
}
