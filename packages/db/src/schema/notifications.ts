import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { obituaries } from "./obituaries";
import { outboxStatus } from "./enums";

/** A file sent with a message (the booking's .ics, an estimate's PDF), kept as text so the row holds the whole email. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** "base64" for a binary file (a PDF) written as base64 text; absent for text. */
  encoding?: "base64";
}

/**
 * The transactional outbox: every email the site sends is first a
 * row here, written in the same transaction as the write that causes it, so
 * a booking never commits without its notice and a notice never exists
 * without its booking. The row holds the finished email (subject, text,
 * HTML, attachments), so sending needs nothing but the row; the sender in
 * the server process claims due rows, sends and records the result
 * (packages/api/src/notifications/sender.ts).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial().primaryKey(),
    /** One of NOTIFICATION_KINDS. Text, not an enum: a new kind is not a migration. */
    kind: text().notNull(),
    /** One address, or several comma-separated for staff. */
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** Extra headers (List-Unsubscribe …), already checked for CR/LF. */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    /** Made when the row is written and sent every time: a repeat after a crash is the same message to the receiver. */
    messageId: text().notNull().unique(),
    status: outboxStatus().notNull().default("waiting"),
    attempts: integer().notNull().default(0),
    /** When a waiting row is due. */
    nextAttemptAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * Never sent before this time, whatever nextAttemptAt says (a staff Retry
     * resets that one): a family's decline notice waits here while staff may
     * still undo the decline. Null for every other email.
     */
    notBefore: timestamp({ withTimezone: true, mode: "date" }),
    /** While `sending`: until when the claim holds. A sender that died leaves it to expire, and the row is claimed again. */
    leaseUntil: timestamp({ withTimezone: true, mode: "date" }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("outbox_recipient_created_idx").on(t.recipient, t.createdAt),
  ],
);

/**
 * Who receives each staff kind, as staff set it on the Notifications page.
 * A kind without a row goes to STAFF_NOTIFY_EMAIL.
 */
export const notificationRecipients = pgTable("notification_recipients", {
  kind: text().primaryKey(),
  /** Comma-separated addresses; empty means nobody. */
  addresses: text().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * A submitter's request, made on the submission form, for a daily email of
 * the guest-book messages on their loved one's page. Every digest carries
 * the same unsubscribe link with a random token (256 bits); the token is kept
 * as it is, since each digest must repeat it, and it can do nothing but stop
 * this one digest.
 */
export const guestBookDigestSubscriptions = pgTable(
  "guest_book_digest_subscriptions",
  {
    id: serial().primaryKey(),
    obituaryId: integer()
      .notNull()
      .unique()
      .references(() => obituaries.id, { onDelete: "cascade" }),
    email: text().notNull(),
    unsubscribeToken: text().notNull().unique(),
    /** The newest guest-book entry already sent; the next digest starts after it. */
    lastEntryId: integer().notNull().default(0),
    lastSentAt: timestamp({ withTimezone: true, mode: "date" }),
    unsubscribedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
);

/**
 * Where a periodic notice left off (the staff guest-book digest): the newest
 * entry already told about and when, in one row each, locked while a digest
 * is written so two server instances never send the same one.
 */
export const notificationCursors = pgTable("notification_cursors", {
  name: text().primaryKey(),
  lastEntryId: integer().notNull().default(0),
  lastSentAt: timestamp({ withTimezone: true, mode: "date" }),
});
