import { business } from "@fh/client/site-facts";
import { cn } from "@fh/ui";
import { telHref } from "@fh/validators/site";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/context";

/** The grief pages' own header: the home's name, a way back, and the 24/7 line. */
export function GriefHeader({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const t = useT("site");
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to={backTo} className="inline-flex min-h-11 items-center gap-2 font-medium text-navy underline-offset-4 hover:underline">
          <span aria-hidden="true">←</span> {backLabel}
        </Link>
        <p className="hidden font-serif text-lg text-navy-dark md:block">{business.name}</p>
        <a
          href={telHref(business.phone)}
          className="inline-flex min-h-11 items-center rounded-md font-medium text-navy underline-offset-4 hover:underline"
        >
          <span className="hidden sm:inline">{t("grief.header.call247")}</span>
          <span className="sr-only sm:hidden">{t("grief.header.callLabel")}</span>
          {business.phone}
        </a>
      </div>
    </header>
  );
}

/** A page section with a serif heading that names it for assistive technology. */
export function GriefSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={cn("scroll-mt-6 py-12", className)}>
      <h2 id={`${id}-title`} className="text-3xl font-semibold">
        {title}
      </h2>
      {intro ? <div className="mt-3 max-w-3xl text-lg text-ink-soft">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}

export const cardClass = "rounded-lg border border-line bg-white p-6 shadow-sm";
