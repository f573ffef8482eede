import type { Translate } from "./context";

/** A service's kind in the page's language (SPEC §3's value with hyphens as spaces in English); an unknown one as stored. */
export function serviceTypeName(t: Translate<"site">, serviceType: string): string {
  const key = `serviceType.${serviceType}` as Parameters<Translate<"site">>[0];
  const name = t(key);
  return name === key ? serviceType.replace(/-/g, " ") : name;
}
