/**
 * What the API needs to write emails, given once by the server (config.ts:
 * MAIL_FROM, STAFF_NOTIFY_EMAIL, PUBLIC_ORIGIN, ADMIN_ORIGIN). Without it
 * (tests of other things, scripts) nothing is written to the outbox.
 */
export interface NotificationSettings {
  /** The From address (MAIL_FROM), already checked. */
  from: { name: string; address: string };
  /** Who receives each staff kind until staff change it on the Notifications page (STAFF_NOTIFY_EMAIL). */
  staffRecipients: string[];
  /** Where the public site is, for links in emails ("https://example.com", no trailing slash). */
  publicUrl: string;
  /** Where the staff app is ("https://admin.example.com"); links add /admin/…. */
  adminUrl: string;
  /** Whether SMTP_URL is set, so the staff page can say that messages only wait (nothing is sent without it). */
  smtpConfigured?: boolean;
  /** Emails to one public address in an hour; more are kept as failed, not sent (default 5). */
  publicPerAddressPerHour?: number;
  /**
   * The domain in service and event calendar UIDs ("service-12@{domain}"),
   * CALENDAR_UID_DOMAIN; the public origin's host when absent.
   */
  calendarDomain?: string;
}

/**
 * The domain of every service's and event's calendar UID, in the public
 * .ics and in followers' emails alike. Configuration only, never the
 * request's Host: one entry reached through two addresses (www and the bare
 * domain, a proxy's internal name) must keep one UID, or calendars add it twice.
 */
export function calendarUidDomain(settings: Pick<NotificationSettings, "publicUrl" | "calendarDomain">): string {
  return settings.calendarDomain ?? new URL(settings.publicUrl).hostname;
}

export const DEFAULT_PUBLIC_PER_ADDRESS_PER_HOUR = 5;
