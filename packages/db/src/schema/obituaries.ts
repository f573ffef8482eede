import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, date } from "drizzle-orm/pg-core";
import { guestBookEntryStatus, guestBookMode, obituaryStatus } from "./enums";

export const obituaries = pgTable(
  "obituaries",
  {
    id: serial().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    // Calendar dates, no time zone: a birthday is the same day everywhere.
    dateOfBirth: date({ mode: "string" }).notNull(),
    dateOfDeath: date({ mode: "string" }).notNull(),
    biography: text().notNull(),
    photoUrl: text(),
    submitterName: text().notNull(),
    submitterEmail: text().notNull(),
    submitterPhone: text(),
    /** The language the family submitted in (en, es, ht): later emails to them are written in it. */
    submitterLocale: text().notNull().default("en"),
    status: obituaryStatus().notNull().default("pending"),
    /** Staff's choice per obituary; open is how every guest book worked before. */
    guestBookMode: guestBookMode().notNull().default("open"),
    /** Kept out of search engines (meta robots noindex, not in the sitemap) but reachable by link. */
    noindex: boolean().notNull().default(false),
    /**
     * While staff may take a decline back (Undo, DECLINE_UNDO_MS): until when,
     * and the outbox row of the family's "not published" email held until then.
     * Set when a pending submission is declined, cleared when it leaves
     * declined. No foreign key: an outbox row may go on its own (a privacy
     * erasure), and then there is simply nothing left to withdraw.
     */
    declineUndoUntil: timestamp({ withTimezone: true, mode: "date" }),
    declineEmailId: integer(),
    /**
     * "In lieu of flowers": a charity the family names (its name and an https
     * address) and/or a short wish in their own words. The page shows them as
     * written; no money passes through the site.
     */
    flowersCharityName: text(),
    flowersCharityUrl: text(),
    flowersWish: text(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // The public list: live obituaries, oldest first, and newest first read backwards.
    // Plain ascending on purpose: "desc nulls last" would match neither a query's
    // "order by … desc" (nulls first) nor, read backwards, its "order by … asc".
    index("obituaries_status_created_idx").on(t.status, t.createdAt, t.id),
    // Alphabetical (last name, then first name), case-insensitive as people expect.
    index("obituaries_status_name_idx").on(
      t.status,
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
      t.id,
    ),
    index("obituaries_status_death_idx").on(t.status, t.dateOfDeath),
    // Case-insensitive substring search on "first last" (SPEC §9): a trigram GIN
    // index, since "%…%" cannot use a btree. Needs pg_trgm (migration 0001).
    // fastupdate off: obituaries arrive a few a day, and without a pending list the
    // index stays usable (and the planner keeps choosing it) with no VACUUM, which
    // PGlite never runs on its own.
    index("obituaries_full_name_trgm_idx")
      .using("gin", sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const guestBookEntries = pgTable(
  "guest_book_entries",
  {
    id: serial().primaryKey(),
    obituaryId: integer()
      .notNull()
      .references(() => obituaries.id, { onDelete: "cascade" }),
    authorName: text().notNull(),
    authorEmail: text(),
    message: text().notNull(),
    /** Only "shown" messages reach any public answer. */
    status: guestBookEntryStatus().notNull().default("shown"),
    /** Visitors' reports ("Report" under a message); reported messages come first for staff. */
    reportCount: integer().notNull().default(0),
    lastReportedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** The last staff action on it (approve, hide): who (staff username) and when. Deletions go to guest_book_moderations. */
    moderatedBy: text(),
    moderatedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** The last action was the family's (moderatedBy then holds their address): the staff digest says so. */
    moderatedByFamily: boolean().notNull().default(false),
    /** A photo the writer attached (an uploaded /uploads/ address); such a message always waits for approval. */
    photoUrl: text(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("guest_book_obituary_created_idx").on(t.obituaryId, t.createdAt.desc(), t.id.desc()),
    // The staff screen: by status, newest first.
    index("guest_book_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Every staff action on a guest-book message, who and when: kept after the
 * message itself is deleted (so no foreign key), with the obituary and the
 * writer's name to say which message it was. Local to the guest book until
 * a general audit trail exists.
 */
export const guestBookModerations = pgTable(
  "guest_book_moderations",
  {
    id: serial().primaryKey(),
    entryId: integer().notNull(),
    obituaryId: integer().notNull(),
    authorName: text().notNull(),
    action: text({ enum: ["approve", "hide", "delete"] }).notNull(),
    /** Staff's username, or the family's address when byFamily. */
    staffUsername: text().notNull(),
    byFamily: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("guest_book_moderations_entry_idx").on(t.entryId, t.createdAt)],
);
