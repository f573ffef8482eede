import type { Translate } from "./context";

/**
 * A service's kind in the page's language, in sentence case as a badge shows
 * it ("Celebración de la vida"): the catalog writes it so, and no CSS
 * capitalize may title-case it ("Celebración De La Vida" is not Spanish). An
 * unknown one as stored, hyphens as spaces (SPEC §3), its first letter raised.
 */
export function serviceTypeName(t: Translate<"site">, serviceType: string): string {
  const key = `serviceType.${serviceType}` as Parameters<Translate<"site">>[0];
  const name = t(key);
  if (name !== key) return name;
  const words = serviceType.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
