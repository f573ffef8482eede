import { boolean, date, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import {
  budgetRange,
  consultationServiceType,
  consultationSource,
  consultationStatus,
  consultationType,
  contactMessageStatus,
  serviceInterest,
} from "./enums";

/**
 * One table for both consultation shapes of SPEC §3, so that every booking a
 * family makes on /book-consultation is in front of staff next to the ones
 * staff create. Columns that belong to only one shape are nullable.
 */
export const consultations = pgTable(
  "consultations",
  {
    id: serial().primaryKey(),
    source: consultationSource().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    appointmentDate: date({ mode: "string" }).notNull(),
    // Booking page: one of the fixed slots ("9:00 AM" ...).
    appointmentTime: text(),
    consultationType: consultationType(),
    serviceInterest: serviceInterest(),
    budgetRange: budgetRange(),
    additionalNotes: text(),
    reminderSent: boolean().notNull().default(false),
    // Staff form: free text time ("2:00 PM"), service type and message.
    preferredTime: text(),
    serviceType: consultationServiceType(),
    message: text(),
    /** The language the family booked in (en, es, ht), as the obituary keeps its submitter's: staff are told it. Staff's own are "en". */
    locale: text().notNull().default("en"),
    status: consultationStatus().notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("consultations_created_idx").on(t.createdAt.desc(), t.id.desc())],
);

/** Stored only; no screen shows them yet (SPEC §3). */
export const prePlanningRequests = pgTable("pre_planning_requests", {
  id: serial().primaryKey(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  preferredContactMethod: text(),
  serviceType: text(),
  budgetRange: text(),
  additionalNotes: text(),
  preferredCallTime: text(),
  isUrgent: boolean().notNull().default(false),
  status: text().notNull().default("pending"),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    /** The language the family wrote in (en, es, ht): staff are told it, to answer in it. */
    locale: text().notNull().default("en"),
    status: contactMessageStatus().notNull().default("new"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc(), t.id.desc())],
);
