import { describe, expect, it } from "vitest";
import { arrangeMemorials, isNarrowed, isRecent, matchesSearch, type MemorialSummary } from "../src/lib/memorials";

const now = new Date("2025-06-30T12:00:00Z");

function memorial(id: number, firstName: string, lastName: string, extra: Partial<MemorialSummary> = {}): MemorialSummary {
  return {
    id,
    firstName,
    lastName,
    dateOfBirth: "1940-01-01",
    dateOfDeath: "2025-01-01",
    biography: "A life well lived.",
    photoUrl: null,
    createdAt: new Date(`2025-01-${String(id).padStart(2, "0")}T10:00:00Z`),
    ...extra,
  };
}

const list = [
  memorial(3, "Grace", "Okafor", { dateOfDeath: "2025-06-20" }),
  memorial(1, "eleanor", "Whitfield", { photoUrl: "/images/memorials/memorial-roses.jpg" }),
  memorial(2, "Ray", "Castellano", { photoUrl: "  " }),
  memorial(4, "Anna", "Okafor", { dateOfDeath: "2025-05-01", photoUrl: "/uploads/a.jpg" }),
];

describe("search", () => {
  it("matches the full name case-insensitively, across the space", () => {
    expect(matchesSearch(list[1]!, "ELEANOR w")).toBe(true);
    expect(matchesSearch(list[1]!, "  whit ")).toBe(true);
    expect(matchesSearch(list[1]!, "grace")).toBe(false);
    expect(matchesSearch(list[1]!, "")).toBe(true);
  });
});

describe("sort", () => {
  it("newest first by createdAt (the default)", () => {
    expect(arrangeMemorials(list, { search: "", sort: "newest", filter: "all", now }).map((o) => o.id)).toEqual([4, 3, 2, 1]);
  });
  it("oldest first by createdAt", () => {
    expect(arrangeMemorials(list, { search: "", sort: "oldest", filter: "all", now }).map((o) => o.id)).toEqual([1, 2, 3, 4]);
  });
  it("alphabetical by last name then first name", () => {
    expect(arrangeMemorials(list, { search: "", sort: "alphabetical", filter: "all", now }).map((o) => o.firstName)).toEqual([
      "Ray",
      "Anna",
      "Grace",
      "eleanor",
    ]);
  });
});

describe("filter", () => {
  it("recent keeps deaths within the last 30 days", () => {
    expect(isRecent({ dateOfDeath: "2025-06-20" }, now)).toBe(true);
    expect(isRecent({ dateOfDeath: "2025-05-01" }, now)).toBe(false);
    expect(isRecent({ dateOfDeath: "" }, now)).toBe(false);
    expect(arrangeMemorials(list, { search: "", sort: "newest", filter: "recent", now }).map((o) => o.id)).toEqual([3]);
  });
  it("with-photos needs a photo URL", () => {
    expect(arrangeMemorials(list, { search: "", sort: "newest", filter: "with-photos", now }).map((o) => o.id)).toEqual([4, 1]);
  });
  it("combines with search, and nothing found is empty", () => {
    expect(arrangeMemorials(list, { search: "okafor", sort: "newest", filter: "with-photos", now }).map((o) => o.id)).toEqual([4]);
    expect(arrangeMemorials(list, { search: "nobody", sort: "newest", filter: "all", now })).toEqual([]);
  });
});

describe("empty states", () => {
  it("knows when the visitor narrowed the list", () => {
    expect(isNarrowed("", "all")).toBe(false);
    expect(isNarrowed(" ", "all")).toBe(false);
    expect(isNarrowed("x", "all")).toBe(true);
    expect(isNarrowed("", "recent")).toBe(true);
  });
});
