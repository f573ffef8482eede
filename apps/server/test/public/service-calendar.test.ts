import { createCaller, createInternalContext } from "@fh/api";
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

/** The entry's SEQUENCE (RFC 5545): which version of it this is. */
const sequenceOf = (text: string) => Number(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!.getFirstPropertyValue("sequence"));

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
    // No PUBLIC_ORIGIN nor CALENDAR_UID_DOMAIN here: the business email's domain.
    expect(a.uid).toBe(`service-${before}@lakeworthfuneralhome.example`);
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
    expect(event.uid).toBe(`event-${e!.id}@lakeworthfuneralhome.example`);
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

  it("keeps one UID whichever Host the request named, and its SEQUENCE grows with each staff edit", async () => {
    const id = await addService({ serviceTime: "5:00 PM", obituaryId: liveObituary });
    const entry = async (host: string) => (await server.app.inject({ method: "GET", url: `/services/${id}.ics`, headers: { host } })).body;
    const viaWww = await entry("www.lakeworth.example");
    const viaProxy = await entry("10.0.0.7:3000");
    expect(readCalendar(viaWww).uid).toBe(`service-${id}@lakeworthfuneralhome.example`);
    expect(readCalendar(viaProxy).uid).toBe(readCalendar(viaWww).uid);
    expect(sequenceOf(viaWww)).toBe(0);

    const staff = createCaller(createInternalContext(server.deps, { id: 0, username: "test-staff", role: "owner" }));
    await staff.admin.services.update({ id, serviceTime: "6:30 PM" });
    await staff.admin.services.update({ id, location: "The chapel" });
    const changed = await entry("lakeworth.example");
    expect(readCalendar(changed).uid).toBe(readCalendar(viaWww).uid);
    expect(sequenceOf(changed)).toBe(2);
    expect(readCalendar(changed).location).toBe("The chapel");
  });
});

describe("the calendar UID's domain comes from configuration", () => {
  it("is CALENDAR_UID_DOMAIN when set, else PUBLIC_ORIGIN's host, never the request's Host", async () => {
    for (const [env, domain] of [
      [{ CALENDAR_UID_DOMAIN: "Calendar.LakeWorthFuneralHome.example" }, "calendar.lakeworthfuneralhome.example"],
      [{ PUBLIC_ORIGIN: "https://www.lakeworth.example" }, "www.lakeworth.example"],
    ] as const) {
      const server = await createTestServer({ env });
      try {
        const [row] = await server.database.db
          .insert(events)
          .values({ title: "Candle Night", eventDate: "2027-07-01", eventTime: "7:00 PM" })
          .returning({ id: events.id });
        const res = await server.app.inject({ method: "GET", url: `/events/${row!.id}.ics`, headers: { host: "elsewhere.example" } });
        expect(readCalendar(res.body).uid).toBe(`event-${row!.id}@${domain}`);
      } finally {
        await server.close();
      }
    }
  });
});
