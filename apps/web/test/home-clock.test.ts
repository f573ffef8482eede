import { BUSINESS_TIME_ZONE } from "@fh/validators";
import { describe, expect, it } from "vitest";
import { homeClock } from "../src/i18n/dates";

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

  it("is America/New_York's, in every half hour from 2024 to 2031, both changes of the clocks included", () => {
    expect(BUSINESS_TIME_ZONE).toBe("America/New_York");
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2032, 0, 1); t += 30 * 60_000) {
      const d = new Date(t);
      const got = homeClock(d).toISOString().slice(0, 16);
      if (got !== asIntl(d)) expect(got, d.toISOString()).toBe(asIntl(d));
    }
  });
});
