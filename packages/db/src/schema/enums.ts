import { pgEnum } from "drizzle-orm/pg-core";

/**
 * One column says where an obituary stands, so the four states cannot
 * contradict each other (SPEC §4): pending on submission, live once approved,
 * declined by staff (kept, out of the pending list), unlisted (approved but
 * hidden from the public; staff can approve it again).
 */
export const obituaryStatus = pgEnum("obituary_status", ["pending", "live", "declined", "unlisted"]);

export const eventType = pgEnum("event_type", [
  "memorial",
  "funeral",
  "celebration",
  "community",
  "grand_opening",
  "other",
]);

export const serviceType = pgEnum("service_type", [
  "funeral",
  "memorial",
  "viewing",
  "burial",
  "cremation",
  "celebration",
]);

/** Both shapes of SPEC §3/§4: booking-page appointments start scheduled, staff-created ones confirmed. */
export const consultationStatus = pgEnum("consultation_status", [
  "scheduled",
  "pending",
  "confirmed",
  "completed",
  "cancelled",
]);

/** Where a consultation came from: the public booking page or the staff dialog. */
export const consultationSource = pgEnum("consultation_source", ["booking", "staff"]);

export const consultationType = pgEnum("consultation_type", ["in-person", "virtual", "phone"]);

export const serviceInterest = pgEnum("service_interest", [
  "traditional-funeral",
  "cremation",
  "memorial",
  "pre-planning",
  "veteran-services",
  "grief-support",
  "other",
]);

export const budgetRange = pgEnum("budget_range", [
  "under-5000",
  "5000-10000",
  "10000-15000",
  "15000-20000",
  "over-20000",
  "discuss-later",
]);

/** The staff consultation form's service types (SPEC §3, admin shape). */
export const consultationServiceType = pgEnum("consultation_service_type", [
  "funeral",
  "cremation",
  "memorial",
  "burial",
  "pre-planning",
]);

export const contactMessageStatus = pgEnum("contact_message_status", ["new", "read", "responded"]);

export const chatSender = pgEnum("chat_sender", ["visitor", "ai"]);
