import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "./cn";
import { useHydrated } from "./hydrated";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "gold";
export type ButtonSize = "sm" | "md" | "lg";

// "Disabled" looks are keyed to the button's own attribute, not :disabled: a
// server-drawn form's fieldset is disabled for the split second before the
// app takes over, and its buttons must not flash faded (or fail contrast).
const variants: Record<ButtonVariant, string> = {
  primary: "bg-navy text-white hover:bg-navy-dark [&[disabled]]:bg-navy/60",
  secondary: "bg-white text-navy border border-navy/30 hover:bg-cream [&[disabled]]:opacity-60",
  ghost: "bg-transparent text-navy hover:bg-cream [&[disabled]]:opacity-60",
  danger: "bg-danger text-white hover:bg-danger/90 [&[disabled]]:bg-danger/60",
  gold: "bg-gold text-white hover:bg-gold/90 [&[disabled]]:bg-gold/60",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-6 text-lg",
};

/** Class names of a button, for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors [&[disabled]]:cursor-not-allowed",
    variants[variant],
    sizes[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", className, type = "button", ...props },
  ref,
) {
  // On a server-drawn page a button does nothing until the app has taken the
  // page over: it says so (aria-disabled, which also makes browser tests
  // wait) without looking disabled for that split second.
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, size, className)}
      {...props}
      aria-disabled={hydrated ? props["aria-disabled"] : true}
    />
  );
});
