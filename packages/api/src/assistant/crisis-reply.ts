import { CRISIS_LINE, localizePath, publicPages, type Locale } from "@fh/validators";

/**
 * The answer to a message that suggests risk, in the visitor's language
 * (SPEC §9: crisis line 988). Every language keeps the English
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

const WORDS: Record<Locale, CrisisWords> = {
  en: {
    lifeline: `Please call ${CRISIS_LINE} or text ${CRISIS_LINE} right now to reach the Suicide & Crisis Lifeline`,
    opening: `I'm so sorry you're hurting this much, and I'm glad you told me.`,
    openingAgain: `I'm still here with you, and I'm taking what you said seriously.`,
    rest: (lifeline) => `${lifeline}: it's free, confidential and open 24 hours a day.`,
    emergency: `If you are in immediate danger or have already hurt yourself, call 911.`,
    closing: (page) =>
      `The Lifeline is also there for anyone grieving a loss to suicide. You don't have to carry this alone: our grief-support page (${page}) lists people nearby who can help, and I'm here if you'd like to keep talking.`,
  },
  es: {
    lifeline: `llama al ${CRISIS_LINE} y marca 2, o envía AYUDA por mensaje de texto al ${CRISIS_LINE}`,
    opening: `Siento mucho que esté sufriendo tanto, y me alegra que me lo haya contado.`,
    openingAgain: `Sigo aquí con usted, y tomo muy en serio lo que me ha dicho.`,
    rest: (lifeline) =>
      `Por favor, comuníquese ahora mismo con la Línea ${CRISIS_LINE} de Prevención del Suicidio y Crisis, que atiende en español: ${lifeline}. Es gratis, confidencial y está disponible las 24 horas del día.`,
    emergency: `Si está en peligro inmediato o ya se hizo daño, llame al 911.`,
    closing: (page) =>
      `La Línea ${CRISIS_LINE} también acompaña a quienes han perdido a un ser querido por suicidio. No tiene que cargar con esto a solas: nuestra página de apoyo en el duelo (${page}) reúne a personas cerca de usted que pueden ayudarle, y aquí estoy si desea que sigamos conversando.`,
  },
  ht: {
    lifeline: `Tanpri rele ${CRISIS_LINE} oswa voye yon tèks bay ${CRISIS_LINE} kounye a`,
    opening: `Mwen regrèt anpil dèske w ap soufri konsa, e mwen kontan ou di m sa.`,
    openingAgain: `Mwen la toujou avè w, e mwen pran sa ou di m nan oserye.`,
    rest: (lifeline) =>
      `${lifeline} pou w pale ak Liy ${CRISIS_LINE} pou prevni swisid ak kriz (Suicide & Crisis Lifeline): li gratis, li konfidansyèl e li louvri 24 è sou 24. Lè w rele, gen entèprèt ki disponib sou liy lan pou pale avè w an kreyòl.`,
    emergency: `Si w an danje kounye a, oswa si w deja fè tèt ou mal, rele 911.`,
    closing: (page) =>
      `Liy ${CRISIS_LINE} la ede tou nenpòt moun ki pèdi yon moun li renmen nan swisid. Ou pa oblije pote chay sa a pou kont ou: paj sipò nan lapenn nou an (${page}) gen moun toupre w ki ka ede w, e mwen la si w vle kontinye pale.`,
  },
};

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
