import { describe, expect, it } from "vitest";
import { formatDay, formatEventStamp, formatStamp } from "../src/lib/format";

describe("the staff app's one date style", () => {
  it("writes events and services as SPEC §5 says: 'MMM dd, yyyy' then ' at ' and the time", () => {
    expect(formatEventStamp("2026-11-28", "11:00 AM")).toBe("Nov 28, 2026 at 11:00 AM");
    expect(formatEventStamp("2026-12-01", "9:30 AM")).toBe("Dec 01, 2026 at 9:30 AM");
  });

  it("writes a calendar day zero-padded, as the event stamp's day, without moving it across midnight", () => {
    expect(formatDay("2026-12-01")).toBe("Dec 01, 2026");
    expect(formatDay("2026-11-26")).toBe("Nov 26, 2026");
    expect(formatDay(new Date("1938-04-05T00:00:00Z"))).toBe("Apr 05, 1938");
    expect(formatEventStamp("2026-12-01", "11:00 AM").startsWith(formatDay("2026-12-01"))).toBe(true);
    for (const bad of [null, undefined, "", "not a date"]) expect(formatDay(bad)).toBe("N/A");
  });

  it("writes an instant on the reader's clock in the same shape: day, ' at ', 12-hour time", () => {
    expect(formatStamp(new Date(2026, 10, 5, 15, 4))).toBe("Nov 05, 2026 at 3:04 PM");
    expect(formatStamp(new Date(2026, 11, 1, 0, 0))).toBe("Dec 01, 2026 at 12:00 AM");
    expect(formatStamp(new Date(2026, 11, 1, 12, 30))).toBe("Dec 01, 2026 at 12:30 PM");
    expect(formatStamp(null)).toBe("N/A");
    expect(formatStamp("garbage")).toBe("N/A");
  });

  it("never writes a single-digit day", () => {
    for (let day = 1; day <= 9; day++) {
      expect(formatDay(`2026-03-0${day}`)).toMatch(/^Mar 0\d, 2026$/);
      expect(formatStamp(new Date(2026, 2, day, 9, 0))).toMatch(/^Mar 0\d, 2026 at 9:00 AM$/);
    }
  });
});
