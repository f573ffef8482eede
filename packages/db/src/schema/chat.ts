import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { chatSender } from "./enums";

export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: serial().primaryKey(),
    // 'session-<time>-<random>' as SPEC §3 shapes it, but made by the server
    // with 128 random bits: it appears in URLs, so it names the
    // conversation and proves nothing.
    sessionId: text().notNull().unique(),
    // SHA-256 of the visitor's chat cookie: only the browser holding that
    // cookie reads or writes the conversation. Null on sessions made before
    // the binding existed: nobody can open those.
    visitorTokenHash: text(),
    visitorName: text(),
    visitorEmail: text(),
    status: text().notNull().default("active"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // The retention sweep looks for old conversations.
  (t) => [index("chat_sessions_created_idx").on(t.createdAt)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => chatSessions.sessionId, { onDelete: "cascade" }),
    message: text().notNull(),
    sender: chatSender().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_session_idx").on(t.sessionId, t.createdAt, t.id)],
);
