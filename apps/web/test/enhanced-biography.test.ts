import { describe, expect, it } from "vitest";
import { composeEnhancedBiography } from "../src/lib/enhanced-biography";

describe("the enhanced creator folds its extra fields into the biography (SPEC §3)", () => {
  it("adds the also-known-as line first, the sections after, and the submitter last", () => {
    const text = composeEnhancedBiography("She loved the sea and her family.", {
      nickname: "Nell",
      occupation: "Teacher",
      hobbies: "Roses, crosswords",
      favoriteQuote: "Be kind.",
      memorialLocation: "Lake Worth Chapel",
      memorialDate: "2025-02-01",
      memorialTime: "10:00 AM",
      submitterName: "Margaret Ames",
      submitterRelationship: "Daughter",
    });
    expect(text).toBe(
      [
        'Also known as "Nell"',
        "She loved the sea and her family.",
        "Profession: Teacher",
        "Hobbies & Interests: Roses, crosswords",
        'Favorite Quote: "Be kind."',
        "Memorial Service:\nLocation: Lake Worth Chapel\nDate: 2025-02-01\nTime: 10:00 AM",
        "Submitted by Margaret Ames (Daughter)",
      ].join("\n\n"),
    );
  });

  it("leaves out what was not filled in", () => {
    expect(composeEnhancedBiography("  A quiet, generous man. ", { submitterName: "Ann", nickname: " " })).toBe(
      "A quiet, generous man.\n\nSubmitted by Ann",
    );
  });
});
