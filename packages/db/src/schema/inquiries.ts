import type { EstimateLine } from "@fh/validators/site";
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { priceListVersions } from "./price-list";
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

/**
 * A family's pre-planning request from /plan-ahead (SPEC §3's fields, then
 * the estimate's): the lines are priced from the price-list version in effect
 * when it was sent and kept as they were, so a later price change never
 * changes what the family was given. Staff change only the status.
 */
export const prePlanningRequests = pgTable(
  "pre_planning_requests",
  {
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
    /** The language the family used (en, es, ht): their email and PDF are in it, and staff are told it. */
    locale: text().notNull().default("en"),
    /** "self" or "other". */
    forWhom: text(),
    /** Whether a death had already occurred when they wrote. */
    deathOccurred: boolean().notNull().default(false),
    /** One of PRE_PLANNING_ARRANGEMENTS. */
    arrangement: text(),
    /** The price-list version the estimate was priced from, and its effective date as printed. */
    priceListVersionId: integer().references(() => priceListVersions.id),
    priceListEffectiveDate: date({ mode: "string" }),
    lines: jsonb().$type<EstimateLine[]>().notNull().default([]),
    totalCents: integer().notNull().default(0),
    /** SHA-256 of the emailed estimate link's token; the token itself is only in the email. */
    estimateTokenHash: text().unique(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("pre_planning_requests_list_idx").on(t.isUrgent.desc(), t.createdAt.desc(), t.id.desc())],
);

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
