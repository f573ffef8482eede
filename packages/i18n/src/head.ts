import type { Business, StaticPageKey } from "@fh/validators";
import type { Locale } from "@fh/validators/locale";
import { fullAddress } from "@fh/validators/site";
import { translator } from "./messages";
import { lifeSpanIn, obituaryTitleIn, pageTitleIn, plainTitleIn, type Person } from "./titles";

/**
 * What the server writes into a page's head in one language: titles,
 * descriptions, share tags' words and structured data's, from the "site" and
 * "head" namespaces, the same words the browser's tab titles use.
 */
export interface HeadTexts {
  locale: Locale;
  /** og:locale: "en_US", "es_US", "ht_HT". */
  ogLocale: string;
  pageTitle(key: StaticPageKey, b: Business): string;
  pageDescription(key: StaticPageKey, b: Business): string;
  /** "Jane Doe (April 12, 1938 – May 1, 2025) | {business}". */
  obituaryTitle(o: Person, b: Business): string;
  /** "In loving memory of Jane Doe, April 12, 1938 – May 1, 2025. {excerpt}". */
  obituaryDescription(o: Person, excerpt: string): string;
  photoAlt(fullName: string): string;
  /** "{name} | {business}" for a page with no entry of its own. */
  plainTitle(name: string, b: Business): string;
  missingObituary: string;
  missingPage: string;
  businessDescription(b: Business): string;
}

/** The namespaces a page head's words come from. */
export const HEAD_NAMESPACES = ["site", "head"] as const;

/** A page head's words in a language (the "site" and "head" namespaces loaded). */
export function headTextsIn(locale: Locale): HeadTexts {
  const site = translator(locale, "site");
  const t = translator(locale, "head");
  return {
    locale,
    ogLocale: t("ogLocale"),
    pageTitle: (key, b) => pageTitleIn(locale, key, b),
    pageDescription: (key, b) => {
      const values = { name: b.name, city: b.city, phone: b.phone };
      if (key === "obituaries") return t("description.obituaries", values);
      if (key === "pricing") return t("description.pricing", values);
      return t("description.site", values);
    },
    obituaryTitle: (o, b) => obituaryTitleIn(locale, o, b),
    obituaryDescription: (o, excerpt) => {
      const span = lifeSpanIn(locale, o);
      const name = `${o.firstName} ${o.lastName}`;
      return span ? t("obituary.descriptionWithDates", { name, span, excerpt }) : t("obituary.description", { name, excerpt });
    },
    photoAlt: (fullName) => t("obituary.photoAlt", { name: fullName }),
    plainTitle: (name, b) => plainTitleIn(locale, name, b),
    missingObituary: site("title.obituaryNotFound"),
    missingPage: site("title.notFound"),
    businessDescription: (b) => t("business.description", { address: fullAddress(b) }),
  };
}
