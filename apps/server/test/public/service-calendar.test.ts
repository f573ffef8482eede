import { events, obituaries, services } from "@fh/db";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer } from "../helpers";

/** An .ics as a calendar app reads it: the zone registered from its own VTIMEZONE. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  return new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
}

describe("GET /services/{id}.ics and /events/{id}.ics", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  let liveObituary: number;
  beforeAll(async () => {
    server = await createTestServer();
    const [o] = await server.database.db
      .insert(obituaries)
      .values({ firstName: "Rosa", lastName: "Delgado", dateOfBirth: "1941-03-12", dateOfDeath: "2026-10-30", biography: "Loved.", submitterName: "M", submitterEmail: "m@example.com", status: "live" })
      .returning({ id: obituaries.id });
    liveObituary = o!.id;
  });
  afterAll(() => server.close());

  const addService = async (values: Partial<typeof services.$inferInsert>) => {
    const [row] = await server.database.db
      .insert(services)
      .values({ title: "Funeral Mass", serviceDate: "2026-11-07", serviceTime: "10:00 AM", deceasedName: "Rosa Delgado", ...values })
      .returning({ id: services.id });
    return row!.id;
  };

  it("holds the right hour either side of the November daylight-saving change, with a stable UID, the place and the page", async () => {
    // 1 November 2026 is the change: the Saturday before is EDT (UTC-4), the Saturday after EST (UTC-5).
    const before = await addService({ serviceDate: "2026-10-31", location: "St. Luke's, 2892 S Congress Ave", obituaryId: liveObituary });
    const after = await addService({ serviceDate: "2026-11-07", serviceTime: "2:30 PM" });
    const first = await server.app.inject({ method: "GET", url: `/services/${before}.ics` });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(first.body).toContain("DTSTART;TZID=America/New_York:20261031T100000");
    expect(first.body).toContain("BEGIN:VTIMEZONE");
    const a = readCalendar(first.body);
    expect(a.startDate.toJSDate().toISOString()).toBe("2026-10-31T14:00:00.000Z");
    expect(a.location).toBe("St. Luke's, 2892 S Congress Ave");
    expect(a.uid).toBe(`service-${before}@localhost`);
    expect(a.description).toContain(`/obituaries/${liveObituary}`);
    const again = await server.app.inject({ method: "GET", url: `/services/${before}.ics` });
    expect(readCalendar(again.body).uid).toBe(a.uid);

    const b = readCalendar((await server.app.inject({ method: "GET", url: `/services/${after}.ics` })).body);
    expect(b.startDate.toJSDate().toISOString()).toBe("2026-11-07T19:30:00.000Z");
    expect(b.endDate.toJSDate().toISOString()).toBe("2026-11-07T20:30:00.000Z");
    // No place written: the funeral home's own address.
    expect(b.location).toContain("Lake Worth");
  });

  it("makes an all-day entry for a time in words, and serves events the same way", async () => {
    const words = await addService({ serviceTime: "After the morning Mass" });
    const allDay = readCalendar((await server.app.inject({ method: "GET", url: `/services/${words}.ics` })).body);
    expect(allDay.startDate.isDate).toBe(true);
    const [e] = await server.database.db
      .insert(events)
      .values({ title: "Candle Night", eventDate: "2027-07-01", eventTime: "7:00 PM" })
      .returning({ id: events.id });
    const res = await server.app.inject({ method: "GET", url: `/events/${e!.id}.ics` });
    expect(res.statusCode).toBe(200);
    const event = readCalendar(res.body);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-07-01T23:00:00.000Z");
    expect(event.uid).toBe(`event-${e!.id}@localhost`);
  });

  it("answers 404 for private, unknown and malformed ones", async () => {
    const hidden = await addService({ isPublic: false });
    const [privateEvent] = await server.database.db
      .insert(events)
      .values({ title: "Staff only", eventDate: "2027-01-01", eventTime: "9:00 AM", isPublic: false })
      .returning({ id: events.id });
    for (const url of [`/services/${hidden}.ics`, `/events/${privateEvent!.id}.ics`, "/services/999999.ics", "/services/abc.ics", "/events/1.txt"]) {
      const res = await server.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("BEGIN:VCALENDAR");
    }
  });
});
