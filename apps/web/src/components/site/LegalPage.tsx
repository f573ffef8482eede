import { business } from "@fh/client/site-facts";
import { publicPages } from "@fh/validators/site";
import type { ReactNode } from "react";
import { plainTitleIn } from "@fh/i18n";
import { useLocale, useT } from "../../i18n/context";
import { BackLink } from "../obituaries/BackLink";
import { SiteLayout } from "./SiteLayout";

/** A readable long-text page (privacy, terms): one column, generous line length and spacing. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const t = useT("site");
  const locale = useLocale();
  return (
    <SiteLayout title={plainTitleIn(locale, title, business)}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <BackLink to={publicPages.home}>{t("backToHome")}</BackLink>
        <h1 className="mt-6 text-4xl font-semibold">{title}</h1>
        <p className="mt-2 text-ink-soft">{t("legal.updated", { date: updated })}</p>
        <div className="legal mt-8 space-y-4 text-lg leading-relaxed text-ink [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_li]:ml-6 [&_li]:list-disc [&_ul]:space-y-2">
          {children}
        </div>
      </div>
    </SiteLayout>
  );
}
