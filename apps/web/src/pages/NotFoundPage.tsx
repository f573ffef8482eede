import { business } from "@fh/client/site-facts";
import { buttonClass } from "@fh/ui";
import { publicPages } from "@fh/validators/site";
import { Link } from "react-router-dom";
import { SiteLayout } from "../components/site/SiteLayout";
import { useLocale, useT } from "../i18n/context";
import { plainTitleIn } from "@fh/i18n";

/** Any path the router does not know (SPEC §2). */
export function NotFoundPage() {
  const t = useT("site");
  const locale = useLocale();
  return (
    <SiteLayout title={plainTitleIn(locale, t("title.notFound"), business)}>
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <h1 className="text-4xl font-semibold">{t("notFound.title")}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t("notFound.text")}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={publicPages.home} className={buttonClass("primary", "lg")}>
            {t("notFound.home")}
          </Link>
          <Link to={publicPages.obituaries} className={buttonClass("secondary", "lg")}>
            {t("notFound.obituaries")}
          </Link>
        </div>
      </div>
    </SiteLayout>
  );
}
