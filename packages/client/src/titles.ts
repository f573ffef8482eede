import type { Business, PageHead } from "@fh/validators";
import { formatLongDate, NOT_AVAILABLE } from "./format";

/**
 * Page titles, one rule for the head the server writes and the tab title the
 * browser sets on in-site navigation: a visitor, a bookmark and a share preview
 * all see the same words.
 */

/** A page at a fixed address (its English head in @fh/validators page-heads.ts): "{name} | {business}". */
export function pageTitle(head: PageHead, b: Business): string {
  return typeof head.title === "function" ? head.title(b) : `${head.title} | ${b.name}`;
}

/** What an obituary's title and description say of its dates: "April 12, 1938 – May 1, 2025", or "" when one is missing. */
export function lifeSpan(o: { dateOfBirth: string; dateOfDeath: string }): string {
  const born = formatLongDate(o.dateOfBirth);
  const died = formatLongDate(o.dateOfDeath);
  return born !== NOT_AVAILABLE && died !== NOT_AVAILABLE ? `${born} – ${died}` : "";
}

/** A live obituary: "Jane Doe (April 12, 1938 – May 1, 2025) | {business}". */
export function obituaryTitle(o: { firstName: string; lastName: string; dateOfBirth: string; dateOfDeath: string }, b: Business): string {
  const span = lifeSpan(o);
  return `${o.firstName} ${o.lastName}${span ? ` (${span})` : ""} | ${b.name}`;
}

/** A page without a page-table entry of its own (loading, not found): "{name} | {business}". */
export function plainTitle(name: string, b: Business): string {
  return `${name} | ${b.name}`;
}
