import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, date } from "drizzle-orm/pg-core";
import { obituaryStatus } from "./enums";

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
    status: obituaryStatus().notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // The public list: live obituaries, newest first (and oldest first, read backwards).
    index("obituaries_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("obituaries_status_name_idx").on(t.status, t.lastName, t.firstName, t.id),
    index("obituaries_status_death_idx").on(t.status, t.dateOfDeath),
    // Case-insensitive search on "first last".
    index("obituaries_full_name_lower_idx").using(
      "btree",
      sql`lower(${t.firstName} || ' ' || ${t.lastName})`,
    ),
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
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("guest_book_obituary_created_idx").on(t.obituaryId, t.createdAt.desc(), t.id.desc())],
);
