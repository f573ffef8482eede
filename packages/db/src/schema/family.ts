import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { obituaries } from "./obituaries";

/**
 * The family's sign-in links (/family/sign-in/{token}): only the SHA-256 of
 * the token is kept, so a copy of this table signs nobody in. A link works
 * once, for 30 minutes; `usedAt` marks the one use.
 */
export const familyLinkTokens = pgTable(
  "family_link_tokens",
  {
    tokenHash: text().primaryKey(),
    /** Lower-cased: the address the link was sent to, and whose family page it opens. */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("family_link_tokens_email_idx").on(t.email), index("family_link_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * A family's signed-in browser (the fh_family cookie): `id` is the SHA-256
 * of the cookie's token, never the token. Not a staff session: it opens the
 * family page of one address and nothing else.
 */
export const familySessions = pgTable(
  "family_sessions",
  {
    id: text().primaryKey(),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("family_sessions_email_idx").on(t.email), index("family_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Someone the submitter asked to share the family page (at most five per
 * obituary): they sign in with a link of their own, to their own address.
 */
export const familyInvites = pgTable(
  "family_invites",
  {
    id: serial().primaryKey(),
    obituaryId: integer()
      .notNull()
      .references(() => obituaries.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text().notNull(),
    /** The address that invited them (the submitter). */
    invitedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("family_invites_obituary_email_idx").on(t.obituaryId, t.email), index("family_invites_email_idx").on(t.email)],
);

/** What a family asks to change on a published obituary: field name to the new value. */
export type FamilyProposalChanges = Record<string, string | null>;

/**
 * Changes a family proposes to an obituary already published: staff approve
 * (the changes are applied) or reject them; the family is emailed either way.
 */
export const familyProposals = pgTable(
  "family_proposals",
  {
    id: serial().primaryKey(),
    obituaryId: integer()
      .notNull()
      .references(() => obituaries.id, { onDelete: "cascade" }),
    /** Who proposed (lower-cased), and the language they wrote in: the answer is written in it. */
    email: text().notNull(),
    locale: text().notNull().default("en"),
    changes: jsonb().$type<FamilyProposalChanges>().notNull(),
    status: text({ enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("family_proposals_status_idx").on(t.status, t.createdAt), index("family_proposals_obituary_idx").on(t.obituaryId)],
);

/**
 * "Send me letters of support in the year ahead": one row per obituary and
 * address that ticked the box. Letters go at 1, 3, 6 and 11 months after
 * the date of death; `lastMonthSent` is the newest one written.
 */
export const familyLetterSubscriptions = pgTable(
  "family_letter_subscriptions",
  {
    id: serial().primaryKey(),
    obituaryId: integer()
      .notNull()
      .references(() => obituaries.id, { onDelete: "cascade" }),
    email: text().notNull(),
    /** The language the family chose it in: the letters are written in it. */
    locale: text().notNull().default("en"),
    lastMonthSent: integer().notNull().default(0),
    unsubscribedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("family_letter_subscriptions_obituary_email_idx").on(t.obituaryId, t.email)],
);

/** Each letter's one-click unsubscribe link: a fresh token per letter, kept only as its SHA-256. */
export const familyLetterUnsubscribeTokens = pgTable(
  "family_letter_unsubscribe_tokens",
  {
    tokenHash: text().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => familyLetterSubscriptions.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("family_letter_unsubscribe_tokens_subscription_idx").on(t.subscriptionId)],
);
