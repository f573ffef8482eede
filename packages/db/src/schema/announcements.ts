import { boolean, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { eventType, serviceType } from "./enums";
import { obituaries } from "./obituaries";

/** Community events shown under Events & Announcements. */
export const events = pgTable(
  "events",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    eventDate: date({ mode: "string" }).notNull(),
    eventTime: text().notNull(),
    location: text(),
    eventType: eventType().notNull().default("memorial"),
    isPublic: boolean().notNull().default(true),
    /** Its calendar entry's SEQUENCE (RFC 5545): one more with each staff edit, so calendars replace the entry. */
    calendarSequence: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("events_public_date_idx").on(t.isPublic, t.eventDate)],
);

/** Funeral services (for a named person) shown under Events & Announcements. */
export const services = pgTable(
  "services",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    serviceDate: date({ mode: "string" }).notNull(),
    serviceTime: text().notNull(),
    location: text(),
    serviceType: serviceType().notNull().default("funeral"),
    deceasedName: text().notNull(),
    /** The obituary this service is for, when staff linked one; a deleted obituary leaves the service standing. */
    obituaryId: integer().references(() => obituaries.id, { onDelete: "set null" }),
    /** Where to watch from afar; shown from an hour before the service to seven days after. */
    livestreamUrl: text(),
    isPublic: boolean().notNull().default(true),
    /**
     * Its calendar entry's SEQUENCE (RFC 5545): one more with each staff edit.
     * The public .ics and the one attached to followers' emails carry it with
     * the same UID, so a calendar replaces the entry instead of adding another.
     */
    calendarSequence: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("services_public_date_idx").on(t.isPublic, t.serviceDate),
    index("services_obituary_idx").on(t.obituaryId),
  ],
);
