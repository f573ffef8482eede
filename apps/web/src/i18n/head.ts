import type { Locale } from "@fh/validators/locale";
import { fullAddress, type Business } from "@fh/validators/site";
import { translator } from "./context";
import { loadNamespaces, SITE_NAMESPACE } from "./messages";
import { lifeSpanIn, obituaryTitleIn, pageTitleIn, plainTitleIn, type Person, type TitledPage } from "./titles";

export type { TitledPage };

/**
 * What the server writes into a page's head in one language (issue 15):
 * titles, descriptions, share tags' words and structured data's. The server
 * (apps/server/src/web/page-head.ts) asks for them through the built renderer.
 */
export interface HeadTexts {
  locale: Locale;
  /** og:locale: "en_US", "es_US", "ht_HT". */
  ogLocale: string;
  pageTitle(key: TitledPage, b: Business): string;
  pageDescription(key: TitledPage, b: Business): string;
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

export async function headTexts(locale: Locale): Promise<HeadTexts> {
  await loadNamespaces(locale, [SITE_NAMESPACE, "head"]);
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
