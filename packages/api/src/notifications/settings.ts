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
}

export const DEFAULT_PUBLIC_PER_ADDRESS_PER_HOUR = 5;
