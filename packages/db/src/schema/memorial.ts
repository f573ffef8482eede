import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { services } from "./announcements";
import { photos } from "./media";
import { obituaries } from "./obituaries";

/**
 * "I'll attend": a visitor's word that they (and up to nine others) will come
 * to a public service. Only the family and staff read these rows; the public
 * sees neither count nor names. The address is optional and used only to tell
 * them the service changed or was cancelled. Deleted with the service.
 */
export const serviceRsvps = pgTable(
  "service_rsvps",
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** How many people, the writer included: 1 to 10. */
    guests: integer().notNull(),
    /** Lower-cased; null when they gave none (they then hear of no change). */
    email: text(),
    /** The public site's language they answered in: their emails are written in it. */
    locale: text().notNull().default("en"),
    /** Set by the one-click unsubscribe of a change notice: no further emails. */
    unsubscribedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("service_rsvps_service_idx").on(t.serviceId, t.createdAt)],
);

/**
 * The unsubscribe links of the notices sent to someone who answered "I'll
 * attend": a fresh random token per email, kept only as its SHA-256 hash.
 */
export const serviceRsvpUnsubscribeTokens = pgTable(
  "service_rsvp_unsubscribe_tokens",
  {
    tokenHash: text().primaryKey(),
    rsvpId: integer()
      .notNull()
      .references(() => serviceRsvps.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("service_rsvp_unsubscribe_tokens_rsvp_idx").on(t.rsvpId), index("service_rsvp_unsubscribe_tokens_created_idx").on(t.createdAt)],
);

/**
 * The family's gallery on a memorial: uploaded photos (the same checked,
 * re-encoded `photos` rows as every upload) with a caption, in the family's
 * order. A photo staff delete from the gallery leaves the memorial with it.
 */
export const obituaryPhotos = pgTable(
  "obituary_photos",
  {
    id: serial().primaryKey(),
    obituaryId: integer()
      .notNull()
      .references(() => obituaries.id, { onDelete: "cascade" }),
    photoId: integer()
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    caption: text().notNull().default(""),
    /** The family's order, 0 first. */
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("obituary_photos_obituary_idx").on(t.obituaryId, t.position)],
);
