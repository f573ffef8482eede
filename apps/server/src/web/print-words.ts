import { wordsIn } from "@fh/i18n/node";
import { LOCALES, type Locale } from "@fh/validators/locale";

/**
 * The obituary print page's own words in each language, from the "print"
 * catalog of @fh/i18n. What the
 * family wrote (name, biography) and what staff wrote (service titles,
 * places, descriptions) are shown as written; business facts as configured.
 */
export interface PrintWords {
  /** After the name in the tab's title. */
  printTag: string;
  photoOf: (name: string) => string;
  biography: string;
  services: string;
  past: string;
  visitOnline: string;
  qrOpens: (url: string) => string;
  scanToVisit: string;
  notAvailable: string;
  /** The button that opens the browser's print dialog (on screen only). */
  print: string;
  /** The link to the obituary's page in the same language (on screen only). */
  backToMemorial: string;
  /** The family's gallery and their "in lieu of flowers". */
  photos: string;
  photoNumber: (n: number, count: number) => string;
  inLieuOfFlowers: string;
  flowersCharity: (charity: string, url: string) => string;
}

function printWordsIn(locale: Locale): PrintWords {
  const t = wordsIn(locale, "print");
  return {
    printTag: t("printTag"),
    photoOf: (name) => t("photoOf", { name }),
    biography: t("biography"),
    services: t("services"),
    past: t("past"),
    visitOnline: t("visitOnline"),
    qrOpens: (url) => t("qrOpens", { url }),
    scanToVisit: t("scanToVisit"),
    notAvailable: t("notAvailable"),
    print: t("print"),
    backToMemorial: t("backToMemorial"),
    photos: t("photos"),
    photoNumber: (n, count) => t("photoNumber", { n, count }),
    inLieuOfFlowers: t("inLieuOfFlowers"),
    flowersCharity: (charity, url) => t("flowersCharity", { charity, url }),
  };
}

export const PRINT_WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, printWordsIn(locale)])) as Record<Locale, PrintWords>;
