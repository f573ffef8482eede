import { business } from "@fh/client/site-facts";
import { pageTitleIn } from "@fh/i18n";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT } from "../i18n/context";

/** /family: its words are @fh/i18n's "familyPage" catalog, its tab title "title.familyPage" in the "site" catalog. */
export function FamilyPagePage() {
  const t = useT("familyPage");
  const locale = useLocale();
  return (
    <SiteLayout title={pageTitleIn(locale, "familyPage", business)}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-semibold">{t("title")}</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">{t("intro")}</p>
      </div>
    </SiteLayout>
  );
}
