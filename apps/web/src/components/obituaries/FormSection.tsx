import type { ReactNode } from "react";

/** A titled group of fields; the legend names the group for screen readers. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-xl border border-line bg-white p-5 sm:p-8">
      <legend className="float-left mb-2 w-full font-serif text-2xl font-semibold text-navy-dark">{title}</legend>
      {description ? <p className="clear-both text-ink-soft">{description}</p> : null}
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}
