import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { cn } from "./cn";

export const inputClass =
  "block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted/80 focus:border-navy focus:outline-none focus:ring-2 focus:ring-navy/30 aria-[invalid=true]:border-danger disabled:bg-cream";

export interface FieldProps {
  label: string;
  /** Adds the asterisk that SPEC §2 puts on required labels. */
  required?: boolean;
  /** Shown under the control and announced to screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** One input, textarea or select; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its error, wired for assistive technology. */
export function Field({ label, required, error, hint, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: (children.props.id as string | undefined) ?? id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })
    : children;
  const controlId = (isValidElement(children) && (children.props.id as string | undefined)) || id;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-ink-soft">
        {label}
        {required ? " *" : null}
      </label>
      {control}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A field's hint and its error (announced), under the control; ids for aria-describedby. Shared by Field and controls that draw their own label. */
export function FieldNotes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: ReactNode; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
