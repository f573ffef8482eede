import { outboxMessages } from "@fh/db";
import type { Locale } from "@fh/validators";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { confirmFollow } from "../../src/notifications";
import { createPublicTestApi, insertObituary, type PublicTestApi } from "../public/helpers";
import { notificationSettings, outbox } from "./helpers";

const CONFIRM_LINK = /https:\/\/lakeworth\.example\/api\/notifications\/follow\/confirm\/([A-Za-z0-9_-]{43})/;

/** An .ics as a calendar app reads it, its zone registered from its own VTIMEZONE. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const event = calendar.getFirstSubcomponent("vevent")!;
  return { event: new ICAL.Event(event), sequence: Number(event.getFirstPropertyValue("sequence")) };
}

describe("a follower's email about a changed service", () => {
  let api: PublicTestApi;
  const now = new Date("2026-11-24T15:00:00Z");
  let obituaryId = 0;
  const FOLLOWERS: Record<Locale, string> = { en: "june@example.com", es: "lucia@example.com", ht: "ti.jan@example.com" };

  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => now, notifications: notificationSettings });
    obituaryId = await insertObituary(api, "live", "Rosa");
    let ip = 10;
    for (const [locale, email] of Object.entries(FOLLOWERS) as Array<[Locale, string]>) {
      await api.visitorWith({ ip: `198.51.100.${ip++}`, locale }).followers.follow({ obituaryId, email });
      const mail = (await outbox(api)).filter((m) => m.recipient === email).at(-1);
      expect(await confirmFollow(api.deps.db, CONFIRM_LINK.exec(mail!.text)![1]!, now)).toBe(obituaryId);
    }
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(outboxMessages);
  });

  const notices = async () => (await outbox(api)).filter((m) => m.kind === "family.service_update");
  const noticeTo = async (locale: Locale) => (await notices()).find((m) => m.recipient === FOLLOWERS[locale])!;
  const create = (change: Record<string, unknown> = {}) =>
    api.staff.admin.services.create({
      title: "Funeral Mass",
      serviceDate: "2026-12-05",
      serviceTime: "5:00 PM",
      location: "St. Luke's Church, 2896 S Federal Hwy",
      serviceType: "funeral",
      deceasedName: "typed",
      obituaryId,
      ...change,
    } as never);

  it("says in English what each field was and is now: date, time and place, from → to", async () => {
    const service = await create();
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.update({ id: service.id, serviceDate: "2026-12-06", serviceTime: "6:30 PM", location: "Lake Worth Family Funeral Home chapel" });
    const mail = await noticeTo("en");
    expect(mail.subject).toBe("Service update for Rosa Delgado: Funeral Mass has changed");
    expect(mail.text).toContain("The Funeral Mass for Rosa Delgado has changed (date, time, place).");
    expect(mail.text).toContain(
      [
        "Date: Saturday, December 5, 2026 → Sunday, December 6, 2026",
        "Time: 5:00 PM → 6:30 PM",
        "Place: St. Luke's Church, 2896 S Federal Hwy → Lake Worth Family Funeral Home chapel",
      ].join("\n"),
    );
    // Then the details as they are now.
    expect(mail.text).toContain("Its details now:");
    expect(mail.text).toContain("Time: 6:30 PM (Eastern Time)");
    expect(mail.text.indexOf("Time: 5:00 PM → 6:30 PM")).toBeLessThan(mail.text.indexOf("Time: 6:30 PM (Eastern Time)"));
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toMatch(/>Time<\/th><td[^>]*>5:00 PM → 6:30 PM<\/td>/);
    expect(mail.html).toContain("St. Luke&#39;s Church, 2896 S Federal Hwy → Lake Worth Family Funeral Home chapel");
  });

  it("says it in Spanish, with Spanish dates and times (p. m.), and in Haitian Creole with the 24-hour clock", async () => {
    const service = await create();
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.update({ id: service.id, serviceDate: "2026-12-06", serviceTime: "6:30 PM", location: "Capilla de la funeraria" });
    const es = await noticeTo("es");
    expect(es.subject).toBe("Aviso sobre los servicios de Rosa Delgado: cambió Funeral Mass");
    expect(es.text).toContain("«Funeral Mass» de Rosa Delgado ha cambiado (fecha, hora, lugar).");
    expect(es.text).toContain(
      [
        "Fecha: sábado, 5 de diciembre de 2026 → domingo, 6 de diciembre de 2026",
        "Hora: 5:00 p. m. → 6:30 p. m.",
        "Lugar: St. Luke's Church, 2896 S Federal Hwy → Capilla de la funeraria",
      ].join("\n"),
    );
    expect(es.text).toContain("Estos son los detalles actuales:");
    expect(es.text).toContain("Hora: 6:30 p. m. (hora del Este)");
    expect(es.text).toContain("Adjuntamos la entrada de calendario actualizada (.ics)");
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).toMatch(/>Hora<\/th><td[^>]*>5:00 p\. m\. → 6:30 p\. m\.<\/td>/);

    const ht = await noticeTo("ht");
    expect(ht.text).toContain("Lè: 17:00 → 18:30");
    expect(ht.text).toContain("Dat: samdi 5 desanm 2026 → dimanch 6 desanm 2026");
  });

  it("names a change of type, name or livestream the same way, and never emails the livestream's address", async () => {
    const service = await create();
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.update({ id: service.id, title: "Memorial Mass", serviceType: "memorial", livestreamUrl: "https://stream.example/rosa" });
    const mail = await noticeTo("en");
    expect(mail.text).toContain(["Type: Funeral → Memorial", "Livestream: No → Yes", "Service: Funeral Mass → Memorial Mass"].join("\n"));
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.update({ id: service.id, livestreamUrl: "https://stream.example/rosa-2" });
    expect((await noticeTo("en")).text).toContain("Livestream: A new link, on the memorial page from an hour before the service");
    for (const m of await notices()) expect(`${m.text}${m.html}`).not.toContain("stream.example");
  });

  it("attaches the updated .ics, in the follower's language, with the public entry's UID and its new SEQUENCE", async () => {
    const service = await create();
    const added = await noticeTo("en");
    expect(added.attachments).toHaveLength(1);
    expect(added.text).toContain("The calendar entry is attached (.ics)");
    expect(readCalendar(added.attachments[0]!.content).sequence).toBe(0);
    await api.deps.db.delete(outboxMessages);

    await api.staff.admin.services.update({ id: service.id, serviceTime: "6:30 PM" });
    const mail = await noticeTo("en");
    expect(mail.text).toContain("The updated calendar entry is attached (.ics)");
    const [attachment, ...more] = mail.attachments;
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({ filename: `service-${service.id}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH" });
    const { event, sequence } = readCalendar(attachment!.content);
    // No CALENDAR_UID_DOMAIN in these settings: the public origin's host.
    expect(event.uid).toBe(`service-${service.id}@lakeworth.example`);
    expect(sequence).toBe(1);
    expect(event.summary).toBe("Funeral Mass");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T23:30:00.000Z");
    expect(event.location).toBe("St. Luke's Church, 2896 S Federal Hwy");
    // The public download says the same: one entry, one UID, one SEQUENCE.
    expect(await api.visitor.services.calendarItem({ id: service.id })).toMatchObject({ id: service.id, sequence: 1 });

    const es = readCalendar((await noticeTo("es")).attachments[0]!.content);
    expect(es.event.uid).toBe(event.uid);
    expect(es.sequence).toBe(1);
    expect(es.event.description).toContain("6:30 p. m., hora del Este");
    expect(es.event.description).toContain(`https://lakeworth.example/es/obituaries/${obituaryId}`);
  });

  it("raises the SEQUENCE with every change, a wording-only edit too (which sends no email)", async () => {
    const service = await create();
    const sequence = async () => (await api.visitor.services.calendarItem({ id: service.id })).sequence;
    expect(await sequence()).toBe(0);
    await api.staff.admin.services.update({ id: service.id, serviceTime: "6:00 PM" });
    expect(await sequence()).toBe(1);
    await api.staff.admin.services.update({ id: service.id, location: "Chapel" });
    expect(await sequence()).toBe(2);
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.update({ id: service.id, description: "Reception to follow." });
    expect(await sequence()).toBe(3);
    expect(await notices()).toEqual([]);
    await api.staff.admin.services.update({ id: service.id, serviceTime: "6:15 PM" });
    expect(await sequence()).toBe(4);
    for (const m of await notices()) expect(readCalendar(m.attachments[0]!.content).sequence).toBe(4);

    // Events' entries too.
    const event = await api.staff.admin.events.create({ title: "Candle Night", eventDate: "2027-07-01", eventTime: "7:00 PM", eventType: "memorial" } as never);
    expect((await api.visitor.events.calendarItem({ id: event.id })).sequence).toBe(0);
    await api.staff.admin.events.update({ id: event.id, eventTime: "7:30 PM" });
    expect((await api.visitor.events.calendarItem({ id: event.id })).sequence).toBe(1);
  });

  it("attaches nothing to a notice that a service is no longer listed", async () => {
    const service = await create();
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.delete({ id: service.id });
    const mail = await noticeTo("en");
    expect(mail.subject).toContain("is no longer listed");
    expect(mail.attachments).toEqual([]);
  });
});
