import { outboxMessages } from "@fh/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RateLimiter } from "../../src/abuse/rate-limit-flexible";
import { unsubscribeRsvp } from "../../src/notifications";
import { notificationSettings, outbox } from "../notifications/helpers";
import { badRequestMessage, createPublicTestApi, expectTrpcError, insertObituary, type PublicTestApi } from "../public/helpers";

const UNSUBSCRIBE_LINK = /https:\/\/lakeworth\.example\/api\/notifications\/rsvp\/unsubscribe\/([A-Za-z0-9_-]{43})/;

describe("I'll attend: answering for a service", () => {
  let api: PublicTestApi;
  // Thursday 10 AM in Lake Worth.
  const now = new Date("2026-11-26T15:00:00Z");
  let obituaryId = 0;

  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => now, notifications: notificationSettings });
    obituaryId = await insertObituary(api, "live", "Rosa");
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(outboxMessages);
  });

  const service = (change: Record<string, unknown> = {}) =>
    api.staff.admin.services.create({
      title: "Funeral Mass",
      serviceDate: "2026-12-05",
      serviceTime: "5:00 PM",
      location: "St. Luke's Church",
      serviceType: "funeral",
      deceasedName: "typed",
      obituaryId,
      ...change,
    } as never);

  it("takes a name, how many people and an optional address, and answers only the writer's own words", async () => {
    const s = await service();
    const answer = await api.visitor.services.rsvp({ serviceId: s.id, name: "June Carter", guests: 3, email: "June@Example.com" });
    expect(answer).toEqual({ serviceId: s.id, name: "June Carter", guests: 3, email: "june@example.com" });
    await api.visitor.services.rsvp({ serviceId: s.id, name: "Luis Ortiz", guests: 1 });
    const attendance = (await api.staff.admin.services.attendance()).find((a) => a.serviceId === s.id)!;
    expect(attendance.people).toBe(4);
    expect(attendance.answers.map((a) => [a.name, a.guests])).toEqual([
      ["June Carter", 3],
      ["Luis Ortiz", 1],
    ]);
    // The public's reads of the service say nothing of who comes.
    const block = await api.visitor.services.forObituary({ obituaryId });
    expect(JSON.stringify(block)).not.toMatch(/June|guests|people|rsvp/i);
  });

  it("refuses a private or unknown service as absent (404) and one already over as a conflict (409)", async () => {
    const hidden = await service({ isPublic: false });
    await expectTrpcError(api.visitor.services.rsvp({ serviceId: hidden.id, name: "June", guests: 1 }), "NOT_FOUND");
    await expectTrpcError(api.visitor.services.rsvp({ serviceId: 999_999, name: "June", guests: 1 }), "NOT_FOUND");
    // Yesterday's service, and one that ended two hours after 7 AM today.
    const past = await service({ serviceDate: "2026-11-25" });
    await expectTrpcError(api.visitor.services.rsvp({ serviceId: past.id, name: "June", guests: 1 }), "CONFLICT");
    const thisMorning = await service({ serviceDate: "2026-11-26", serviceTime: "7:00 AM" });
    await expectTrpcError(api.visitor.services.rsvp({ serviceId: thisMorning.id, name: "June", guests: 1 }), "CONFLICT");
    const thisAfternoon = await service({ serviceDate: "2026-11-26", serviceTime: "2:00 PM" });
    await api.visitor.services.rsvp({ serviceId: thisAfternoon.id, name: "June", guests: 1 });
  });

  it("says which field is wrong: one to ten people, a name on one line, a real address", async () => {
    const s = await service();
    for (const guests of [0, 11, 2.5, "3"]) {
      expect(await badRequestMessage(api.visitor.services.rsvp({ serviceId: s.id, name: "June", guests } as never))).toMatch(/^guests: /);
    }
    expect(await badRequestMessage(api.visitor.services.rsvp({ serviceId: s.id, name: "  ", guests: 1 }))).toMatch(/^name: /);
    expect(await badRequestMessage(api.visitor.services.rsvp({ serviceId: s.id, name: "June\nBcc: x@y.z", guests: 1 }))).toMatch(/^name: /);
    expect(await badRequestMessage(api.visitor.services.rsvp({ serviceId: s.id, name: "June", guests: 1, email: "june@" }))).toMatch(/^email: /);
    expect(await badRequestMessage(api.visitor.services.rsvp({ serviceId: s.id, name: "June", guests: 1, seats: 4 } as never))).toMatch(/seats/);
    expect((await api.staff.admin.services.attendance()).find((a) => a.serviceId === s.id)).toBeUndefined();
  });

  it("emails a change, in the writer's language, to each address once, with the calendar entry and a one-click unsubscribe", async () => {
    const s = await service();
    await api.visitorWith({ ip: "198.51.100.7", locale: "es" }).services.rsvp({ serviceId: s.id, name: "Lucía", guests: 2, email: "lucia@example.com" });
    await api.visitorWith({ ip: "198.51.100.7", locale: "es" }).services.rsvp({ serviceId: s.id, name: "Lucía y Pedro", guests: 2, email: "lucia@example.com" });
    await api.visitor.services.rsvp({ serviceId: s.id, name: "No address", guests: 1 });
    await api.staff.admin.services.update({ id: s.id, description: "Only the words changed" });
    expect(await outbox(api)).toEqual([]);

    await api.staff.admin.services.update({ id: s.id, serviceTime: "6:30 PM" });
    const mails = await outbox(api);
    expect(mails.map((m) => m.recipient)).toEqual(["lucia@example.com"]);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Aviso sobre los servicios de Rosa Delgado: cambió Funeral Mass");
    expect(mail.text).toContain("Hora: 5:00 p. m. → 6:30 p. m.");
    expect(mail.text).toContain("Recibe este correo porque nos dijo que asistiría a Funeral Mass de Rosa Delgado.");
    expect(mail.attachments.map((a) => a.filename)).toEqual([`service-${s.id}.ics`]);
    const link = UNSUBSCRIBE_LINK.exec(mail.text)![1]!;
    expect(mail.headers["List-Unsubscribe"]).toContain(link);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // One click stops every later email to that address about this service.
    expect(await unsubscribeRsvp(api.deps.db, link, now)).toBe(true);
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.update({ id: s.id, serviceTime: "7:00 PM" });
    expect(await outbox(api)).toEqual([]);
    expect(await unsubscribeRsvp(api.deps.db, "x".repeat(43), now)).toBe(false);
  });

  it("emails a cancellation when staff delete the service or make it private, before its answers go", async () => {
    const deleted = await service();
    await api.visitor.services.rsvp({ serviceId: deleted.id, name: "June Carter", guests: 2, email: "june@example.com" });
    await api.staff.admin.services.delete({ id: deleted.id });
    const [gone] = await outbox(api);
    expect(gone!.recipient).toBe("june@example.com");
    expect(gone!.subject).toBe("Service update for Rosa Delgado: Funeral Mass is no longer listed");
    expect(gone!.text).toContain("You receive this email because you said you would attend the Funeral Mass for Rosa Delgado.");
    expect(gone!.attachments).toEqual([]);
    expect((await api.staff.admin.services.attendance()).find((a) => a.serviceId === deleted.id)).toBeUndefined();

    await api.deps.db.delete(outboxMessages);
    const hidden = await service({ title: "Viewing" });
    await api.visitorWith({ ip: "198.51.100.9", locale: "ht" }).services.rsvp({ serviceId: hidden.id, name: "Ti Jan", guests: 1, email: "ti.jan@example.com" });
    await api.staff.admin.services.update({ id: hidden.id, isPublic: false });
    const [privateNow] = await outbox(api);
    expect(privateNow!.recipient).toBe("ti.jan@example.com");
    expect(privateNow!.text).toMatch(UNSUBSCRIBE_LINK);
    expect(privateNow!.html).toContain('<html lang="ht">');
  });
});

describe("I'll attend: limits", () => {
  it("takes ten answers from one address in a quarter hour, then 429; another address still answers", async () => {
    const api = await createPublicTestApi({ rateLimiter: new RateLimiter(), now: () => new Date("2026-11-26T15:00:00Z") });
    try {
      const obituaryId = await insertObituary(api, "live", "Rosa");
      const s = await api.staff.admin.services.create({ title: "Viewing", serviceDate: "2026-12-05", serviceTime: "5:00 PM", serviceType: "viewing", deceasedName: "x", obituaryId } as never);
      const visitor = api.visitorWith({ ip: "203.0.113.5" });
      for (let i = 0; i < 10; i++) await visitor.services.rsvp({ serviceId: s.id, name: `Guest ${i}`, guests: 1 });
      await expectTrpcError(visitor.services.rsvp({ serviceId: s.id, name: "One more", guests: 1 }), "TOO_MANY_REQUESTS");
      await api.visitorWith({ ip: "203.0.113.6" }).services.rsvp({ serviceId: s.id, name: "Neighbour", guests: 1 });
      expect((await api.staff.admin.services.attendance()).find((a) => a.serviceId === s.id)!.people).toBe(11);
    } finally {
      await api.close();
    }
  });
});
