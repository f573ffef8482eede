import { consultationTypeLabels } from "@fh/i18n/consultation-labels";
import { wordsIn } from "@fh/i18n/node";
import { LOCALES, timeOfDayIn, type Business, type CONSULTATION_TYPES, type Locale } from "@fh/validators";

type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/**
 * What a family is told by email, in the language they used on the site,
 * from the "family" catalog of @fh/i18n: the consultation confirmation and
 * the notice that their obituary was received are written while the request
 * that caused them is answered, so they follow its language. Spanish speaks as "usted"; Haitian
 * Creole is in the standard orthography; names, dates and business facts
 * are as the family and the configuration wrote them.
 */
export interface FamilyWords {
  consultationSubject: (business: Business, date: string) => string;
  greeting: (name: string) => string;
  consultationBooked: string;
  date: string;
  time: string;
  /** The booked slot ("10:00 AM") written as the site writes times in the language, with its zone in words. */
  timeValue: (time: string) => string;
  type: string;
  typeLabels: Record<ConsultationType, string>;
  consultationChange: (phone: string) => string;
  calendarTitle: (business: Business) => string;
  calendarDescription: (typeLabel: string, time: string, phone: string) => string;
  obituaryReceivedSubject: (name: string) => string;
  obituaryReceived: (name: string) => string;
  questions: (phone: string) => string;
  publishedSubject: (name: string) => string;
  published: (name: string) => string;
  visitMemorial: (firstName: string) => string;
  changeCall: (phone: string) => string;
  declinedSubject: (name: string) => string;
  declined: (name: string) => string;
  declinedCall: (phone: string) => string;
  /** The heading over a note staff wrote to the family on a decline. */
  declinedNote: string;
  digestSubject: (name: string) => string;
  digestIntro: (count: number, name: string) => string;
  readGuestBook: string;
  digestWhy: string;
  digestStop: string;
}

function familyWordsIn(locale: Locale): FamilyWords {
  const t = wordsIn(locale, "family");
  const consultation = wordsIn(locale, "consultation");
  // The booked slot ("10:00 AM") written as the site writes times in the language.
  const clock = (time: string) => timeOfDayIn(time, locale);
  return {
    consultationSubject: (business, date) => t("consultationSubject", { business: business.name, date }),
    greeting: (name) => t("greeting", { name }),
    consultationBooked: t("consultationBooked"),
    date: t("date"),
    time: t("time"),
    timeValue: (time) => t("timeValue", { time: clock(time) }),
    type: t("type"),
    typeLabels: {
      "in-person": consultation(consultationTypeLabels["in-person"]),
      virtual: consultation(consultationTypeLabels.virtual),
      phone: consultation(consultationTypeLabels.phone),
    },
    consultationChange: (phone) => t("consultationChange", { phone }),
    calendarTitle: (business) => t("calendarTitle", { business: business.name }),
    calendarDescription: (typeLabel, time, phone) => t("calendarDescription", { typeLabel, time: clock(time), phone }),
    obituaryReceivedSubject: (name) => t("obituaryReceivedSubject", { name }),
    obituaryReceived: (name) => t("obituaryReceived", { name }),
    questions: (phone) => t("questions", { phone }),
    publishedSubject: (name) => t("publishedSubject", { name }),
    published: (name) => t("published", { name }),
    visitMemorial: (firstName) => t("visitMemorial", { firstName }),
    changeCall: (phone) => t("changeCall", { phone }),
    declinedSubject: (name) => t("declinedSubject", { name }),
    declined: (name) => t("declined", { name }),
    declinedCall: (phone) => t("declinedCall", { phone }),
    declinedNote: t("declinedNote"),
    digestSubject: (name) => t("digestSubject", { name }),
    digestIntro: (count, name) => t("digestIntro", { count, name }),
    readGuestBook: t("readGuestBook"),
    digestWhy: t("digestWhy"),
    digestStop: t("digestStop"),
  };
}

export const FAMILY_WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, familyWordsIn(locale)])) as Record<Locale, FamilyWords>;
