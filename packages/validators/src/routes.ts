import { parseRecordId } from "./ids";

/**
 * The public site's pages (SPEC §2), each declared once. Everything that
 * knows a page reads this table: the web app's router (apps/web/src/routes.tsx
 * maps each key to its component and what the server asks for it), the
 * server's preloader, head tags, sitemap and 404 decision. Adding a page is
 * one entry here, its component there, its words' namespaces in @fh/i18n
 * (src/pages.ts) and, for a fixed address, its title in every language's
 * "site" catalog (TypeScript refuses a key left out).
 *
 * Zod-free and React-free: the server reads it without loading the pages,
 * and the browser without loading the server.
 */
interface PageBase {
  /** The address in the router's syntax; `:id` is a record id (ids.ts). */
  path: string;
  /**
   * The page's module as Vite's manifest names it (apps/web/dist/.vite/manifest.json):
   * the server names its chunk and imports in the HTML so the browser need not discover them.
   */
  module: `src/pages/${string}.tsx`;
}

/** A page at a fixed address: known to the server, listed in the sitemap (its head's words: @fh/i18n's "site" and "head" catalogs). */
export interface StaticPage extends PageBase {
  kind: "static";
}

/** A page showing one record: its head and its status (200 or 404) come from that record. */
export interface RecordPage extends PageBase {
  kind: "record";
}

/** What the router draws for any other address, with status 404 and the template's own head. */
export interface FallbackPage extends PageBase {
  kind: "fallback";
  path: "*";
}

export type SitePage = StaticPage | RecordPage | FallbackPage;

export const sitePages = {
  home: { kind: "static", path: "/", module: "src/pages/HomePage.tsx" },
  obituaries: { kind: "static", path: "/obituaries", module: "src/pages/ObituariesPage.tsx" },
  submitObituary: { kind: "static", path: "/obituaries/submit", module: "src/pages/SubmitObituaryPage.tsx" },
  creativeSubmit: { kind: "static", path: "/obituaries/creative-submit", module: "src/pages/CreativeSubmitPage.tsx" },
  /** One live obituary (SPEC §2, /obituaries/{id}); anything else there is "Obituary Not Found", status 404. */
  obituary: { kind: "record", path: "/obituaries/:id", module: "src/pages/ObituaryPage.tsx" },
  bookConsultation: { kind: "static", path: "/book-consultation", module: "src/pages/BookConsultationPage.tsx" },
  griefSupport: { kind: "static", path: "/grief-support", module: "src/pages/GriefSupportPage.tsx" },
  moreGriefResources: { kind: "static", path: "/more-grief-resources", module: "src/pages/MoreGriefResourcesPage.tsx" },
  /** Not in SPEC §2: the FTC Funeral Rule's General Price List; its PDF is /pricing.pdf. */
  pricing: { kind: "static", path: "/pricing", module: "src/pages/PricingPage.tsx" },
  privacy: { kind: "static", path: "/privacy", module: "src/pages/PrivacyPage.tsx" },
  terms: { kind: "static", path: "/terms", module: "src/pages/TermsPage.tsx" },
  planAhead: { kind: "static", path: "/plan-ahead", module: "src/pages/PlanAheadPage.tsx" },
  familyPage: { kind: "static", path: "/family", module: "src/pages/FamilyPagePage.tsx" },
  notFound: { kind: "fallback", path: "*", module: "src/pages/NotFoundPage.tsx" },
} as const satisfies Record<string, SitePage>;

export type PageKey = keyof typeof sitePages;

/** The General Price List as a PDF, drawn by the server on request from the same version as /pricing. */
export const PRICING_PDF_PATH = "/pricing.pdf";
/** A family's pre-planning estimate as a PDF: this path, then "/" and the token from their email (never an id). */
export const PRE_PLANNING_ESTIMATE_PATH = "/plan-ahead/estimate";
/** The pages with a fixed address. */
export type StaticPageKey = { [K in PageKey]: (typeof sitePages)[K]["kind"] extends "static" ? K : never }[PageKey];

