import { englishPageHeads, fullAddress, siteDescription, type HeadTexts, type PageKey } from "@fh/validators";
import { obituaryTitle, pageTitle, plainTitle, lifeSpan } from "@fh/client/titles";

/** The pages with a fixed address (the page table's static pages). */
export type TitledPage = Exclude<PageKey, "obituary" | "notFound">;

export type { HeadTexts };

/** The English head words, today's: written when the public site's renderer is not built. */
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
