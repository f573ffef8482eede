import { englishPageHeads, fullAddress, siteDescription, type Business, type PageKey } from "@fh/validators";
import { obituaryTitle, pageTitle, plainTitle, lifeSpan } from "@fh/client/titles";
import type { Locale } from "@fh/validators/locale";

/** The pages with a fixed address (the page table's static pages). */
export type TitledPage = Exclude<PageKey, "obituary" | "notFound">;

interface Person {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
}

/**
 * The words of a page's head in one language (issue 15). The public site's
 * renderer supplies them for every language from its catalogs
 * (apps/web/src/i18n/head.ts, same shape); without a built renderer the
 * server writes the English below, today's words.
 */
export interface HeadTexts {
  locale: Locale;
  ogLocale: string;
  pageTitle(key: TitledPage, b: Business): string;
  pageDescription(key: TitledPage, b: Business): string;
  obituaryTitle(o: Person, b: Business): string;
  obituaryDescription(o: Person, excerpt: string): string;
  photoAlt(fullName: string): string;
  plainTitle(name: string, b: Business): string;
  missingObituary: string;
  missingPage: string;
  businessDescription(b: Business): string;
}

export const englishHeadTexts: HeadTexts = {
  locale: "en",
  ogLocale: "en_US",
  pageTitle: (key, b) => pageTitle(englishPageHeads[key], b),
  pageDescription: (key, b) => (englishPageHeads[key].description ?? siteDescription)(b),
  obituaryTitle: (o, b) => obituaryTitle(o, b),
  obituaryDescription: (o, excerpt) => {
    const span = lifeSpan(o);
    return `In loving memory of ${o.firstName} ${o.lastName}${span ? `, ${span}` : ""}. ${excerpt}`;
  },
  photoAlt: (fullName) => `Photo of ${fullName}`,
  plainTitle: (name, b) => plainTitle(name, b),
  missingObituary: "Obituary Not Found",
  missingPage: "404 Page Not Found",
  businessDescription: (b) => `Family-owned funeral home at ${fullAddress(b)}.`,
};
