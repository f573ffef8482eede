import { cn } from "@fh/ui";
import type { ReactNode } from "react";

/** A landing-page section: an id to scroll to (clear of the fixed bar) and a heading that names it. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("scroll-mt-16 py-16 sm:py-20 focus:outline-none", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          {intro ? <div className="mt-4 text-lg text-ink-soft">{intro}</div> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
