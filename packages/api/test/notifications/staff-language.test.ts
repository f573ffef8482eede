import { outboxMessages } from "@fh/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPublicTestApi, validObituary, type PublicTestApi } from "../public/helpers";
import { futureBooking, notificationSettings, outbox } from "./helpers";

const NOW = new Date("2026-11-24T15:00:00Z");

/**
 * A family who used the site in Spanish or Haitian Creole is worth calling
 * back in it: the language is kept with the booking and the contact message,
 * as with the obituary, and staff's notice and list say it ("Booked in
 * Spanish"). Staff's words stay English; for English nothing is said.
 */
describe("the family's language, told to staff", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => NOW, notifications: notificationSettings });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(outboxMessages);
  });

  const staffEmail = async (kind: string) => {
    const rows = (await outbox(api)).filter((m) => m.kind === kind);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it("a booking from the Spanish site keeps 'es', and staff's notice and list say it was booked in Spanish", async () => {
    const booked = await api.visitorWith({ ip: "198.51.100.71", locale: "es" }).consultations.book(futureBooking);
    const staff = await staffEmail("staff.consultation_booked");
    expect(staff.subject).toMatch(/^New consultation: Luis Ortiz/);
    expect(staff.text).toContain("Booked in Spanish. Their confirmation email went out in Spanish.");
    expect(staff.html).toContain("Booked in Spanish.");

    const page = await api.staff.admin.consultations.search({ q: "Luis" });
    const row = page.items.find((c) => c.id === booked.id);
    expect(row?.locale).toBe("es");
  });

  it("a contact message from the Creole site says it was written in Haitian Creole", async () => {
    await api.visitorWith({ ip: "198.51.100.72", locale: "ht" }).contact.send({ name: "Roseline", email: "roseline@example.com", message: "Bonjou, m ta renmen pale ak yon moun." });
    const staff = await staffEmail("staff.contact_message");
    expect(staff.text).toContain("Wrote in Haitian Creole.");
    expect(staff.html).toContain("Wrote in Haitian Creole.");

    const page = await api.staff.admin.contactMessages.search({ q: "Roseline" });
    expect(page.items.map((m) => m.locale)).toEqual(["ht"]);
  });

  it("an obituary submitted from the Spanish site: staff's notice says it was written in Spanish", async () => {
    await api.visitorWith({ ip: "198.51.100.73", locale: "es" }).obituaries.submit(validObituary);
    const staff = await staffEmail("staff.obituary_submitted");
    expect(staff.text).toContain("Wrote in Spanish. Emails to the family about this obituary are in Spanish.");
  });

  it("in English nothing is said, and 'en' is kept", async () => {
    const booked = await api.visitorWith({ ip: "198.51.100.74" }).consultations.book({ ...futureBooking, lastName: "Englishman", appointmentTime: "2:00 PM" });
    await api.visitorWith({ ip: "198.51.100.75", locale: "en" }).contact.send({ name: "Edith English", email: "edith@example.com", message: "Hello." });
    await api.visitorWith({ ip: "198.51.100.76", locale: "en" }).obituaries.submit(validObituary);
    for (const m of (await outbox(api)).filter((row) => row.kind.startsWith("staff."))) {
      expect(m.text, m.kind).not.toMatch(/Booked in|Wrote in/);
      expect(m.html, m.kind).not.toMatch(/Booked in|Wrote in/);
    }
    const consultation = (await api.staff.admin.consultations.search({ q: "Englishman" })).items.find((c) => c.id === booked.id);
    expect(consultation?.locale).toBe("en");
    expect((await api.staff.admin.contactMessages.search({ q: "Edith" })).items.map((m) => m.locale)).toEqual(["en"]);
  });

  it("a consultation staff create is English, as staff's are", async () => {
    const created = await api.staff.admin.consultations.create({
      firstName: "Marta",
      lastName: "Staffmade",
      email: "marta@example.com",
      phone: "561-555-0199",
      appointmentDate: "2026-12-02",
      preferredTime: "2:00 PM",
      serviceType: "funeral",
    });
    expect(created.locale).toBe("en");
  });
});
