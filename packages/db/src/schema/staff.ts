import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** The two staff roles: owners also manage staff accounts, notification settings and prices. */
export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff accounts. There is no public sign-up; owners add accounts, `pnpm admin:create` makes owners. */
export const users = pgTable("users", {
  id: serial().primaryKey(),
  username: text().notNull().unique(),
  displayName: text().notNull().default(""),
  // argon2id hash (PHC string), never the password itself.
  password: text().notNull(),
  role: text().$type<StaffRole>().notNull().default("staff"),
  // A one-time password from an owner must be replaced at first sign-in.
  mustChangePassword: boolean().notNull().default(false),
  // Deactivated accounts cannot sign in; rows stay so the audit trail keeps its names.
  deactivatedAt: timestamp({ withTimezone: true, mode: "date" }),
  // TOTP (RFC 6238): the shared key (base64), kept pending until a first code confirms it.
  totpKey: text(),
  totpEnabledAt: timestamp({ withTimezone: true, mode: "date" }),
  // The time step of the last code accepted: a code is never accepted twice (no replay).
  totpLastStep: bigint({ mode: "number" }),
  // Where a one-time sign-in link goes when a guessing attack has reached a ceiling (owners set it;
  // the staff member changes their own through a link sent to the new address).
  email: text(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Staff sessions. `id` is the SHA-256 (hex) of the session token that the
 * browser holds, never the token itself: a copy of this table opens no door.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // What the staff member sees in "your sessions": where and on what it was opened, when last used.
    ip: text(),
    userAgent: text(),
    lastSeenAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId)],
);

/**
 * The audit trail: one row per staff change, sign-in and failed sign-in,
 * written in the same transaction as the change. Never a password or token:
 * `target` holds ids, file names and statuses, `fields` only field names.
 * No procedure updates or deletes these rows.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // No foreign key: the row outlives anything it names; username is kept as it was.
    actorId: integer(),
    actorUsername: text(),
    ip: text(),
    // e.g. "admin.obituaries.approve", "auth.login_failed"
    action: text().notNull(),
    // The filter's "kind": obituaries, staff, auth, prices…
    kind: text().notNull(),
    target: jsonb().$type<Record<string, string | number>>(),
    fields: text().array(),
  },
  (t) => [index("audit_events_at_idx").on(t.at), index("audit_events_actor_idx").on(t.actorId, t.at), index("audit_events_kind_idx").on(t.kind, t.at)],
);

/** Ten single-use recovery codes per account with TOTP, stored as SHA-256 hashes only. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [index("staff_recovery_codes_user_idx").on(t.userId)],
);

/** The back office's security settings: one row (id 1). */
export const securitySettings = pgTable("security_settings", {
  id: integer().primaryKey(),
  // An owner's choice: every account must use two-factor sign-in.
  requireTwoFactor: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** What a staff email link does: sign in once (the second proof), or confirm a new address for the account. */
export const STAFF_EMAIL_LINK_PURPOSES = ["sign_in", "confirm_email"] as const;
export type StaffEmailLinkPurpose = (typeof STAFF_EMAIL_LINK_PURPOSES)[number];

/**
 * Links emailed to a staff member: single use, short-lived, kept as the
 * SHA-256 of their token only (a copy of this table opens nothing).
 */
export const staffEmailLinks = pgTable(
  "staff_email_links",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text().$type<StaffEmailLinkPurpose>().notNull(),
    tokenHash: text().notNull(),
    // confirm_email: the address being confirmed.
    email: text(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_email_links_token_idx").on(t.tokenHash), index("staff_email_links_user_idx").on(t.userId, t.purpose)],
);
