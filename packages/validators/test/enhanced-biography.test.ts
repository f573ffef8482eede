import { describe, expect, it } from "vitest";
import { readableDate } from "../src/dates";
import {
  enhancedObituaryFormSchema,
  enhancedToSubmission,
  foldEnhancedBiography,
  memorialServiceWhen,
  type EnhancedObituaryForm,
} from "../src/public/obituaries";

/** The creator's form as a family fills it in, through the same checks the page runs. */
function filled(overrides: Record<string, string> = {}): EnhancedObituaryForm {
  return enhancedObituaryFormSchema.parse({
    firstName: "Lorraine",
    lastName: "Bishop",
    nickname: "",
    occupation: "",
    dateOfBirth: "1941-03-02",
    dateOfDeath: "2026-11-20",
    biography: "Lorraine ran the library's story hour for a generation of children.",
    hobbies: "",
    favoriteQuote: "",
    memorialLocation: "",
    memorialDate: "",
    memorialTime: "",
    photoUrl: "",
    submitterName: "Dana Bishop",
    submitterRelationship: "",
    submitterEmail: "dana@example.com",
    submitterPhone: "",
    website: "",
    ...overrides,
  });
}

describe("dates as people read them", () => {
  it("writes the weekday, the month in full, the day and the year", () => {
    expect(readableDate("2026-12-05")).toBe("Saturday, December 5, 2026");
    expect(readableDate("2025-01-01")).toBe("Wednesday, January 1, 2025");
    expect(readableDate("2024-02-29")).toBe("Thursday, February 29, 2024");
  });

  it("refuses what is not a calendar date", () => {
    for (const s of ["", "2026-02-30", "12/05/2026", "tomorrow"]) expect(readableDate(s)).toBeNull();
  });

  it("joins the service's date and time with 'at', or shows either alone", () => {
    expect(memorialServiceWhen("2026-12-05", "14:30")).toBe("Saturday, December 5, 2026 at 2:30 PM");
    expect(memorialServiceWhen("2026-12-05", "09:05")).toBe("Saturday, December 5, 2026 at 9:05 AM");
    expect(memorialServiceWhen("2026-12-05", "00:15")).toBe("Saturday, December 5, 2026 at 12:15 AM");
    expect(memorialServiceWhen("2026-12-05", "12:00")).toBe("Saturday, December 5, 2026 at 12:00 PM");
    expect(memorialServiceWhen("2026-12-05", null)).toBe("Saturday, December 5, 2026");
    expect(memorialServiceWhen(null, "14:30")).toBe("2:30 PM");
    expect(memorialServiceWhen(null, null)).toBeNull();
  });
});

describe("the enhanced creator's biography (SPEC §3)", () => {
  it("folds every extra field in, in SPEC §3's order, each label beside its value", () => {
    const biography = foldEnhancedBiography(
      filled({
        nickname: "Lorrie",
        occupation: "Librarian",
        hobbies: "Orchids and mystery novels",
        favoriteQuote: "Read, and the world opens.",
        memorialLocation: "St. Mary's Chapel",
        memorialDate: "2026-12-05",
        memorialTime: "14:30",
        submitterRelationship: "Daughter",
      }),
    );
    expect(biography).toBe(
      [
        'Also known as "Lorrie"',
        "Lorraine ran the library's story hour for a generation of children.",
        "Profession: Librarian",
        "Hobbies & Interests: Orchids and mystery novels",
        'Favorite Quote: "Read, and the world opens."',
        "Memorial Service\nLocation: St. Mary's Chapel\nDate: Saturday, December 5, 2026 at 2:30 PM",
        "Submitted by Dana Bishop (Daughter)",
      ].join("\n\n"),
    );
  });

  it("never publishes the inputs' raw formats, and no label stands alone on its line", () => {
    const biography = foldEnhancedBiography(
      filled({ occupation: "Nurse", hobbies: "Gardening", favoriteQuote: "Be kind", memorialLocation: "Our chapel", memorialDate: "2026-12-05", memorialTime: "14:30" }),
    );
    expect(biography).not.toContain("2026-12-05");
    expect(biography).not.toContain("14:30");
    // Each line the page shows as a paragraph (SPEC §2) carries its value after the label.
    for (const line of biography.split("\n")) expect(line, line).not.toMatch(/:\s*$/);
  });

  it("leaves out the sections nobody filled in, and names the submitter alone without a relationship", () => {
    const biography = foldEnhancedBiography(filled());
    expect(biography).toBe("Lorraine ran the library's story hour for a generation of children.\n\nSubmitted by Dana Bishop");
  });

  it("writes a service with only a date, only a time or only a place", () => {
    expect(foldEnhancedBiography(filled({ memorialDate: "2026-12-05" }))).toContain(
      "Memorial Service\nDate: Saturday, December 5, 2026\n\n",
    );
    expect(foldEnhancedBiography(filled({ memorialTime: "10:00" }))).toContain("Memorial Service\nTime: 10:00 AM\n\n");
    expect(foldEnhancedBiography(filled({ memorialLocation: "Lakeside pavilion" }))).toContain(
      "Memorial Service\nLocation: Lakeside pavilion\n\n",
    );
  });

  it("keeps a longer answer's own lines after its label", () => {
    expect(foldEnhancedBiography(filled({ hobbies: "Fishing off the pier\nThe church choir" }))).toContain(
      "Hobbies & Interests: Fishing off the pier\nThe church choir",
    );
  });

  it("sends the folded text as the simple form's biography", () => {
    const payload = enhancedToSubmission(filled({ occupation: "Librarian", memorialDate: "2026-12-05", memorialTime: "14:30" }));
    expect(payload.biography).toContain("Profession: Librarian");
    expect(payload.biography).toContain("Date: Saturday, December 5, 2026 at 2:30 PM");
    expect(payload).not.toHaveProperty("occupation");
  });

  it("refuses a service date or time the page could not write out", () => {
    const base = { ...filledInput(), memorialDate: "2026-02-30", memorialTime: "25:00" };
    const result = enhancedObituaryFormSchema.safeParse(base);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["memorialDate", "memorialTime"]));
  });
});

function filledInput(): Record<string, string> {
  return {
    firstName: "Lorraine",
    lastName: "Bishop",
    dateOfBirth: "1941-03-02",
    dateOfDeath: "2026-11-20",
    biography: "Lorraine ran the library's story hour for a generation of children.",
    submitterName: "Dana Bishop",
    submitterEmail: "dana@example.com",
  };
}