/** Every page, in the table's order, with its key. */
export const sitePageEntries = Object.entries(sitePages) as [PageKey, SitePage][];

/** The fixed addresses, by key (links, redirects and the sitemap use these). */
export const publicPages = Object.fromEntries(
  sitePageEntries.filter(([, page]) => page.kind === "static").map(([key, page]) => [key, page.path]),
) as { readonly [K in StaticPageKey]: (typeof sitePages)[K]["path"] };

export function obituaryPath(id: number): string {
  return sitePages.obituary.path.replace(":id", String(id));
}

/** The obituary laid out for paper, drawn by the server with no script. */
export function obituaryPrintPath(id: number): string {
  return `${obituaryPath(id)}/print`;
}

/** The address without its trailing slashes ("/privacy/" is "/privacy"; "/" stays). */
function cleanPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** The page an address shows, as the router picks it, and its `:id` when that is a record id. */
export interface PageMatch {
  key: PageKey;
  page: SitePage;
  /** The `:id` of a record page, or null (no such parameter, or it is not an id: the page is then not found). */
  id: number | null;
}

// Fixed addresses win over patterns ("/obituaries/submit" is not an obituary),
// as in the router; the fallback comes last.
const fixed = new Map<string, PageKey>(sitePageEntries.filter(([, p]) => p.kind === "static").map(([k, p]) => [p.path, k]));
const patterns = sitePageEntries
  .filter(([, p]) => p.kind === "record")
  .map(([key, p]) => ({ key, regex: new RegExp(`^${p.path.replace(":id", "([^/]+)")}$`) }));

export function matchPage(pathname: string): PageMatch {
  const clean = cleanPath(pathname);
  const key = fixed.get(clean);
  if (key) return { key, page: sitePages[key], id: null };
  for (const { key: recordKey, regex } of patterns) {
    const raw = regex.exec(clean)?.[1];
    if (raw !== undefined) return { key: recordKey, page: sitePages[recordKey], id: parseRecordId(raw) };
  }
  return { key: "notFound", page: sitePages.notFound, id: null };
}

/** A page the site has (a record page only when its id is one; whether the record is live is for the API). */
export function isKnownPublicPage(pathname: string): boolean {
  const { page, id } = matchPage(pathname);
  return page.kind === "static" || (page.kind === "record" && id !== null);
}

/** One staff app page: its address, its name in the tab title, its tab in the staff nav (if any), and who may see it. */
export interface StaffPageEntry {
  path: `/admin${string}`;
  /** The tab title's page name: "{title} | Staff Portal". */
  title: string;
  /** The label of its tab in the staff nav; pages without one (sign-in, your account, the /admin/obituaries alias) have no tab. */
  nav?: string;
  /**
   * Owners only: the nav hides it from staff, the router shows staff a short
   * refusal instead of the page's forms, and the server answers its procedures 403 anyway.
   */
  ownerOnly: boolean;
}

/**
 * The staff app's pages, all under /admin, in the nav's order. The router
 * (apps/admin App.tsx), the nav (apps/admin lib/staff-nav.ts), the server's
 * tab titles and 404 decision all read this one table.
 */
