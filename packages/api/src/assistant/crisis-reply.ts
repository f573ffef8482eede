import { wordsIn } from "@fh/i18n/node";
import { CRISIS_LINE, LOCALES, localizePath, publicPages, type Locale } from "@fh/validators";

/**
 * The answer to a message that suggests risk, in the visitor's language
 * (SPEC §9: crisis line 988), from the "crisis." messages of @fh/i18n's
 * "assistant" catalog. Every language keeps the English
 * answer's order: the lifeline comes first and alone (no planning, prices or
 * pages about arrangements follow it in the same reply), then 911, then the
 * grief-support page, so 988 and 911 fit on a phone's first screen.
 *
 * Spanish gives the Lifeline's own Spanish instruction word for word ("llama
 * al 988 y marca 2, o envía AYUDA por mensaje de texto al 988": pressing 2
 * reaches Spanish-speaking counsellors); the rest speaks as "usted". Haitian
 * Creole says that interpreters are on the call: the Lifeline connects an
 * interpreter for callers in Haitian Creole.
 */
interface CrisisWords {
  /** The sentence that names the lifeline: isCrisisReply finds an earlier answer by it. */
  lifeline: string;
  opening: string;
  openingAgain: string;
  rest: (lifeline: string) => string;
  emergency: string;
  closing: (griefSupport: string) => string;
}

function crisisWordsIn(locale: Locale): CrisisWords {
  const t = wordsIn(locale, "assistant");
  const crisisLine = CRISIS_LINE;
  return {
    lifeline: t("crisis.lifeline", { crisisLine }),
    opening: t("crisis.opening"),
    openingAgain: t("crisis.openingAgain"),
    rest: (lifeline) => t("crisis.rest", { lifeline, crisisLine }),
    emergency: t("crisis.emergency"),
    closing: (griefSupport) => t("crisis.closing", { griefSupport, crisisLine }),
  };
}

const WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, crisisWordsIn(locale)])) as Record<Locale, CrisisWords>;

/**
 * `again` is the wording when the conversation already had this answer, so
 * the visitor is not met with the same paragraph twice. The chat widget
 * turns the calls to 988 and 911 and the grief-support address into links.
 */
export function crisisReply(options: { again?: boolean; locale?: Locale } = {}): string {
  const locale = options.locale ?? "en";
  const words = WORDS[locale];
  const opening = options.again ? words.openingAgain : words.opening;
  return [
    `${opening} ${words.rest(words.lifeline)}`,
    words.emergency,
    words.closing(localizePath(publicPages.griefSupport, locale)),
  ].join("\n\n");
}

/** True for a reply this module wrote, in any language (the conversation already had the lifeline). */
export function isCrisisReply(text: string): boolean {
  return Object.values(WORDS).some((words) => text.includes(words.lifeline));
}

/**
 * The language of the crisis answer: the page's, unless the message was
 * heard in another of the site's languages and not in the page's (a Spanish
 * message on the English page is answered in Spanish). A phrase heard in
 * English alone keeps the page's: English patterns also hear words the
 * languages share ("suicidio" starts like "suicide").
 */
export function crisisLocale(page: Locale, heard: readonly Locale[]): Locale {
  const specific: Locale[] = heard.filter((l) => l !== "en");
  if (specific.length === 0 || specific.includes(page)) return page;
  return specific[0]!;
}
