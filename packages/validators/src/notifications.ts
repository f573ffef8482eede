/**
 * The kinds of email the site sends. The staff kinds are the ones
 * staff choose recipients for on the Notifications page; the family kinds go
 * to the address the writer gave, and only to it.
 */
export const STAFF_NOTIFICATION_KINDS = [
  "staff.consultation_booked",
  "staff.obituary_submitted",
  "staff.contact_message",
  "staff.pre_planning_request",
  "staff.guest_book_digest",
  "staff.backup_failed",
] as const;

export const FAMILY_NOTIFICATION_KINDS = [
  "family.consultation_confirmation",
  "family.obituary_received",
  "family.obituary_published",
  "family.obituary_declined",
  "family.guest_book_digest",
  // "Follow this obituary": the double opt-in link, then a notice per service change.
  "family.follow_confirmation",
  "family.service_update",
  // The family page: a sign-in link, an invitation to share it, staff's answer to proposed changes, letters of support.
  "family.sign_in_link",
  "family.invite",
  "family.proposal_decided",
  "family.letter_of_support",
  // Plan ahead online: the itemized estimate, its PDF attached.
  "family.pre_planning_estimate",
] as const;

/**
 * Every kind an outbox row may be; "staff.test" is the Notifications page's Send test email. The staff
 * account links go to the one staff member's own address: a sign-in link (the second proof when a guessing
 * attack has reached a ceiling) and the confirmation of a new address.
 */
export const NOTIFICATION_KINDS = [...STAFF_NOTIFICATION_KINDS, ...FAMILY_NOTIFICATION_KINDS, "staff.test", "staff.sign_in_link", "staff.confirm_email"] as const;

export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What staff read for each kind they choose recipients for. */
export const STAFF_NOTIFICATION_LABELS: Record<StaffNotificationKind, string> = {
  "staff.consultation_booked": "New consultation bookings",
  "staff.obituary_submitted": "New obituary submissions",
  "staff.contact_message": "New contact messages",
  "staff.pre_planning_request": "New pre-planning requests (urgent ones marked)",
  "staff.guest_book_digest": "Guest-book messages (at most every 15 minutes)",
  "staff.backup_failed": "Failed backups",
};

/**
 * Where an outbox row stands. `sending` is a claim with a lease; the staff
 * page shows a waiting row that has failed before, or a claimed one, as
 * "retrying" (OUTBOX_DISPLAY_STATUSES).
 */
export const OUTBOX_STATUSES = ["waiting", "sending", "sent", "failed"] as const;
export const OUTBOX_DISPLAY_STATUSES = ["sent", "waiting", "retrying", "failed"] as const;
export type OutboxDisplayStatus = (typeof OUTBOX_DISPLAY_STATUSES)[number];

/**
 * Where a follower of an obituary stands: pending until the link in
 * the confirmation email is used, and only confirmed followers are emailed.
 */
export const FOLLOWER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
