import { defaultBusiness } from "@fh/validators";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { consultationCalendar } from "../../src/notifications/ics";

/** The booking's calendar entry, read as a calendar app reads it. */
function read(appointmentDate: string, appointmentTime: string) {
  const text = consultationCalendar(defaultBusiness, { id: 7, appointmentDate, appointmentTime, typeLabel: "Phone Consultation" }, "example.com");
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
  return { text, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

describe("a consultation's calendar entry", () => {
  it("names the funeral home's zone and holds the booked hour in winter (EST) and summer (EDT)", () => {
    const winter = read("2026-12-01", "10:00 AM");
    expect(winter.text).toContain("DTSTART;TZID=America/New_York:20261201T100000");
    expect(winter.event.startDate.toJSDate().toISOString()).toBe("2026-12-01T15:00:00.000Z");
    const summer = read("2027-07-01", "2:00 PM");
    expect(summer.text).toContain("DTSTART;TZID=America/New_York:20270701T140000");
    expect(summer.event.startDate.toJSDate().toISOString()).toBe("2027-07-01T18:00:00.000Z");
    expect(summer.event.endDate.toJSDate().toISOString()).toBe("2027-07-01T19:00:00.000Z");
    expect(summer.event.uid).toBe("consultation-7@example.com");
  });
});
