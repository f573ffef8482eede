import { Button, Field, inputClass } from "@fh/ui";
import type { ReactNode } from "react";
import type { FieldErrors } from "../lib/validate";

/** A labelled text-like input bound to one form value. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  required,
  type = "text",
  placeholder,
  autoComplete = "off",
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  required?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <Field label={label} required={required} error={error}>
      <input
        type={type}
        className={inputClass}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  error,
  rows = 4,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  rows?: number;
}) {
  return (
    <Field label={label} error={error}>
      <textarea rows={rows} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

export function FormError({ errors }: { errors: FieldErrors }) {
  const count = Object.keys(errors).length;
  if (!count) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {errors.form ?? "Please correct the highlighted fields."}
    </p>
  );
}

export function DialogActions({
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

export function Checkbox({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: ReactNode }) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" className="mt-1 h-4 w-4 accent-navy" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <span className="font-semibold text-ink-soft">{label}</span>
        {hint ? <span className="block text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}
