/**
 * The public site's languages. English stays at today's addresses;
 * every other language lives under its own prefix ("/es/…", "/ht/…").
 * Adding a language is one line here plus its catalog files.
 *
 * The staff app stays in English; what families and staff wrote is shown as written.
 */
export const LOCALES = ["en", "es", "ht"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  ht: "Kreyòl ayisyen",
};

/** The header the web app sends with every API call, so the server answers (errors included) in the page's language. */
export const LOCALE_HEADER = "x-fh-locale";
/** The cookie that remembers a visitor's chosen language (never an automatic redirect). */
export const LOCALE_COOKIE = "fh_locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a public path: "/es/obituaries/1" is Spanish, "/obituaries/1" English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: "/es/obituaries/1" → "/obituaries/1", "/es" → "/". */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in another language: localizePath("/obituaries/1", "es") → "/es/obituaries/1". */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? `/${locale}/` : `/${locale}${bare}`;
}

/**
 * The query naming a page's language on addresses that have no language
 * prefix (the unsubscribe and confirm pages behind links in emails): "" for
 * English, "?lang=es" otherwise. The page reads it with `queryLocale`.
 */
export function langQuery(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `?lang=${locale}`;
}

/** The language a `?lang=` query names, if it names one of ours. */
export function queryLocale(query: unknown): Locale | undefined {
  const lang = query && typeof query === "object" ? (query as { lang?: unknown }).lang : undefined;
  return isLocale(lang) ? lang : undefined;
}

/**
 * The language a request asked for: the header the web app sends, else the
 * remembered cookie's value, else English. (Accept-Language never chooses on
 * its own: the English page offers the switch, it does not move anyone.)
 */
export function requestLocale(header: string | undefined | null, cookie?: string | null): Locale {
  if (isLocale(header)) return header;
  if (isLocale(cookie)) return cookie;
  return DEFAULT_LOCALE;
}
