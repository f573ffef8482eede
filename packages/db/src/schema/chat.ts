import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { chatSender } from "./enums";

export const chatSessions = pgTable("chat_sessions", {
  id: serial().primaryKey(),
  // Made by the visitor's browser: 'session-<time>-<random>' (SPEC §3).
  sessionId: text().notNull().unique(),
  visitorName: text(),
  visitorEmail: text(),
  status: text().notNull().default("active"),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

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
