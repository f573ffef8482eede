import { guestBookEntries, obituaries, photos, type Database } from "@fh/db";

/**
 * A funeral home's archive, made up but shaped like a real one: varied names
 * (hyphens, apostrophes, particles), lives of 40 to 100 years, deaths over the
 * last twelve years with a few in the last month, biographies of a few short
 * paragraphs, about a third with a photo, and a handful of guest-book messages
 * each. A fixed seed makes every run insert the same rows.
 */

const FIRST_NAMES = [
  "Mary", "Patricia", "Linda", "Barbara", "Elizabeth", "Jennifer", "Maria", "Susan", "Margaret", "Dorothy",
  "Lisa", "Nancy", "Karen", "Betty", "Helen", "Sandra", "Donna", "Carol", "Ruth", "Sharon", "Michelle",
  "Laura", "Sarah", "Kimberly", "Deborah", "Jessica", "Shirley", "Cynthia", "Angela", "Melissa", "Brenda",
  "Amy", "Anna", "Rebecca", "Virginia", "Kathleen", "Pamela", "Martha", "Debra", "Amanda", "Stephanie",
  "Carolyn", "Christine", "Marie", "Janet", "Catherine", "Frances", "Ann", "Joyce", "Diane", "Alice",
  "James", "John", "Robert", "Michael", "William", "David", "Richard", "Charles", "Joseph", "Thomas",
  "Christopher", "Daniel", "Paul", "Mark", "Donald", "George", "Kenneth", "Steven", "Edward", "Brian",
  "Ronald", "Anthony", "Kevin", "Jason", "Matthew", "Gary", "Timothy", "Jose", "Larry", "Jeffrey",
  "Frank", "Scott", "Eric", "Stephen", "Andrew", "Raymond", "Gregory", "Joshua", "Jerry", "Dennis",
  "Walter", "Patrick", "Peter", "Harold", "Douglas", "Henry", "Carl", "Arthur", "Ryan", "Roger",
  "Mary Ann", "Jean-Pierre", "Zoë", "Renée", "José Luis", "Siobhan", "Nguyen Van", "Aaliyah", "Mei-Ling",
  "Giuseppe", "Lourdes", "Yolanda", "Esperanza", "Guadalupe", "Mohammed", "Fatima", "Ingrid", "Sven",
];

const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
  "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
  "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
  "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green",
  "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Gomez",
  "Phillips", "Evans", "Turner", "Diaz", "Parker", "Cruz", "Edwards", "Collins", "Reyes", "Stewart",
  "Morris", "Morales", "Murphy", "Cook", "Rogers", "Gutierrez", "Ortiz", "Morgan", "Cooper", "Peterson",
  "O'Brien", "O'Connor", "McAllister", "MacDonald", "de la Cruz", "Van der Berg", "St. James", "D'Angelo",
  "Smith-Jones", "García-Márquez", "Fitzgerald", "Kowalski", "Nowak", "Schmidt", "Müller", "Rossi",
  "Esposito", "Bianchi", "Kim", "Park", "Chen", "Wang", "Patel", "Shah", "Singh", "Cohen", "Levy",
  "Goldberg", "Friedman", "Baptiste", "Pierre", "Jean-Louis", "Toussaint", "Dubois", "Lefebvre",
];

const PLACES = ["Lake Worth", "West Palm Beach", "Boynton Beach", "Lantana", "Palm Springs", "Greenacres",
  "Delray Beach", "Boca Raton", "Jupiter", "Wellington", "Havana", "Port-au-Prince", "Brooklyn", "Chicago",
  "Detroit", "San Juan", "Kingston", "Naples", "Krakow", "Dublin"];
const WORK = ["a schoolteacher", "a nurse", "an electrician", "a machinist", "a bookkeeper", "a pastor",
  "a firefighter", "a postal carrier", "a citrus grower", "a boat captain", "a librarian", "an accountant",
  "a carpenter", "a chef", "a bus driver", "a seamstress", "a police officer", "an engineer", "a pharmacist"];
const LOVES = ["fishing off the Lake Worth pier", "tending roses", "Sunday dinners with the whole family",
  "dominoes on the porch", "the Miami Dolphins", "gospel music", "crossword puzzles", "baking for neighbors",
  "volunteering at the food bank", "long walks on the beach", "restoring old cars", "singing in the choir",
  "quilting", "telling stories", "dancing salsa", "playing the trumpet", "gardening", "bird watching"];
const SURVIVORS = ["a loving spouse of many years", "three children and seven grandchildren", "two sisters",
  "a devoted son and daughter-in-law", "many nieces and nephews", "countless friends", "a twin brother",
  "four great-grandchildren"];
