import { describe, expect, it } from "vitest";
import { todayIn } from "@fh/validators/site";
import { ageInYears as computeAge, toParagraphs } from "../src";
import { datesIn } from "../src/node";

// SPEC §5's English forms, as the English site and the staff app write them.
const english = datesIn("en");
const formatShortDate = english.short;
const formatLongDate = english.long;
const formatEventStamp = english.eventStamp;
const formatDateTime = (value: string | Date) => english.dateTime(value);

describe("dates on cards and pages (UTC, US style)", () => {
  it("formats a calendar date the same in every time zone", () => {
    expect(formatShortDate("1938-04-12")).toBe("Apr 12, 1938");
    expect(formatShortDate("2025-01-01")).toBe("Jan 1, 2025");
    expect(formatLongDate("1938-04-12")).toBe("April 12, 1938");
    expect(formatLongDate(new Date("2024-12-31T00:00:00Z"))).toBe("December 31, 2024");
  });

  it("shows N/A for empty or invalid dates", () => {
    for (const v of ["", null, undefined, "not a date", "2025-13-45"]) {
      expect(formatShortDate(v)).toBe("N/A");
      expect(formatLongDate(v)).toBe("N/A");
    }
  });

  it("writes events as 'MMM dd, yyyy at time'", () => {
    expect(formatEventStamp("2025-11-05", "10:00 AM")).toBe("Nov 05, 2025 at 10:00 AM");
    expect(formatEventStamp("2026-02-14", "6:30 PM")).toBe("Feb 14, 2026 at 6:30 PM");
    expect(formatEventStamp("", "6:30 PM")).toBe("N/A at 6:30 PM");
  });
});

describe("guest-book stamps (the reader's own time zone)", () => {
  it("writes 'MMM d, yyyy, h:mm AM/PM' in local time", () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York"; // Node reads TZ again when it changes
    try {
      expect(formatDateTime("2025-11-05T20:04:00Z")).toBe("Nov 5, 2025, 3:04 PM");
      expect(formatDateTime("2025-07-01T04:30:00Z")).toBe("Jul 1, 2025, 12:30 AM");
      expect(formatDateTime(new Date("2025-07-01T16:00:00Z"))).toBe("Jul 1, 2025, 12:00 PM");
      expect(formatDateTime("2026-01-01T04:59:00Z")).toBe("Dec 31, 2025, 11:59 PM");
      expect(formatDateTime("not a date")).toBe("N/A");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe("age (SPEC §5)", () => {
  it("counts whole years, one less before the anniversary", () => {
    expect(computeAge("1938-04-12", "2025-04-11")).toBe(86);
    expect(computeAge("1938-04-12", "2025-04-12")).toBe(87);
    expect(computeAge("1938-04-12", "2025-12-01")).toBe(87);
    expect(computeAge("1950-01-01", "2025-01-24")).toBe(75);
  });

  it("is hidden when zero, negative or not computable", () => {
    expect(computeAge("2025-01-01", "2025-06-01")).toBeNull();
    expect(computeAge("2025-01-01", "2020-01-01")).toBeNull();
    expect(computeAge("", "2020-01-01")).toBeNull();
    expect(computeAge("1950-01-01", "garbage")).toBeNull();
  });
});

describe("paragraphs and days", () => {
  it("splits the biography at line breaks and drops blank lines", () => {
    expect(toParagraphs("One.\n\nTwo.\r\nThree.  \n")).toEqual(["One.", "Two.", "Three."]);
    expect(toParagraphs("")).toEqual([]);
  });

  // The booking form's minimum day (SPEC §5) comes from @fh/validators' todayIn.
  it("gives yyyy-MM-dd in a time zone", () => {
    const late = new Date("2025-03-02T03:30:00Z");
    expect(todayIn("UTC", late)).toBe("2025-03-02");
    expect(todayIn("America/New_York", late)).toBe("2025-03-01");
  });
});
