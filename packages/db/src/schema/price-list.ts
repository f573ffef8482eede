import type { PriceListItem } from "@fh/validators/site";
import { boolean, date, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The General Price List, one row per saved version (FTC Funeral Rule,
 * 16 CFR 453.2(b)(4)). A version is never changed once saved: a change of
 * price is a new row with its own effective date, and the old rows stay, so
 * what any family was shown on any day can be read back. The lines are one
 * JSON document per version, read and written whole (the API has no update
 * or delete for them).
 */
export const priceListVersions = pgTable(
  "price_list_versions",
  {
    id: serial().primaryKey(),
    // The day (America/New_York) from which this version is the one in effect.
    effectiveDate: date({ mode: "string" }).notNull(),
    // The containers named in the direct-cremation statement of 16 CFR 453.3(b)(2)(ii).
    alternativeContainers: text().notNull(),
    items: jsonb().$type<PriceListItem[]>().notNull(),
    // The seeded demo list: the public page says its prices are fictional.
    isDemo: boolean().notNull().default(false),
    // The staff account that saved it (null for the seed).
    savedBy: text(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // "The version in effect on a day" is the latest effective date not after it, the latest saved on ties.
  (t) => [index("price_list_versions_effective_idx").on(t.effectiveDate.desc(), t.id.desc())],
);
