import { fullAddress, publicPages, type Business } from "@fh/validators";
import { escapeHtml, jsonForScript } from "./html";

export interface ObituaryForHead {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  biography: string;
  photoUrl: string | null;
}

const pageTitles: Record<string, string> = {
  [publicPages.home]: "",
  [publicPages.obituaries]: "Memorial Tributes",
  [publicPages.submitObituary]: "Submit an Obituary",
  [publicPages.creativeSubmit]: "Create a Beautiful Memorial",
  [publicPages.bookConsultation]: "Book a Consultation",
  [publicPages.griefSupport]: "Grief Support",
  [publicPages.moreGriefResources]: "More Grief Resources",
  [publicPages.privacy]: "Privacy Policy",
  [publicPages.terms]: "Terms of Service",
};

function meta(attr: "name" | "property", key: string, content: string): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
}

/** "1938-04-12" -> "April 12, 1938" (UTC, as the pages show it). */
function longDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
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

/** Title, description, canonical URL, share-preview tags and structured data of a public page. */
export function headForPage(b: Business, origin: string, path: string): string {
  const name = pageTitles[path];
  const title = name ? `${name} | ${b.name}` : `${b.name} | Funeral Home in ${b.city}, ${b.region}`;
  const description =
    path === publicPages.obituaries
      ? `Memorial tributes and obituaries from ${b.name}. Read, remember and leave a message in the guest book.`
      : `${b.name}: a family-owned funeral home serving ${b.city}, Palm Beach County and South Florida. Funerals, cremation, memorial services, pre-planning and grief support, 24 hours a day, 7 days a week. Call ${b.phone}.`;
  const tags = [...commonTags(b, origin, path, title, description), meta("property", "og:type", "website"), meta("name", "twitter:card", "summary")];
  if (path === publicPages.home) {
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
export function headForObituary(b: Business, origin: string, o: ObituaryForHead): string {
  const fullName = `${o.firstName} ${o.lastName}`;
  const born = longDate(o.dateOfBirth);
  const died = longDate(o.dateOfDeath);
  const span = born && died ? `${born} – ${died}` : "";
  const title = `${fullName}${span ? ` (${span})` : ""} | ${b.name}`;
  const description = `In loving memory of ${fullName}${span ? `, ${span}` : ""}. ${excerpt(o.biography)}`;
  const path = `/obituaries/${o.id}`;
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
