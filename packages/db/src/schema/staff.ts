import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Staff accounts. There is no public sign-up; accounts come from `pnpm admin:create`. */
export const users = pgTable("users", {
  id: serial().primaryKey(),
  username: text().notNull().unique(),
  // argon2id hash (PHC string), never the password itself.
  password: text().notNull(),
  role: text().notNull().default("user"),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Staff sessions. `id` is the SHA-256 (hex) of the session token that the
 * browser holds, never the token itself: a copy of this table opens no door.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId)],
);