export const staffPages = {
  login: { path: "/admin/login", title: "Sign In", ownerOnly: false },
  dashboard: { path: "/admin", title: "Obituaries", nav: "Obituaries", ownerOnly: false },
  obituaries: { path: "/admin/obituaries", title: "Obituaries", ownerOnly: false },
  events: { path: "/admin/events", title: "Events", nav: "Events", ownerOnly: false },
  services: { path: "/admin/services", title: "Services", nav: "Services", ownerOnly: false },
  photos: { path: "/admin/photos", title: "Photos", nav: "Photos", ownerOnly: false },
  consultations: { path: "/admin/consultations", title: "Consultations", nav: "Consultations", ownerOnly: false },
  contactMessages: { path: "/admin/contact-messages", title: "Contact Messages", nav: "Contact Messages", ownerOnly: false },
  /** Not in SPEC §2: guest-book messages across obituaries, waiting, shown and hidden. */
  guestBook: { path: "/admin/guest-book", title: "Guest Book", nav: "Guest Book", ownerOnly: false },
  /** Not in SPEC §2: the General Price List's versions. */
  prices: { path: "/admin/prices", title: "Price List", nav: "Price List", ownerOnly: true },
  /** Not in SPEC §2: a person's request to see or erase their data. */
  privacy: { path: "/admin/privacy", title: "Privacy", nav: "Privacy", ownerOnly: false },
  /** Not in SPEC §2: who is emailed, the outbox, Retry and Send test email. */
  notifications: { path: "/admin/notifications", title: "Notifications", nav: "Notifications", ownerOnly: true },
  /** Not in SPEC §2: staff accounts. */
  staffAccounts: { path: "/admin/staff", title: "Staff Accounts", nav: "Staff Accounts", ownerOnly: true },
  /** Not in SPEC §2: the audit trail. */
  audit: { path: "/admin/audit", title: "Audit Trail", nav: "Audit Trail", ownerOnly: true },
  /** Not in SPEC §2: your password and your sessions; every role (reached from the header, not a tab). */
  account: { path: "/admin/account", title: "Your Account", ownerOnly: false },
  prePlanning: { path: "/admin/pre-planning", title: "Pre-planning", nav: "Pre-planning", ownerOnly: false },
  system: { path: "/admin/system", title: "System", nav: "System", ownerOnly: true },
} as const satisfies Record<string, StaffPageEntry>;

export type StaffPageKey = keyof typeof staffPages;

/** Every staff page, in the table's order, with its key. */
export const staffPageEntries = Object.entries(staffPages) as [StaffPageKey, StaffPageEntry][];

/** The staff app's addresses, by key (links and redirects use these). */
export const adminPages = Object.fromEntries(staffPageEntries.map(([key, page]) => [key, page.path])) as {
  readonly [K in StaffPageKey]: (typeof staffPages)[K]["path"];
};

/** The staff pages only owners see, read from the table. */
export const OWNER_ONLY_ADMIN_PAGES: ReadonlyArray<StaffPageKey> = staffPageEntries.filter(([, page]) => page.ownerOnly).map(([key]) => key);

/** An address in the staff app: its root (/admin) or below; a query or fragment is not part of it. */
export function isStaffAppPath(pathname: string): boolean {
  const root = staffPages.dashboard.path;
  return pathname === root || pathname.startsWith(`${root}/`);
}

export type AdminPageKey = StaffPageKey | "notFound";

/** Which staff page an address is; "notFound" for any other /admin address. */
export function adminPageAt(pathname: string): AdminPageKey {
  const path = cleanPath(pathname);
  return staffPageEntries.find(([, page]) => page.path === path)?.[0] ?? "notFound";
}

/** The Guest Book tab's query parameter that keeps it to one memorial's messages. */
export const GUEST_BOOK_MEMORIAL_PARAM = "obituary";

/** The Guest Book tab kept to one memorial's messages: where the staff digest sends staff to review them. */
export function adminGuestBookPath(obituaryId: number): string {
  return `${adminPages.guestBook}?${GUEST_BOOK_MEMORIAL_PARAM}=${obituaryId}`;
}

/**
 * The staff app's tab titles: "{page} | Staff Portal" (the public site's
 * rule, "{page} | {whose}", with the portal as whose), so a staff tab is
 * never mistaken for the public site in a row of tabs. The server writes the
 * title into the page it sends, and the app sets it again on each in-app
 * navigation; /admin and /admin/obituaries are the same dashboard.
 */
export const STAFF_PORTAL = "Staff Portal";
export const staffPageNames = {
  ...(Object.fromEntries(staffPageEntries.map(([key, page]) => [key, page.title])) as Record<StaffPageKey, string>),
  notFound: "404 Page Not Found",
} satisfies Record<AdminPageKey, string>;

/** "Events | Staff Portal". */
export function staffTitle(page: AdminPageKey): string {
  return `${staffPageNames[page]} | ${STAFF_PORTAL}`;
}
