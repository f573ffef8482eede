import { obituaries } from "@fh/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toPublicError } from "../src/errors";
import { createTestApi, type TestApi } from "../src/testing";
import type { RouterInputs, RouterOutputs } from "../src/root";

type SearchInput = RouterInputs["obituaries"]["search"];
type Page = RouterOutputs["obituaries"]["search"];
type Item = Page["items"][number];

// "Today" in Lake Worth is 2025-06-15 (it is 08:00 there).
const NOW = new Date("2025-06-15T12:00:00Z");

type Status = "pending" | "live" | "declined" | "unlisted";
interface Row {
  firstName: string;
  lastName: string;
  dateOfDeath?: string;
  photoUrl?: string | null;
  status?: Status;
  createdAt?: string;
}

// Photos are remote addresses: a /uploads/ one with no upload behind it reads as no photo (missing-photos.test.ts).
const named: Row[] = [
  { firstName: "Mary Ann", lastName: "Smith", createdAt: "2025-03-01 10:00:00.123456+00" },
  // Same millisecond as Mary Ann, later microsecond: a millisecond cursor would lose one of them.
  { firstName: "Robert", lastName: "smithson", createdAt: "2025-03-01 10:00:00.123789+00" },
  { firstName: "JOHN", lastName: "O'Neil", photoUrl: "https://photos.example.org/john.webp" },
  { firstName: "Ann_Marie", lastName: "Test", photoUrl: "" },
  { firstName: "Ann", lastName: "Moore", photoUrl: "https://photos.example.org/ann.webp" },
  { firstName: "Ann%Lee", lastName: "Percy" },
  { firstName: "Annabel", lastName: "Lee", dateOfDeath: "2025-06-15" },
  { firstName: "Zoe", lastName: "de la Cruz", dateOfDeath: "2025-05-16" },
  { firstName: "Oscar", lastName: "Abbott", dateOfDeath: "2025-05-15" },
  { firstName: "Future", lastName: "Date", dateOfDeath: "2025-06-16" },
  { firstName: "Pending", lastName: "Smith", status: "pending" },
  { firstName: "Declined", lastName: "Smith", status: "declined" },
  { firstName: "Unlisted", lastName: "Smith", status: "unlisted", photoUrl: "https://photos.example.org/u.webp", dateOfDeath: "2025-06-10" },
];

// Many rows sharing one createdAt (one insert statement, one now()) test the id tie-break.
const bulk: Row[] = Array.from({ length: 45 }, (_, i) => ({
  firstName: ["Alice", "bob", "Carol", "dave", "Eve"][i % 5] as string,
  lastName: ["Garcia", "garcia", "Nguyen", "Brown", "Young", "Lopez"][i % 6] as string,
  photoUrl: i % 4 === 0 ? `https://photos.example.org/b${i}.webp` : null,
  dateOfDeath: i % 7 === 0 ? "2025-06-01" : "2024-01-01",
}));

function toInsert(row: Row) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: "1940-01-01",
    dateOfDeath: row.dateOfDeath ?? "2024-12-01",
    biography: `The life of ${row.firstName} ${row.lastName}.`,
    photoUrl: row.photoUrl ?? null,
    submitterName: "Family Member",
    submitterEmail: "family@example.com",
    submitterPhone: "561-555-0100",
    status: row.status ?? "live",
    ...(row.createdAt ? { createdAt: sql`${row.createdAt}::timestamptz` } : {}),
  };
}

