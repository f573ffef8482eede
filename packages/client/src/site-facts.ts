import { adminPages, defaultBusiness, type Business } from "@fh/validators/site";

export interface SiteFacts {
  business: Business;
  /** Where the Staff Portal link goes: /admin/login, or the admin origin's when it is separate. */
  staffLoginUrl: string;
  /** The public site's origin when the staff app runs on its own host; "" when both share one. */
  publicSiteUrl: string;
}

/**
 * The server writes the funeral home's facts into each page as a JSON data
 * block (apps/server/src/web/html.ts). Under `vite dev` there is none, and
 * the defaults stand in.
 */
function readSiteFacts(): SiteFacts {
  const fallback: SiteFacts = { business: { ...defaultBusiness }, staffLoginUrl: adminPages.login, publicSiteUrl: "" };
  if (typeof document === "undefined") return fallback;
  const el = document.getElementById("site-facts");
  if (!el?.textContent) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(el.textContent) as Partial<SiteFacts>) };
  } catch {
    return fallback;
  }
}

export const siteFacts: SiteFacts = readSiteFacts();
export const business: Business = siteFacts.business;

/**
 * Server-side rendering has no document to read: the server hands its facts
 * over once, before the first render. They are copied into the objects above,
 * in place, so every module that already imported them sees the real ones.
 */
export function provideSiteFacts(facts: SiteFacts): void {
  Object.assign(business, facts.business);
  siteFacts.staffLoginUrl = facts.staffLoginUrl;
  siteFacts.publicSiteUrl = facts.publicSiteUrl;
}

/** A public page's address, on the public host when the staff app has its own. */
export function publicUrl(path: string): string {
  return `${siteFacts.publicSiteUrl}${path}`;
}
