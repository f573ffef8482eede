import { describe, expect, it } from "vitest";
import { minutesOfDay, parseClockTime, toTwelveHour, toTwentyFourHour } from "../src/clock";

describe("times of day", () => {
  it("reads the ways people write a time", () => {
    expect(parseClockTime("2:00 PM")).toEqual({ hours: 14, minutes: 0 });
    expect(parseClockTime(" 9:30am ")).toEqual({ hours: 9, minutes: 30 });
    expect(parseClockTime("12:15 AM")).toEqual({ hours: 0, minutes: 15 });
    expect(parseClockTime("12:15 PM")).toEqual({ hours: 12, minutes: 15 });
    expect(parseClockTime("18:45")).toEqual({ hours: 18, minutes: 45 });
  });

  it("refuses what is not a time", () => {
    for (const text of ["", "noon", "25:00", "13:00 PM", "0:30 AM", "10:60", null, undefined]) {
      expect(parseClockTime(text)).toBeNull();
    }
  });

  it("converts between the stored form and the time input's", () => {
    expect(toTwentyFourHour("6:30 PM")).toBe("18:30");
    expect(toTwentyFourHour("later")).toBe("");
    expect(toTwelveHour("18:30")).toBe("6:30 PM");
    expect(toTwelveHour("00:05")).toBe("12:05 AM");
    expect(toTwelveHour("soon")).toBe("soon");
    expect(minutesOfDay("1:00 PM")).toBe(780);
    expect(minutesOfDay("?")).toBeNull();
  });
});
