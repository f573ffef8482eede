import { forwardRef, type SelectHTMLAttributes } from "react";
import { cn } from "./cn";
import { inputClass } from "./field";

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a booking time already taken). */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  options: readonly SelectOption[];
  placeholder?: string;
}

/**
 * A native select: it works with every keyboard, screen reader and phone
 * picker, which matters more here than a custom look.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, className, ...props },
  ref,
) {
  return (
    <select ref={ref} className={cn(inputClass, "pr-8", className)} {...props}>
      {placeholder ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : null}
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
});
