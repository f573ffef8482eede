import { describe, expect, it } from "vitest";
import { PREFILLED_DATES, unconfirmedPrefills, type PrefilledDate } from "../src/lib/prefilled-dates";

/**
 * The enhanced creator keeps SPEC §5's pre-filled dates, and asks about each
 * one still as filled before anything is sent (the browser side of it is
 * e2e/tests/creator-dates.test.ts).
 */
describe("the enhanced creator's pre-filled dates", () => {
  const filled = { dateOfBirth: "1950-01-01", dateOfDeath: "2025-01-24" };
  const confirmed = (...keys: PrefilledDate[]) => new Set<PrefilledDate>(keys);

  it("are SPEC §5's defaults", () => {
    expect(PREFILLED_DATES).toEqual(filled);
  });

  it("asks about both while neither was changed or confirmed, date of birth first", () => {
    expect(unconfirmedPrefills(filled, confirmed())).toEqual(["dateOfBirth", "dateOfDeath"]);
  });

  it("asks only about the one still as filled", () => {
    expect(unconfirmedPrefills({ ...filled, dateOfBirth: "1941-03-09" }, confirmed())).toEqual(["dateOfDeath"]);
    expect(unconfirmedPrefills({ ...filled, dateOfDeath: "2026-11-02" }, confirmed())).toEqual(["dateOfBirth"]);
  });

  it("does not ask again about a date the family confirmed", () => {
    expect(unconfirmedPrefills(filled, confirmed("dateOfBirth"))).toEqual(["dateOfDeath"]);
    expect(unconfirmedPrefills(filled, confirmed("dateOfBirth", "dateOfDeath"))).toEqual([]);
  });

  it("asks nothing once both dates are the family's own", () => {
    expect(unconfirmedPrefills({ dateOfBirth: "1941-03-09", dateOfDeath: "2026-11-02" }, confirmed())).toEqual([]);
  });
});