describe("obituaries.search", () => {
  let api: TestApi;
  let caller: TestApi["visitor"]["obituaries"];
  // Every live row as the database holds it, for expected answers.
  let live: { id: number; firstName: string; lastName: string; createdAt: string; photoUrl: string | null; dateOfDeath: string }[];

  beforeAll(async () => {
    api = await createTestApi({ now: () => NOW });
    caller = api.visitor.obituaries;
    for (const row of named) await api.deps.db.insert(obituaries).values(toInsert(row));
    await api.deps.db.insert(obituaries).values(bulk.map(toInsert));
    live = await api.deps.db
      .select({
        id: obituaries.id,
        firstName: obituaries.firstName,
        lastName: obituaries.lastName,
        createdAt: sql<string>`to_char(${obituaries.createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`,
        photoUrl: obituaries.photoUrl,
        dateOfDeath: obituaries.dateOfDeath,
      })
      .from(obituaries)
      .where(sql`${obituaries.status} = 'live'`);
  });
  afterAll(() => api.close());

  /** Walks every page and returns the items in order. */
  async function walk(input: Omit<SearchInput, "cursor"> & { limit: number }): Promise<Item[]> {
    const all: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    for (;;) {
      const page: Page = await caller.search({ ...input, cursor });
      expect(page.items.length).toBeLessThanOrEqual(input.limit);
      all.push(...page.items);
      pages += 1;
      expect(pages).toBeLessThan(100);
      if (!page.nextCursor) break;
      expect(page.items).toHaveLength(input.limit);
      cursor = page.nextCursor;
    }
    return all;
  }

  const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const expected = {
    newest: () =>
      [...live].sort((a, b) => compareText(b.createdAt, a.createdAt) || b.id - a.id).map((o) => o.id),
    oldest: () =>
      [...live].sort((a, b) => compareText(a.createdAt, b.createdAt) || a.id - b.id).map((o) => o.id),
    alphabetical: () =>
      [...live]
        .sort(
          (a, b) =>
            compareText(a.lastName.toLowerCase(), b.lastName.toLowerCase()) ||
            compareText(a.firstName.toLowerCase(), b.firstName.toLowerCase()) ||
            a.id - b.id,
        )
        .map((o) => o.id),
  };

  it("answers the first page with defaults: newest first, 24 items, the total and a cursor", async () => {
    const page = await caller.search({});
    expect(page.total).toBe(live.length);
    expect(page.items).toHaveLength(24);
    expect(page.items.map((o) => o.id)).toEqual(expected.newest().slice(0, 24));
    expect(page.nextCursor).toEqual(expect.any(String));
    // Later pages keep the first page's total (it travels in the cursor).
    const second = await caller.search({ cursor: page.nextCursor });
    expect(second.total).toBe(live.length);
    expect(second.items.map((o) => o.id)).toEqual(expected.newest().slice(24, 48));
  });

  for (const sort of ["newest", "oldest", "alphabetical"] as const) {
    it(`sorts ${sort} and walks every live obituary exactly once, page by page`, async () => {
      for (const limit of [1, 7, 24, 48]) {
        const ids = (await walk({ sort, limit })).map((o) => o.id);
        expect(ids).toEqual(expected[sort]());
        expect(new Set(ids).size).toBe(live.length);
      }
    });
  }

  it("keeps rows created in the same microsecond-distinct millisecond apart across a page edge", async () => {
    const maryAnn = live.find((o) => o.firstName === "Mary Ann");
    const robert = live.find((o) => o.firstName === "Robert");
    const oldest = expected.oldest();
    expect(oldest.indexOf(robert!.id)).toBe(oldest.indexOf(maryAnn!.id) + 1);
    const start = oldest.indexOf(maryAnn!.id);
    const ids = (await walk({ sort: "oldest", limit: 1 })).map((o) => o.id);
    expect(ids.slice(start, start + 2)).toEqual([maryAnn!.id, robert!.id]);
  });

  it("searches the full name case-insensitively, across first and last name", async () => {
    const names = async (search: string) =>
      (await walk({ search, sort: "alphabetical", limit: 48 })).map((o) => `${o.firstName} ${o.lastName}`);
    expect(await names("SMITH")).toEqual(["Mary Ann Smith", "Robert smithson"]);
    expect(await names("ann smi")).toEqual(["Mary Ann Smith"]);
    expect(await names("john o'n")).toEqual(["JOHN O'Neil"]);
    expect(await names("  mary ann  ")).toEqual(["Mary Ann Smith"]);
    expect(await names("nobody like this")).toEqual([]);
    const page = await caller.search({ search: "garcia", limit: 5 });
    expect(page.total).toBe(live.filter((o) => o.lastName.toLowerCase() === "garcia").length);
    expect(page.items).toHaveLength(5);
  });

  it("treats % and _ in the search text as themselves, not as wildcards", async () => {
    const names = async (search: string) =>
      (await walk({ search, sort: "alphabetical", limit: 48 })).map((o) => `${o.firstName} ${o.lastName}`);
    expect(await names("%")).toEqual(["Ann%Lee Percy"]);
    expect(await names("_")).toEqual(["Ann_Marie Test"]);
    // As a wildcard "n_m" would also match "Ann Moore" ("n m").
    expect(await names("n_m")).toEqual(["Ann_Marie Test"]);
    expect(await names("n%l")).toEqual(["Ann%Lee Percy"]);
    expect(await names("\\")).toEqual([]);
  });

  it("filters recent: died within the last 30 days in Lake Worth", async () => {
    const items = await walk({ filter: "recent", sort: "alphabetical", limit: 10 });
    const want = live.filter((o) => o.dateOfDeath >= "2025-05-16" && o.dateOfDeath <= "2025-06-15");
    expect(items.map((o) => o.id).sort((a, b) => a - b)).toEqual(want.map((o) => o.id).sort((a, b) => a - b));
    const names = items.map((o) => `${o.firstName} ${o.lastName}`);
    expect(names).toContain("Annabel Lee");
    expect(names).toContain("Zoe de la Cruz");
    expect(names).not.toContain("Oscar Abbott");
    expect(names).not.toContain("Future Date");
    expect(names).not.toContain("Unlisted Smith");
  });

  it("filters with-photos: a photo URL that is neither missing nor empty", async () => {
    const items = await walk({ filter: "with-photos", sort: "newest", limit: 5 });
    const want = live.filter((o) => o.photoUrl);
    expect(items.map((o) => o.id).sort((a, b) => a - b)).toEqual(want.map((o) => o.id).sort((a, b) => a - b));
    expect(items.every((o) => o.photoUrl)).toBe(true);
    expect(items.map((o) => o.firstName)).not.toContain("Ann_Marie");
    const page = await caller.search({ filter: "with-photos", search: "ann" });
    expect(page.items.map((o) => `${o.firstName} ${o.lastName}`)).toEqual(["Ann Moore"]);
    expect(page.total).toBe(1);
    expect(page.nextCursor).toBeNull();
  });

  it("never shows pending, declined or unlisted obituaries", async () => {
    for (const sort of ["newest", "oldest", "alphabetical"] as const) {
      for (const filter of ["all", "recent", "with-photos"] as const) {
        const items = await walk({ sort, filter, search: "smith", limit: 48 });
        for (const o of items) expect(["Pending", "Declined", "Unlisted"]).not.toContain(o.firstName);
      }
    }
    const total = (await caller.search({})).total;
    expect(total).toBe(named.filter((r) => !r.status).length + bulk.length);
  });

  it("answers public fields only, never the submitter's", async () => {
    const page = await caller.search({ limit: 48 });
    for (const item of page.items) {
      expect(Object.keys(item).sort()).toEqual(
        ["biography", "createdAt", "dateOfBirth", "dateOfDeath", "firstName", "id", "lastName", "photoUrl"].sort(),
      );
      expect(item.createdAt).toBeInstanceOf(Date);
    }
    expect(JSON.stringify(page)).not.toContain("family@example.com");
  });

  it("refuses bad input with a 400 whose message names the field", async () => {
    const refusal = async (input: SearchInput) => {
      const error = await caller.search(input).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      return toPublicError(error);
    };
    const status400 = (field: string) => ({ status: 400, message: expect.stringMatching(new RegExp(`^${field}: `)) });
    expect(await refusal({ limit: 49 })).toMatchObject(status400("limit"));
    expect(await refusal({ limit: 0 })).toMatchObject(status400("limit"));
    expect(await refusal({ search: "x".repeat(101) })).toMatchObject(status400("search"));
    expect(await refusal({ search: "ann\u0000" })).toMatchObject(status400("search"));
    expect(await refusal({ sort: "random" as "newest" })).toMatchObject(status400("sort"));
    expect(await refusal({ filter: "old" as "all" })).toMatchObject(status400("filter"));
    expect(await refusal({ cursor: "not a cursor" })).toEqual({
      status: 400,
      message: "cursor: Invalid cursor",
      fields: { cursor: "Invalid cursor" },
    });
    const forged = Buffer.from(JSON.stringify(["newest", "'; drop table obituaries", 1])).toString("base64url");
    expect(await refusal({ cursor: forged })).toMatchObject(status400("cursor"));
    const withNul = Buffer.from(JSON.stringify(["alphabetical", "Smith\u0000", "Ann", 1, 10])).toString("base64url");
    expect(await refusal({ sort: "alphabetical", cursor: withNul })).toMatchObject(status400("cursor"));
    // A cursor belongs to its sort.
    const { nextCursor } = await caller.search({ sort: "alphabetical", limit: 2 });
    expect(await refusal({ sort: "newest", cursor: nextCursor })).toMatchObject(status400("cursor"));
  });
});
