import { boolean, date, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { eventType, serviceType } from "./enums";

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
    isPublic: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("services_public_date_idx").on(t.isPublic, t.serviceDate)],
);
