import { business } from "@fh/client/site-facts";
import { telHref } from "@fh/validators/site";
import { LegalPage } from "../components/site/LegalPage";
import { useT } from "../i18n/context";
import { rich } from "../i18n/rich";

const bold = { b: (words: string) => <strong>{words}</strong> };

/** What the site keeps, for how long, and how to ask us to remove it. */
export function PrivacyPage() {
  const t = useT("privacy");
  const address = `${business.streetAddress}, ${business.city}, ${business.region} ${business.postalCode}`;
  return (
    <LegalPage title={t("title")} updated={t("updated")}>
      <p>{t("intro", { name: business.name })}</p>

      <h2>{t("keep.title")}</h2>
      <ul>
        {(["keep.obituaries", "keep.guestBook", "keep.contact", "keep.bookings", "keep.chat", "keep.follow", "keep.photos"] as const).map((key) => (
          <li key={key}>{rich(t(key), bold)}</li>
        ))}
      </ul>
      <p>{t("keep.logs")}</p>

      <h2>{t("long.title")}</h2>
      <ul>
        {(["long.published", "long.declined", "long.messages", "long.chat", "long.follow", "long.logs"] as const).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>

      <h2>{t("who.title")}</h2>
      <p>{t("who.text")}</p>

      <h2>{t("choices.title")}</h2>
      <p>
        {rich(t("choices.text", { email: business.email, phone: business.phone, address }), {
          email: (email) => (
            <a className="text-navy underline" href={`mailto:${business.email}`}>
              {email}
            </a>
          ),
          phone: (phone) => (
            <a className="text-navy underline" href={telHref(business.phone)}>
              {phone}
            </a>
          ),
        })}
      </p>

      <h2>{t("children.title")}</h2>
      <p>{t("children.text")}</p>

      <h2>{t("changes.title")}</h2>
      <p>{t("changes.text")}</p>
    </LegalPage>
  );
}
