import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Uploaded photos: the admin gallery's list and the record behind every /uploads/ URL. */
export const photos = pgTable("photos", {
  id: serial().primaryKey(),
  // Server-made name, also the storage key; never the visitor's file name.
  filename: text().notNull().unique(),
  originalName: text().notNull(),
  url: text().notNull(),
  size: integer().notNull(),
  mimeType: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  uploadDate: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
