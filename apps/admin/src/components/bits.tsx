import { cn, Spinner } from "@fh/ui";
import type { ReactNode } from "react";

export type Tone = "neutral" | "navy" | "gold" | "green" | "red" | "sage";

const tones: Record<Tone, string> = {
  neutral: "bg-cream text-ink-soft border-line",
  navy: "bg-navy/10 text-navy-dark border-navy/20",
  gold: "bg-gold-soft text-ink border-gold/30",
  green: "bg-success/10 text-success border-success/30",
  red: "bg-danger-soft text-danger border-danger/30",
  sage: "bg-sage/10 text-sage border-sage/30",
};

export function Badge({
  tone = "neutral",
  children,
  className,
  testId,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <span data-testid={testId} className={cn("inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold", tones[tone], className)}>
      {children}
    </span>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10 text-ink-soft">
      <Spinner label={label} />
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-line bg-white px-6 py-10 text-center">
      <p className="font-semibold text-ink-soft">{title}</p>
      {children ? <div className="mt-1 text-sm text-muted">{children}</div> : null}
    </div>
  );
}

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-danger/40 bg-danger-soft px-4 py-3 text-danger">
      Failed to load {what}.{" "}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A label/value pair in a card's detail list. */
export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-sm text-ink wrap-anywhere">{children}</dd>
    </div>
  );
}

export function DraftNotice({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="status" className="mb-3 rounded-md border border-gold/40 bg-gold-soft/60 px-3 py-2 text-sm text-ink">
      Your unsaved entries were restored.
    </p>
  );
}
