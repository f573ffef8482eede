import { priceListVersions, type Database } from "@fh/db";
import type { PriceListItem } from "@fh/validators";
import { desc, lte } from "drizzle-orm";

/** A saved version as procedures answer it. */
export interface PriceListVersion {
  id: number;
  effectiveDate: string;
  alternativeContainers: string;
  items: PriceListItem[];
  isDemo: boolean;
  savedBy: string | null;
  createdAt: Date;
}

/**
 * The version in effect on a day (yyyy-MM-dd, in Lake Worth): the latest
 * effective date not after it, and of versions sharing that date the one
 * saved last (a same-day correction wins). Null before the first one.
 */
export async function priceListInEffect(db: Database, day: string): Promise<PriceListVersion | null> {
  const [row] = await db
    .select()
    .from(priceListVersions)
    .where(lte(priceListVersions.effectiveDate, day))
    .orderBy(desc(priceListVersions.effectiveDate), desc(priceListVersions.id))
    .limit(1);
  return row ?? null;
}
