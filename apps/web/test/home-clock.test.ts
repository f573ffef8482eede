import { BUSINESS_TIME_ZONE } from "@fh/validators";
import { describe, expect, it } from "vitest";
import { homeClock } from "@fh/i18n";

/**
 * The funeral home's wall clock, written with plain arithmetic for the
 * browser (no Intl at load, README "Performance"): it must read what Intl,
 * with the time-zone database, reads in America/New_York.
 */
describe("the funeral home's clock", () => {
  const intl = new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const asIntl = (d: Date) => {
    const p = Object.fromEntries(intl.formatToParts(d).map((x) => [x.type, x.value]));
    return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
  };

  const check = (from: number, to: number, step: number) => {
    for (let t = from; t < to; t += step) {
      const d = new Date(t);
      const got = homeClock(d).toISOString().slice(0, 16);
      if (got !== asIntl(d)) expect(got, d.toISOString()).toBe(asIntl(d));
    }
  };

  it("is America/New_York's, every three hours from 2024 to 2031 and every quarter hour around each change of the clocks", () => {
    expect(BUSINESS_TIME_ZONE).toBe("America/New_York");
    check(Date.UTC(2024, 0, 1), Date.UTC(2032, 0, 1), 3 * 3_600_000);
    // The clocks change on the second Sunday of March and the first Sunday of November:
    // each of those weeks, quarter hour by quarter hour (a 140,000-step walk took minutes on a busy machine).
    for (let year = 2024; year < 2032; year++) {
      check(Date.UTC(year, 2, 7), Date.UTC(year, 2, 16), 15 * 60_000);
      check(Date.UTC(year, 9, 31), Date.UTC(year, 10, 9), 15 * 60_000);
    }
  }, 60_000);
});
