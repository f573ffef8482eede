import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A public form sent twice with the same Idempotency-Key creates one record:
 * the first answer is kept here and given again to the repeat.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text().notNull(),
    key: text().notNull(),
    status: integer().notNull(),
    response: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_created_idx").on(t.createdAt)],
);
