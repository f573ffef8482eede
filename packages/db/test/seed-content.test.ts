import { wholeYearsBetween } from "@fh/validators/site";
import { describe, expect, it } from "vitest";
import { ageInWords } from "../src/seed/age-words";
import { biographyOf } from "../src/seed/index";
import { seedObituaries } from "../src/seed/content";

const DAY = 86_400_000;

/** "at ninety-one", "at the age of thirty-five": the age a biography states, in words. */
const statedAge = /\bat (?:the age of )?((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|one hundred)(?:[- ](?:and )?[a-z]+)?)\b/;

describe("the demo obituaries", () => {
  it("write ages in words", () => {
    expect(ageInWords(35)).toBe("thirty-five");
    expect(ageInWords(90)).toBe("ninety");
    expect(ageInWords(13)).toBe("thirteen");
    expect(ageInWords(104)).toBe("one hundred and four");
  });

  // The card computes the age from the dates (SPEC §5); the biography beside it must say the same,
  // whichever day the seed runs (the date of death is relative to it).
  for (const seedDay of ["2025-01-01", "2026-06-30", "2026-11-23", "2031-03-15"]) {
    it(`state the age the card shows, when seeded on ${seedDay}`, () => {
      const now = new Date(`${seedDay}T12:00:00Z`);
      let checked = 0;
      for (const item of seedObituaries) {
        const text = biographyOf(item, now);
        expect(text, item.lastName).not.toContain("{age}");
        const stated = statedAge.exec(text)?.[1];
        if (!stated) continue;
        const died = new Date(new Date(now.getTime() - item.diedDaysAgo * DAY).toISOString().slice(0, 10) + "T00:00:00Z");
        const age = wholeYearsBetween(new Date(`${item.dateOfBirth}T00:00:00Z`), died);
        expect(stated, `${item.firstName} ${item.lastName}`).toBe(ageInWords(age!));
        checked += 1;
      }
      expect(checked).toBeGreaterThanOrEqual(6);
    });
  }
});
