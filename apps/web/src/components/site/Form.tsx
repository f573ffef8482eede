import { cn, useHydrated } from "@fh/ui";
import type { FormHTMLAttributes } from "react";

interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** Classes of the block that holds the fields (spacing between them). */
  fieldsClassName?: string;
}

/**
 * A form of a server-drawn page. Until the app has taken the page over, what
 * someone types or ticks would be lost to it, so the controls stay disabled
 * (a split second on a good connection) rather than silently drop a message.
 */
export function Form({ fieldsClassName, children, ...props }: FormProps) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} role="presentation" className={cn("min-w-0", fieldsClassName)}>
        {children}
      </fieldset>
    </form>
  );
}
