import type { Business } from "./business";
import type { Locale } from "./locale";
import type { StaticPageKey } from "./routes";

/**
 * The English head of each page with a fixed address: what the server writes
 * when the public site's renderer is not built (apps/server/src/web/head-texts.ts).
 * The renderer writes every language's from its catalogs (apps/web/src/i18n/head.ts).
 * Kept apart from the page table, which the browser loads, so the browser's
 * copy of the table carries no head words it never shows.
 */
export interface PageHead {
  /** The head's <title>: a name, written "{name} | {business name}", or the whole title. */
  title: string | ((b: Business) => string);
  /** The head's description, when not the site's own (siteDescription). */
  description?: (b: Business) => string;
}

/** The description of every page that has none of its own. */
export function siteDescription(b: Business): string {
  return `${b.name}: a family-owned funeral home serving ${b.city}, Palm Beach County and South Florida. Funerals, cremation, memorial services, pre-planning and grief support, 24 hours a day, 7 days a week. Call ${b.phone}.`;
}

export const englishPageHeads: { readonly [K in StaticPageKey]: PageHead } = {
  home: { title: (b) => `${b.name} | Funeral Home in ${b.city}, ${b.region}` },
  obituaries: {
    title: "Memorial Tributes",
    description: (b) => `Memorial tributes and obituaries from ${b.name}. Read, remember and leave a message in the guest book.`,
  },
  submitObituary: { title: "Submit an Obituary" },
  creativeSubmit: { title: "Create a Beautiful Memorial" },
  bookConsultation: { title: "Book a Consultation" },
  griefSupport: { title: "Grief Support" },
  moreGriefResources: { title: "More Grief Resources" },
  pricing: {
    title: "General Price List",
    description: (b) =>
      `The General Price List of ${b.name}, ${b.city}: every funeral, cremation and burial price, with the date it took effect. Printable, and as a PDF.`,
  },
  privacy: { title: "Privacy Policy" },
  terms: { title: "Terms of Service" },
};

/** A person as a page's head names them: an obituary's title and description. */
export interface HeadPerson {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
}

/**
 * What the server writes into a page's head in one language:
 * titles, descriptions, share tags' words and structured data's. The public
 * site's renderer makes them for every language from its catalogs
 * (apps/web/src/i18n/head.ts); without a built renderer the server writes
 * the English of apps/server/src/web/head-texts.ts.
 */
export interface HeadTexts {
  locale: Locale;
  /** og:locale: "en_US", "es_US", "ht_HT". */
  ogLocale: string;
  pageTitle(key: StaticPageKey, b: Business): string;
  pageDescription(key: StaticPageKey, b: Business): string;
  /** "Jane Doe (April 12, 1938 – May 1, 2025) | {business}". */
  obituaryTitle(o: HeadPerson, b: Business): string;
  /** "In loving memory of Jane Doe, April 12, 1938 – May 1, 2025. {excerpt}". */
  obituaryDescription(o: HeadPerson, excerpt: string): string;
  photoAlt(fullName: string): string;
  /** "{name} | {business}" for a page with no entry of its own. */
  plainTitle(name: string, b: Business): string;
  missingObituary: string;
  missingPage: string;
  businessDescription(b: Business): string;
}
