import { business } from "@fh/client/site-facts";
import { pageTitleIn } from "@fh/i18n";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT } from "../i18n/context";

/** /plan-ahead: its words are @fh/i18n's "planAhead" catalog, its tab title "title.planAhead" in the "site" catalog. */
export function PlanAheadPage() {
  const t = useT("planAhead");
  const locale = useLocale();
  return (
    <SiteLayout title={pageTitleIn(locale, "planAhead", business)}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-semibold">{t("title")}</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">{t("intro")}</p>
      </div>
    </SiteLayout>
  );
}
