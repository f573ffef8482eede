import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who uploaded a photo: staff (the gallery, the dashboard) or a visitor (the
 * public obituary creator). Only visitors' uploads that no obituary uses are
 * swept away after a grace period; a staff photo stays until staff delete it.
 */
export type PhotoOrigin = "staff" | "public";

/** Uploaded photos: the admin gallery's list and the record behind every /uploads/ URL. */
export const photos = pgTable(
  "photos",
  {
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
    // Null for photos uploaded before the origin was recorded: those are never swept.
    origin: text().$type<PhotoOrigin>(),
    // A visitor's address, for the daily storage cap per address; cleared once the day is over.
    uploaderAddress: text(),
  },
  (t) => [index("photos_uploader_idx").on(t.uploaderAddress, t.uploadDate)],
);