const MESSAGES = [
  "Our deepest condolences to the family. May you find comfort in your wonderful memories.",
  "I will always remember the kindness and laughter. Rest in peace.",
  "Thinking of you all during this difficult time. With love and prayers.",
  "A true friend and a wonderful neighbor. You will be missed.",
  "So many happy memories from our years working together. Sending love to the family.",
  "May light perpetual shine upon you. Our family is keeping yours in our prayers.",
];

/** mulberry32: a small, fast PRNG, so every run seeds the same archive. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface SeedResult {
  obituaries: number;
  guestBookEntries: number;
  /** Live obituary ids (every seeded obituary is live). */
  ids: number[];
  /** Ids of obituaries without a photo (their pages load no image that does not exist). */
  idsWithoutPhoto: number[];
  seconds: number;
}

export async function seedArchive(db: Database, count: number, now = Date.now()): Promise<SeedResult> {
  const started = performance.now();
  const random = prng(20251124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  const rows: (typeof obituaries.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    // Deaths over the last 12 years, 1 in 100 within the last month.
    const deathDaysAgo = random() < 0.01 ? between(0, 29) : between(30, 12 * 365);
    const death = now - deathDaysAgo * DAY_MS;
    const birth = death - between(40 * 365, 100 * 365) * DAY_MS;
    // Published a few days after the death, at some minute of the working day.
    const created = Math.min(now - 60_000, death + between(2, 10) * DAY_MS + between(0, 10 * 60) * 60_000);
    const place = pick(PLACES);
    const paragraphs = [
      `${firstName} ${lastName}, ${Math.round((death - birth) / (365.25 * DAY_MS))}, of ${pick(PLACES)}, passed away peacefully surrounded by family.`,
      `Born in ${place}, ${firstName} worked for many years as ${pick(WORK)} and was known to everyone for a generous heart and a quick smile.`,
      `${firstName} loved ${pick(LOVES)} and ${pick(LOVES)}, and never missed a chance to bring people together.`,
    ];
    if (random() < 0.6) paragraphs.push(`${firstName} is survived by ${pick(SURVIVORS)} and ${pick(SURVIVORS)}.`);
    if (random() < 0.4) paragraphs.push("A celebration of life will be held at the funeral home chapel. In lieu of flowers, the family asks that donations be made to a local hospice.");
    rows.push({
      firstName,
      lastName,
      dateOfBirth: isoDate(birth),
      dateOfDeath: isoDate(death),
      biography: paragraphs.join("\n\n"),
      photoUrl: random() < 0.35 ? `/uploads/bench-${i}.webp` : null,
      submitterName: `${pick(FIRST_NAMES)} ${lastName}`,
      submitterEmail: `family${i}@example.com`,
      submitterPhone: random() < 0.7 ? `561-555-${String(between(0, 9999)).padStart(4, "0")}` : null,
      status: "live",
      createdAt: new Date(created),
      updatedAt: new Date(created),
    });
  }

  const ids: number[] = [];
  const idsWithoutPhoto: number[] = [];
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insert(obituaries)
      .values(rows.slice(i, i + BATCH))
      .returning({ id: obituaries.id, photoUrl: obituaries.photoUrl, createdAt: obituaries.createdAt });
    const entries: (typeof guestBookEntries.$inferInsert)[] = [];
    // Each photo an obituary names is on record, as a real upload is: the
    // public reads show an upload only while its record exists, so without
    // these the archive would read as having no photos at all.
    const photoRows = inserted.flatMap((o) => {
      const filename = o.photoUrl?.replace(/^\/uploads\//, "");
      if (!o.photoUrl || !filename) return [];
      return [{ filename, originalName: filename, url: o.photoUrl, size: 48_000, mimeType: "image/webp", width: 800, height: 800, origin: "staff" as const }];
    });
    if (photoRows.length > 0) await db.insert(photos).values(photoRows);
    for (const o of inserted) {
      ids.push(o.id);
      if (!o.photoUrl) idsWithoutPhoto.push(o.id);
      const n = between(0, 5);
      for (let k = 0; k < n; k++) {
        entries.push({
          obituaryId: o.id,
          authorName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
          authorEmail: random() < 0.5 ? `friend${o.id}-${k}@example.com` : null,
          message: pick(MESSAGES),
          createdAt: new Date(Math.min(now, o.createdAt.getTime() + between(1, 20 * 24 * 60) * 60_000)),
        });
      }
    }
    for (let k = 0; k < entries.length; k += BATCH) {
      await db.insert(guestBookEntries).values(entries.slice(k, k + BATCH));
    }
  }
  const guestBookCount = await db.$count(guestBookEntries);
  return {
    obituaries: ids.length,
    guestBookEntries: guestBookCount,
    ids,
    idsWithoutPhoto,
    seconds: (performance.now() - started) / 1000,
  };
}
