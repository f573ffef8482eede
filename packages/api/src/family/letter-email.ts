import { wordsIn } from "@fh/i18n/node";
import { localizePath, publicPages, type Business, type Locale } from "@fh/validators";
import { renderEmail, type RenderedEmail } from "../notifications/layout";

export type LetterMonth = 1 | 3 | 6 | 11;

/**
 * One letter of support, in the family's language, from the "familyLetters"
 * catalog of @fh/i18n (one file per language a funeral director can read
 * through): two paragraphs for its month, where to find help, a signature,
 * why it came and how to stop the rest.
 */
export function familyLetterEmail(
  business: Business,
  facts: { month: LetterMonth; recipientName: string | null; deceased: string; publicUrl: string; unsubscribeUrl: string },
  locale: Locale,
): RenderedEmail {
  const t = wordsIn(locale, "familyLetters");
  const m = facts.month;
  const griefUrl = `${facts.publicUrl}${localizePath(publicPages.griefSupport, locale)}`;
  return renderEmail(
    business,
    t(`subject.${m}`),
    [
      // A relative the submitter invited gave us no name: the letter greets the family.
      { paragraph: facts.recipientName ? t("greeting", { name: facts.recipientName }) : t("greetingFamily") },
      { paragraph: t(`letter.${m}`, { deceased: facts.deceased }) },
      { paragraph: t(`letter.${m}b`) },
      { paragraph: t("support", { phone: business.phone, url: griefUrl }) },
      { paragraph: t("signature", { business: business.name }) },
      { paragraph: t("why") },
      { link: facts.unsubscribeUrl, label: t("stop") },
    ],
    locale,
  );
}
