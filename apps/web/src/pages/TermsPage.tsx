import { business } from "@fh/client/site-facts";
import { telHref } from "@fh/validators/site";
import { LegalPage } from "../components/site/LegalPage";
import { useT } from "../i18n/context";
import { rich } from "../i18n/rich";

/** The terms of using the website: plain words for a family, not a contract to decode. */
export function TermsPage() {
  const t = useT("terms");
  const links = {
    email: (email: string) => (
      <a className="text-navy underline" href={`mailto:${business.email}`}>
        {email}
      </a>
    ),
    phone: (phone: string) => (
      <a className="text-navy underline" href={telHref(business.phone)}>
        {phone}
      </a>
    ),
  };
  const facts = { name: business.name, email: business.email, phone: business.phone };
  return (
    <LegalPage title={t("title")} updated={t("updated")}>
      <p>{t("intro", facts)}</p>

      <h2>{t("memorials.title")}</h2>
      <ul>
        {(["memorials.family", "memorials.true", "memorials.review", "memorials.rights"] as const).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>

      <h2>{t("guestBooks.title")}</h2>
      <p>{t("guestBooks.text")}</p>

      <h2>{t("consultations.title")}</h2>
      <p>{t("consultations.text")}</p>

      <h2>{t("assistant.title")}</h2>
      <p>{rich(t("assistant.text", facts), links)}</p>

      <h2>{t("downloads.title")}</h2>
      <p>{t("downloads.text")}</p>

      <h2>{t("fair.title")}</h2>
      <p>{t("fair.text")}</p>

      <h2>{t("responsibility.title")}</h2>
      <p>{t("responsibility.text")}</p>

      <h2>{t("questions.title")}</h2>
      <p>{rich(t("questions.text", facts), links)}</p>
    </LegalPage>
  );
}
