import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { followerStatus } from "./enums";
import { obituaries } from "./obituaries";

/**
 * "Follow this obituary": a visitor's address, told of the
 * obituary's services once they have confirmed it (double opt-in). One row per
 * obituary and address. Tokens are kept only as SHA-256 hashes: a copy of
 * this table cannot confirm or stop anyone. Deleted with the obituary; the
 * retention sweep removes pending rows after a week (privacy/retention.ts).
 */
export const obituaryFollowers = pgTable(
  "obituary_followers",
  {
    id: serial().primaryKey(),
    obituaryId: integer()
      .notNull()
      .references(() => obituaries.id, { onDelete: "cascade" }),
    /** Lower-cased, as typed otherwise. */
    email: text().notNull(),
    status: followerStatus().notNull().default("pending"),
    /** The hash of the newest confirmation link's token (kept after confirming, so a second click is answered kindly). */
    confirmTokenHash: text().unique(),
    /** When the newest confirmation email was written: its link expires from here, and a repeat waits a while after it. */
    confirmSentAt: timestamp({ withTimezone: true, mode: "date" }),
    confirmedAt: timestamp({ withTimezone: true, mode: "date" }),
    unsubscribedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** The public site's language they followed in ("en", "es", "ht"): their emails are written in it. */
    locale: text().notNull().default("en"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("obituary_followers_obituary_email_idx").on(t.obituaryId, t.email), index("obituary_followers_status_idx").on(t.status, t.createdAt)],
);

/**
 * The unsubscribe links of the notices sent to a follower: each email gets a
 * fresh random token, and only its hash is kept here, so the raw token exists
 * only in that email. Any of them stops that follower, and they go with the
 * follower; the retention sweep drops links older than a year.
 */
export const obituaryFollowerUnsubscribeTokens = pgTable(
  "obituary_follower_unsubscribe_tokens",
  {
    tokenHash: text().primaryKey(),
    followerId: integer()
      .notNull()
      .references(() => obituaryFollowers.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("obituary_follower_unsubscribe_tokens_follower_idx").on(t.followerId), index("obituary_follower_unsubscribe_tokens_created_idx").on(t.createdAt)],
);
