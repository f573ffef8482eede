/**
 * Business constants and lists of SPEC §9, shared by forms and procedures. The
 * lists are also the database's enums (packages/db builds its pgEnums from
 * them), so a value is added in one place.
 */

export const CHAT_POLL_INTERVAL_MS = 2000;
export const LANDING_EVENTS_LIMIT = 3;
export const LANDING_SERVICES_LIMIT = 3;
export const FEATURED_MEMORIALS = 3;
export const RECENT_DEATH_DAYS = 30;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export { EXPENSIVE_TRPC_CALLS, TRPC_MAX_BATCH_CALLS } from "./trpc-limits";
export const BIOGRAPHY_MIN_ENHANCED = 10;
export const BREATHING_SECONDS = 240;
export const CRISIS_LINE = "988";
export const GRIEF_GROUP_WEEKS = 13;
export const DIRECT_CREMATION_FROM = "$1,295";
export const HEADER_TRANSLUCENT_AFTER_PX = 100;
export const TOOLTIP_DELAY_MS = 700;

/** The funeral home's time zone: "today" for bookings is today in Lake Worth. */
export const BUSINESS_TIME_ZONE = "America/New_York";

export const CONSULTATION_TIME_SLOTS = [
  "9:00 AM",
  "10:00 AM",
  "11:00 AM",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
] as const;

export const CONSULTATION_TYPES = ["in-person", "virtual", "phone"] as const;

export const SERVICE_INTERESTS = [
  "traditional-funeral",
  "cremation",
  "memorial",
  "pre-planning",
  "veteran-services",
  "grief-support",
  "other",
] as const;

export const BUDGET_RANGES = [
  "under-5000",
  "5000-10000",
  "10000-15000",
  "15000-20000",
  "over-20000",
  "discuss-later",
] as const;

/** The statuses staff may set, any from any (SPEC §4). */
export const CONSULTATION_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
/** What a consultation may be stored as: booking-page appointments start "scheduled" until staff set one of the above (SPEC §4). */
export const STORED_CONSULTATION_STATUSES = ["scheduled", ...CONSULTATION_STATUSES] as const;
/** Where a consultation came from: the public booking page or the staff dialog (both shapes of SPEC §3 share one table). */
export const CONSULTATION_SOURCES = ["booking", "staff"] as const;
export const CONSULTATION_SERVICE_TYPES = ["funeral", "cremation", "memorial", "burial", "pre-planning"] as const;

export const EVENT_TYPES = ["memorial", "funeral", "celebration", "community", "grand_opening", "other"] as const;
export const SERVICE_TYPES = ["funeral", "memorial", "viewing", "burial", "cremation", "celebration"] as const;

export const CONTACT_MESSAGE_STATUSES = ["new", "read", "responded"] as const;

/** Who wrote a chat message (SPEC §3). */
export const CHAT_SENDERS = ["visitor", "ai"] as const;

/**
 * Where an obituary stands, in one stored value so the states cannot
 * contradict each other (SPEC §4): pending on submission, live once approved,
 * declined by staff (kept, out of the pending list), unlisted (approved but
 * hidden from the public; staff can approve it again).
 */
export const OBITUARY_STATES = ["pending", "live", "declined", "unlisted"] as const;

/**
 * How long staff may take back a decline (Undo, SPEC §5 says Decline does not
 * ask): the family's "not published" email waits in the outbox this long, and
 * the staff app's notice offers Undo as long.
 */
export const DECLINE_UNDO_MS = 10 * 60_000;

/** The longest note staff may add to a decline for the family: a few sentences, not a letter. */
export const DECLINE_NOTE_MAX = 500;

export const OBITUARY_SORTS = ["newest", "oldest", "alphabetical"] as const;
export const OBITUARY_FILTERS = ["all", "recent", "with-photos"] as const;

/**
 * How an obituary's guest book takes messages: open (shown at once), moderated
 * (held for staff approval) or closed (no new messages; the form becomes a note).
 */
export const GUEST_BOOK_MODES = ["open", "moderated", "closed"] as const;
export type GuestBookMode = (typeof GUEST_BOOK_MODES)[number];

/** Where one guest-book message stands; only "shown" ever reaches the public. */
export const GUEST_BOOK_ENTRY_STATUSES = ["waiting", "shown", "hidden"] as const;
export type GuestBookEntryStatus = (typeof GUEST_BOOK_ENTRY_STATUSES)[number];
