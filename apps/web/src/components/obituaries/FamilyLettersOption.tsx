import { useT } from "../../i18n/context";

/**
 * "Send me letters of support in the year ahead": unticked unless the family
 * ticks it, on both submission forms and the family page. Gentle letters at
 * 1, 3, 6 and 11 months after the death, each with a one-click unsubscribe.
 */
export function FamilyLettersOption({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const t = useT("submit");
  return (
    <label className="flex items-start gap-3 text-ink-soft">
      <input type="checkbox" name="familyLetters" className="mt-1.5 h-4 w-4 shrink-0" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <span className="block text-ink">{t("familyLetters")}</span>
        <span className="block text-sm">{t("familyLettersHelp")}</span>
      </span>
    </label>
  );
}
