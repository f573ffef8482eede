import { isLocale, LOCALE_COOKIE, type Locale } from "@fh/validators/locale";

/**
 * The visitor's chosen language, remembered in a cookie. It never
 * redirects anyone (a search engine following links must see each page in its
 * own language); the English page reads it only to offer the switch.
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

export function rememberedLocale(): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  const value = match?.[1];
  return isLocale(value) ? value : null;
}
