import { wholeYearsBetween } from "@fh/validators/site";
import { count } from "drizzle-orm";
import type { Database } from "../client";
import { events, guestBookEntries, obituaries, services } from "../schema";
import { ageInWords } from "./age-words";
import { seedEvents, seedObituaries, seedServices, type SeedObituary } from "./content";
import { seedDemoPriceList } from "./price-list";

export { demoPriceList, seedDemoPriceList } from "./price-list";

const DAY = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd of a date, in UTC. */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface SeedResult {
  seeded: boolean;
  obituaries: number;
}

/**
 * Fills an empty database with the demo content. A database that already
 * holds an obituary is left alone, so this is safe to run at every start;
 * the demo price list is added to any database without a price list.
 */
export async function seedDemoContent(db: Database, now = new Date()): Promise<SeedResult> {
  await seedDemoPriceList(db, now);
  const [existing] = await db.select({ n: count() }).from(obituaries);
  if ((existing?.n ?? 0) > 0) return { seeded: false, obituaries: 0 };

  await db.transaction(async (tx) => {
    for (const item of seedObituaries) {
      const createdAt = new Date(now.getTime() - item.createdDaysAgo * DAY);
      const [row] = await tx
        .insert(obituaries)
        .values({
          firstName: item.firstName,
          lastName: item.lastName,
          dateOfBirth: item.dateOfBirth,
          dateOfDeath: isoDate(new Date(now.getTime() - item.diedDaysAgo * DAY)),
          biography: biographyOf(item, now),
          photoUrl: item.photoUrl ?? null,
          submitterName: item.submitterName,
          submitterEmail: item.submitterEmail,
          submitterPhone: item.submitterPhone ?? null,
          status: item.status,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: obituaries.id });
      if (!row || !item.guestBook?.length) continue;
      await tx.insert(guestBookEntries).values(
        item.guestBook.map((entry) => ({
          obituaryId: row.id,
          authorName: entry.authorName,
          authorEmail: entry.authorEmail ?? null,
          message: entry.message,
          createdAt: new Date(now.getTime() - entry.daysAgo * DAY),
        })),
      );
    }
    await tx.insert(events).values(
      seedEvents.map((e) => ({
        title: e.title,
        description: e.description ?? null,
        eventDate: isoDate(new Date(now.getTime() + e.inDays * DAY)),
        eventTime: e.eventTime,
        location: e.location ?? null,
        eventType: e.eventType,
        isPublic: e.isPublic,
      })),
    );
    await tx.insert(services).values(
      seedServices.map((s) => ({
        title: s.title,
        description: s.description ?? null,
        serviceDate: isoDate(new Date(now.getTime() + s.inDays * DAY)),
        serviceTime: s.serviceTime,
        location: s.location ?? null,
        serviceType: s.serviceType,
        deceasedName: s.deceasedName,
        isPublic: s.isPublic,
      })),
    );
  });
  return { seeded: true, obituaries: seedObituaries.length };
}

/** The biography with its "{age}" written out, so the text and the card's computed age agree on any seed day. */
export function biographyOf(item: SeedObituary, now: Date): string {
  const died = new Date(`${isoDate(new Date(now.getTime() - item.diedDaysAgo * DAY))}T00:00:00Z`);
  const age = wholeYearsBetween(new Date(`${item.dateOfBirth}T00:00:00Z`), died);
  return item.biography.replace("{age}", age === null ? "" : ageInWords(age));
}
