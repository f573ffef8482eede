import {
  BUDGET_RANGES,
  CHAT_SENDERS,
  CONSULTATION_SERVICE_TYPES,
  CONSULTATION_SOURCES,
  CONSULTATION_TYPES,
  CONTACT_MESSAGE_STATUSES,
  EVENT_TYPES,
  FOLLOWER_STATUSES,
  GUEST_BOOK_ENTRY_STATUSES,
  GUEST_BOOK_MODES,
  OBITUARY_STATES,
  OUTBOX_STATUSES,
  SERVICE_INTERESTS,
  SERVICE_TYPES,
  STORED_CONSULTATION_STATUSES,
} from "@fh/validators/site";
import { pgEnum } from "drizzle-orm/pg-core";

// Every enum's values are the validators' lists (SPEC §3, §4, §9), so a form, a
// procedure and a column can never disagree. The zod-free entry keeps zod out
// of the database package. The order of each list is the order of the
// PostgreSQL type's labels: append new values, never reorder (a reorder is a
// migration).

/** Where an obituary stands (see OBITUARY_STATES). */
export const obituaryStatus = pgEnum("obituary_status", OBITUARY_STATES);

export const eventType = pgEnum("event_type", EVENT_TYPES);

export const serviceType = pgEnum("service_type", SERVICE_TYPES);

/** Both shapes of SPEC §3/§4: booking-page appointments start scheduled, staff-created ones confirmed. */
export const consultationStatus = pgEnum("consultation_status", STORED_CONSULTATION_STATUSES);

/** Where a consultation came from: the public booking page or the staff dialog. */
export const consultationSource = pgEnum("consultation_source", CONSULTATION_SOURCES);

export const consultationType = pgEnum("consultation_type", CONSULTATION_TYPES);

export const serviceInterest = pgEnum("service_interest", SERVICE_INTERESTS);

export const budgetRange = pgEnum("budget_range", BUDGET_RANGES);

/** The staff consultation form's service types (SPEC §3, admin shape). */
export const consultationServiceType = pgEnum("consultation_service_type", CONSULTATION_SERVICE_TYPES);

export const contactMessageStatus = pgEnum("contact_message_status", CONTACT_MESSAGE_STATUSES);

export const chatSender = pgEnum("chat_sender", CHAT_SENDERS);

/** Where an outbox email stands (OUTBOX_STATUSES; schema/notifications.ts). */
export const outboxStatus = pgEnum("outbox_status", OUTBOX_STATUSES);

/** An obituary's guest book: open, moderated or closed (GUEST_BOOK_MODES). */
export const guestBookMode = pgEnum("guest_book_mode", GUEST_BOOK_MODES);

/** One guest-book message: waiting for staff, shown, or hidden by staff. */
export const guestBookEntryStatus = pgEnum("guest_book_entry_status", GUEST_BOOK_ENTRY_STATUSES);

/** Where a follower of an obituary stands (FOLLOWER_STATUSES; schema/followers.ts). */
export const followerStatus = pgEnum("follower_status", FOLLOWER_STATUSES);
