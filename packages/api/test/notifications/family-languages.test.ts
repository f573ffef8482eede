import { guestBookEntries, outboxMessages } from "@fh/db";
import { writeFamilyGuestBookDigests } from "../../src/notifications";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPublicTestApi, validObituary, type PublicTestApi } from "../public/helpers";
import { futureBooking, notificationSettings, outbox } from "./helpers";

const NOW = new Date("2026-11-24T15:00:00Z");

/**
 * The emails a family gets while their own request is answered
 * (the booking's confirmation and its calendar entry, the obituary's
 * "received") are in the language they used on the site, and so are the
 * ones written later, when staff act in English (published, declined) or
 * the daily digest runs: the submission's language is kept with it. Staff's
 * notices stay English; English is as it was.
 */
describe("the family's emails in the language they used", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => NOW, notifications: notificationSettings });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(outboxMessages);
  });

  it("a booking from the Spanish site: confirmation and calendar entry in Spanish, staff's notice in English", async () => {
    await api.visitorWith({ ip: "198.51.100.61", locale: "es" }).consultations.book(futureBooking);
    const [staff, family] = await outbox(api);
    expect(staff?.subject).toMatch(/^New consultation: /);
    expect(family?.subject).toBe("Su consulta con Lake Worth Family Funeral Home el martes, 1 de diciembre de 2026");
    expect(family?.text).toContain("Hola, Luis:");
    // Times the Spanish way, and the zone in words, never its database name.
    expect(family?.text).toContain("Hora: 10:00 a. m., hora del Este");
    expect(family?.text).toContain("con la hora del Este.");
    expect(family?.text).not.toMatch(/America\/New_York|\bAM\b/);
    expect(family?.html).toContain("10:00 a. m., hora del Este");
    expect(family?.text).toContain("Tipo: En persona, en nuestra funeraria");
    expect(family?.html).toContain('<html lang="es">');
    const calendar = family?.attachments[0]?.content ?? "";
    expect(calendar).toContain("SUMMARY:Consulta con Lake Worth Family Funeral Home");
    expect(calendar).toContain("DTSTART;TZID=America/New_York:20261201T100000");
    expect(calendar.replace(/\r\n[ \t]/g, "")).toContain("DESCRIPTION:En persona\\, en nuestra funeraria\\, 10:00 a. m.\\, hora del Este. Para cambiarla\\, llame al");
    expect(calendar).toMatch(/LOCATION:Lake Worth Family Funeral Home/);
  });

  it("a booking from the Haitian Creole site", async () => {
    await api.visitorWith({ ip: "198.51.100.62", locale: "ht" }).consultations.book({ ...futureBooking, appointmentTime: "11:00 AM", consultationType: "phone" });
    const family = (await outbox(api)).find((m) => m.kind === "family.consultation_confirmation");
    expect(family?.subject).toBe("Randevou konsiltasyon ou ak Lake Worth Family Funeral Home pou madi 1 desanm 2026");
    expect(family?.text).toContain("Bonjou Luis,");
    expect(family?.text).toContain("Kalite: Apèl telefòn");
    expect(family?.text).toContain("Lè: 11:00, lè Lès (Eastern Time)");
    expect(family?.text).not.toMatch(/America\/New_York|\bAM\b/);
    expect(family?.attachments[0]?.content).toContain("LOCATION:Apèl telefòn");
  });

  it("an obituary submitted from the Spanish and the Creole site is acknowledged in that language", async () => {
    await api.visitorWith({ ip: "198.51.100.63", locale: "es" }).obituaries.submit(validObituary);
    await api.visitorWith({ ip: "198.51.100.64", locale: "ht" }).obituaries.submit(validObituary);
    const [es, ht] = (await outbox(api)).filter((m) => m.kind === "family.obituary_received");
    expect(es?.subject).toMatch(/^Recibimos el obituario de /);
    expect(es?.text).toContain("Gracias por compartir con nosotros la vida de");
    expect(ht?.subject).toMatch(/^Nou resevwa nekwoloji .* la$/);
    expect(ht?.text).toContain("Mèsi paske w pataje lavi");
  });

  it("staff's decision reaches the family in the language they submitted in, with links in it too", async () => {
    const published = await api.visitorWith({ ip: "198.51.100.65", locale: "es" }).obituaries.submit(validObituary);
    const declined = await api.visitorWith({ ip: "198.51.100.66", locale: "ht" }).obituaries.submit(validObituary);
    await api.staff.admin.obituaries.approve({ id: published.id });
    await api.staff.admin.obituaries.decline({ id: declined.id });
    const es = (await outbox(api)).find((m) => m.kind === "family.obituary_published");
    expect(es?.subject).toMatch(/^El obituario de .* ya está publicado$/);
    expect(es?.text).toContain("Visitar la página en memoria de");
    expect(es?.text).toContain(`https://lakeworth.example/es/obituaries/${published.id}`);
    expect(es?.html).toContain('<html lang="es">');
    const ht = (await outbox(api)).find((m) => m.kind === "family.obituary_declined");
    expect(ht?.subject).toMatch(/^Konsènan nekwoloji .* la$/);
    expect(ht?.text).toContain("Nou pa t kapab pibliye l");
    const [staffView] = (await api.staff.admin.obituaries.list()).filter((o) => o.id === published.id);
    expect(staffView?.submitterLocale).toBe("es");
  });

  it("the daily guest-book digest, and its unsubscribe link, follow the submission's language", async () => {
    const { id } = await api.visitorWith({ ip: "198.51.100.67", locale: "ht" }).obituaries.submit({ ...validObituary, guestBookDigest: true });
    await api.staff.admin.obituaries.approve({ id });
    await api.deps.db.insert(guestBookEntries).values({ obituaryId: id, authorName: "Mari", authorEmail: "mari@example.com", message: "Nou sonje l.", status: "shown" });
    await api.deps.db.delete(outboxMessages);
    expect(await writeFamilyGuestBookDigests(api.deps.db, notificationSettings, api.deps.business, NOW)).toBe(1);
    const [digest] = await outbox(api);
    expect(digest?.subject).toMatch(/^Nouvo mesaj nan liv kondoleyans /);
    expect(digest?.text).toContain("Li liv kondoleyans lan");
    expect(digest?.text).toContain(`https://lakeworth.example/ht/obituaries/${id}`);
    expect(digest?.text).toMatch(/\/api\/notifications\/unsubscribe\/[A-Za-z0-9_-]{43}\?lang=ht/);
  });

  it("English is as it was", async () => {
    await api.visitor.consultations.book({ ...futureBooking, appointmentTime: "1:00 PM" });
    const family = (await outbox(api)).find((m) => m.kind === "family.consultation_confirmation");
    expect(family?.subject).toBe("Your consultation with Lake Worth Family Funeral Home on Tuesday, December 1, 2026");
    expect(family?.text).toContain("Dear Luis,");
    expect(family?.html).toContain('<html lang="en">');
    expect(family?.attachments[0]?.content).toContain("SUMMARY:Consultation with Lake Worth Family Funeral Home");
  });
});
