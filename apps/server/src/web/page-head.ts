import type { RouterOutputs } from "@fh/api";
import { fullAddress, obituaryPath, siteDescription, sitePages, type Business, type StaticPage } from "@fh/validators";
import { lifeSpan, obituaryTitle, pageTitle, plainTitle } from "@fh/client/titles";
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

function commonTags(b: Business, origin: string, path: string, title: string, description: string): string[] {
  const url = `${origin}${path}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta("property", "og:site_name", b.name),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("property", "og:locale", "en_US"),
  ];
}

/**
 * Title, description, canonical URL and share-preview tags of a page at a
 * fixed address, from its entry in the page table (@fh/validators routes.ts);
 * the landing page adds the funeral home's structured data.
 */
export function headForPage(b: Business, origin: string, page: StaticPage): string {
  const { path } = page;
  const title = pageTitle(page, b);
  const description = (page.description ?? siteDescription)(b);
  const tags = [...commonTags(b, origin, path, title, description), meta("property", "og:type", "website"), meta("name", "twitter:card", "summary")];
  if (page === sitePages.home) {
    const business = {
      "@context": "https://schema.org",
      "@type": "FuneralHome",
      name: b.name,
      url: origin,
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
      description: `Family-owned funeral home at ${fullAddress(b)}.`,
    };
    // FuneralHome is a LocalBusiness subtype; both types are named for simpler readers.
    tags.push(`<script type="application/ld+json">${jsonForScript({ ...business, "@type": ["LocalBusiness", "FuneralHome"] })}</script>`);
  }
  return tags.join("");
}

/** A live obituary's own title, description, photo and Person data, for link previews. */
export function headForObituary(b: Business, origin: string, o: LiveObituary): string {
  const fullName = `${o.firstName} ${o.lastName}`;
  const span = lifeSpan(o);
  const title = obituaryTitle(o, b);
  const description = `In loving memory of ${fullName}${span ? `, ${span}` : ""}. ${excerpt(o.biography)}`;
  const path = obituaryPath(o.id);
  const tags = [
    ...commonTags(b, origin, path, title, description),
    meta("property", "og:type", "profile"),
    meta("property", "profile:first_name", o.firstName),
    meta("property", "profile:last_name", o.lastName),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
  ];
  if (o.photoUrl) {
    const image = absolute(origin, o.photoUrl);
    tags.push(meta("property", "og:image", image), meta("property", "og:image:alt", `Photo of ${fullName}`));
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
    url: `${origin}${path}`,
    ...(o.photoUrl ? { image: absolute(origin, o.photoUrl) } : {}),
  };
  tags.push(`<script type="application/ld+json">${jsonForScript(person)}</script>`);
  return tags.join("");
}

/**
 * A page that is not there (an unknown address, an obituary that is not live):
 * the same title the browser's tab shows, and no indexing of the 404.
 */
export function headForMissing(b: Business, name: string): string {
  return `<title>${escapeHtml(plainTitle(name, b))}</title>${meta("name", "robots", "noindex")}`;
}
