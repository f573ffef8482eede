import { wordsIn } from "@fh/i18n/node";
import { DIRECT_CREMATION_FROM, GRIEF_GROUP_WEEKS, fullAddress, publicPages, type Locale } from "@fh/validators";
import { TOPICS, type Replies } from "./types";

/**
 * The built-in responder's answers in a language, from @fh/i18n's "assistant"
 * catalog: the English answers are the product's own words (SPEC.md); Spanish
 * speaks as "usted" (docs/i18n/GLOSSARY.md); business facts stay as
 * configured, and each page named is the one in the answer's language.
 */
export function repliesIn(locale: Locale): Replies {
  const t = wordsIn(locale, "assistant");
  const answer =
    (key: `reply.${(typeof TOPICS)[number] | "fallback"}`): Replies[keyof Replies] =>
    (b, page) =>
      t(key, {
        phone: b.phone,
        address: fullAddress(b),
        directCremationFrom: DIRECT_CREMATION_FROM,
        griefGroupWeeks: GRIEF_GROUP_WEEKS,
        bookConsultation: page(publicPages.bookConsultation),
        creativeSubmit: page(publicPages.creativeSubmit),
        griefSupport: page(publicPages.griefSupport),
        moreGriefResources: page(publicPages.moreGriefResources),
        obituaries: page(publicPages.obituaries),
      });
  return Object.fromEntries([...TOPICS, "fallback" as const].map((topic) => [topic, answer(`reply.${topic}`)])) as Replies;
}
