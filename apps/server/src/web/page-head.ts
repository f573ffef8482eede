import type { RouterOutputs } from "@fh/api";
import { obituaryPath, type Business } from "@fh/validators";
import { LOCALES, localizePath, type Locale } from "@fh/validators/locale";
import type { HeadTexts, TitledPage } from "./head-texts";
import { escapeHtml, jsonForScript } from "./html";

/** A live obituary, as the page that shows it reads it (obituaries.byId). */
export type LiveObituary = RouterOutputs["obituaries"]["byId"];

function meta(attr: "name" | "property", key: string, content: string): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

function excerpt(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/**
 * The same page in every language, and x-default (the English one, which
 * never redirects), so a search engine shows each reader their own.
 * `path` is the English path.
 */
export function alternateLinks(origin: string, path: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + localizePath(path, locale))}" />`;
  return [...LOCALES.map((l) => link(l, l)), link("x-default", "en")].join("");
}

function commonTags(texts: HeadTexts, b: Business, origin: string, path: string, title: string, description: string): string[] {
  // The page's own address in its language: canonical per language, with the others as alternates.
  const url = `${origin}${localizePath(path, texts.locale)}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    alternateLinks(origin, path),
    meta("property", "og:site_name", b.name),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("property", "og:locale", texts.ogLocale),
  ];
}

/**
 * Title, description, canonical URL and share-preview tags of a page at a
 * fixed address, from its entry in the page table (@fh/validators routes.ts);
 * the landing page adds the funeral home's structured data.
 */
export function headForPage(texts: HeadTexts, b: Business, origin: string, key: TitledPage, path: string): string {
  const title = texts.pageTitle(key, b);
  const description = texts.pageDescription(key, b);
  const tags = [...commonTags(texts, b, origin, path, title, description), meta("property", "og:type", "website"), meta("name", "twitter:card", "summary")];
  if (key === "home") {
    const business = {
      "@context": "https://schema.org",
      "@type": "FuneralHome",
      name: b.name,
      url: origin + localizePath("/", texts.locale),
      telephone: b.phone,
      email: b.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: b.streetAddress,
        addressLocality: b.city,
        addressRegion: b.region,
        postalCode: b.postalCode,
        addressCountry: "US",
      },
      openingHoursSpecification: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
      openingHours: "Mo-Su 00:00-23:59",
      sameAs: [b.socialUrl],
      description: texts.businessDescription(b),
    };
    // FuneralHome is a LocalBusiness subtype; both types are named for simpler readers.
    tags.push(`<script type="application/ld+json">${jsonForScript({ ...business, "@type": ["LocalBusiness", "FuneralHome"] })}</script>`);
  }
  return tags.join("");
}

/** A live obituary's own title, description, photo and Person data, for link previews. */
export function headForObituary(texts: HeadTexts, b: Business, origin: string, o: LiveObituary): string {
  const fullName = `${o.firstName} ${o.lastName}`;
  const title = texts.obituaryTitle(o, b);
  // The family's words (the biography) stay as written; the sentence around them is the page's language.
  const description = texts.obituaryDescription(o, excerpt(o.biography));
  const path = obituaryPath(o.id);
  const tags = [
    ...commonTags(texts, b, origin, path, title, description),
    meta("property", "og:type", "profile"),
    meta("property", "profile:first_name", o.firstName),
    meta("property", "profile:last_name", o.lastName),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
  ];
  // Staff kept this page out of search engines; it still opens for anyone with the link.
  if (o.noindex) tags.push(meta("name", "robots", "noindex"));
  if (o.photoUrl) {
    const image = absolute(origin, o.photoUrl);
    tags.push(meta("property", "og:image", image), meta("property", "og:image:alt", texts.photoAlt(fullName)));
    tags.push(meta("name", "twitter:card", "summary_large_image"), meta("name", "twitter:image", image));
  } else {
    tags.push(meta("name", "twitter:card", "summary"));
  }
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: fullName,
    givenName: o.firstName,
    familyName: o.lastName,
    birthDate: o.dateOfBirth,
    deathDate: o.dateOfDeath,
    url: `${origin}${localizePath(path, texts.locale)}`,
    ...(o.photoUrl ? { image: absolute(origin, o.photoUrl) } : {}),
  };
  tags.push(`<script type="application/ld+json">${jsonForScript(person)}</script>`);
  return tags.join("");
}

/**
 * A page that is not there (an unknown address, an obituary that is not live):
 * the same title the browser's tab shows, and no indexing of the 404.
 */
export function headForMissing(texts: HeadTexts, b: Business, name: string): string {
  return `<title>${escapeHtml(texts.plainTitle(name, b))}</title>${meta("name", "robots", "noindex")}`;
}
