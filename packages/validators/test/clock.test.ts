import { describe, expect, it } from "vitest";
import { clockRangeIn, clockTimeIn, minutesOfDay, parseClockTime, timeOfDayIn, toTwelveHour, toTwentyFourHour } from "../src/clock";

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

describe("a time written the way each language writes it", () => {
  it("English: 11:00 AM, 2:30 PM, noon and midnight on the 12", () => {
    expect(timeOfDayIn("11:00 AM", "en")).toBe("11:00 AM");
    expect(timeOfDayIn("14:30", "en")).toBe("2:30 PM");
    expect(clockTimeIn({ hours: 12, minutes: 0 }, "en")).toBe("12:00 PM");
    expect(clockTimeIn({ hours: 0, minutes: 5 }, "en")).toBe("12:05 AM");
  });

  it("Spanish: a. m. and p. m., spaced and in lower case", () => {
    expect(timeOfDayIn("11:00 AM", "es")).toBe("11:00 a. m.");
    expect(timeOfDayIn("2:30pm", "es")).toBe("2:30 p. m.");
    expect(timeOfDayIn("18:45", "es")).toBe("6:45 p. m.");
    expect(clockTimeIn({ hours: 12, minutes: 0 }, "es")).toBe("12:00 p. m.");
    expect(clockTimeIn({ hours: 0, minutes: 5 }, "es")).toBe("12:05 a. m.");
  });

  it("Haitian Creole: a 24-hour clock", () => {
    expect(timeOfDayIn("11:00 AM", "ht")).toBe("11:00");
    expect(timeOfDayIn("2:30 PM", "ht")).toBe("14:30");
    expect(clockTimeIn({ hours: 9, minutes: 5 }, "ht")).toBe("09:05");
    expect(clockTimeIn({ hours: 0, minutes: 0 }, "ht")).toBe("00:00");
  });

  it("a time in words stays as it was written, in every language", () => {
    for (const locale of ["en", "es", "ht"] as const) expect(timeOfDayIn(" after the Mass ", locale)).toBe("after the Mass");
  });

  it("reads back what it writes, so a Spanish time typed as shown is a time", () => {
    for (const text of ["11:00 a. m.", "11:00 a.m.", "11:00 A. M."]) expect(parseClockTime(text)).toEqual({ hours: 11, minutes: 0 });
    expect(parseClockTime("2:30 p. m.")).toEqual({ hours: 14, minutes: 30 });
    expect(parseClockTime("2:30 p. x.")).toBeNull();
  });

  it("a range says the shared half of the day once, and both when it crosses noon", () => {
    expect(clockRangeIn("18:30", "20:00", "en")).toBe("6:30 – 8:00 PM");
    expect(clockRangeIn("10:30", "12:00", "en")).toBe("10:30 AM – 12:00 PM");
    expect(clockRangeIn("18:30", "20:00", "es")).toBe("de 6:30 a 8:00 p. m.");
    expect(clockRangeIn("10:30", "12:00", "es")).toBe("de 10:30 a. m. a 12:00 p. m.");
    expect(clockRangeIn("18:30", "20:00", "ht")).toBe("18:30 – 20:00");
    expect(clockRangeIn("after Mass", "noon", "en")).toBe("after Mass – noon");
  });
});
