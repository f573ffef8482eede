import type { ReactNode } from "react";

/** A radio drawn as a card: the whole card is the label, so a tap anywhere on it chooses, and the keyboard moves as in any radio group. */
export function Choice({ name, checked, onChange, label, text }: { name: string; checked: boolean; onChange: () => void; label: string; text?: ReactNode }) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-navy ${checked ? "border-navy ring-1 ring-navy" : "border-line"}`}
    >
      <input type="radio" name={name} className="mt-1 h-5 w-5 shrink-0 accent-navy" checked={checked} onChange={onChange} />
      <span>
        <span className="block font-semibold text-ink">{label}</span>
        {text ? <span className="mt-1 block text-ink-soft">{text}</span> : null}
      </span>
    </label>
  );
}
