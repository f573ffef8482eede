import type { Locale } from "@fh/validators/locale";
import type { Business, PageKey } from "@fh/validators/site";
import { translator } from "./messages";
import { dateWords } from "./dates";

/**
 * Tab titles in the page's language: the browser sets the same ones the server
 * wrote (./head.ts builds the rest of the head from these).
 */

/** The pages with a fixed address and a title of their own (the page table's static pages). */
export type TitledPage = Exclude<PageKey, "obituary" | "notFound">;

export interface Person {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
}

/** "April 12, 1938 – May 1, 2025" in the language, or "" when a date is missing. */
export function lifeSpanIn(locale: Locale, o: Person): string {
  const words = dateWords(locale);
  const born = words.long(o.dateOfBirth);
  const died = words.long(o.dateOfDeath);
  return born !== words.notAvailable && died !== words.notAvailable ? `${born} – ${died}` : "";
}

/** A page's tab title in a language (the browser sets the same one as the server wrote). */
export function pageTitleIn(locale: Locale, key: TitledPage, b: Business): string {
  const t = translator(locale, "site");
  const values = { name: b.name, city: b.city, region: b.region };
  return key === "home" ? t("title.home", values) : t("title.page", { page: t(`title.${key}`), name: b.name });
}

export function plainTitleIn(locale: Locale, name: string, b: Business): string {
  return translator(locale, "site")("title.page", { page: name, name: b.name });
}

export function obituaryTitleIn(locale: Locale, o: Person, b: Business): string {
  const span = lifeSpanIn(locale, o);
  return plainTitleIn(locale, `${o.firstName} ${o.lastName}${span ? ` (${span})` : ""}`, b);
}

