import { consultations, contactMessages, obituaries, outboxMessages } from "@fh/db";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RATE_LIMITED_ERROR } from "../../src/notifications";
import { badRequestMessage, createPublicTestApi, expectTrpcError, validObituary, type PublicTestApi } from "../public/helpers";
import { futureBooking, notificationSettings, outbox } from "./helpers";

const NOW = new Date("2026-11-24T15:00:00Z");

describe("the outbox is written with the write that causes it", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => NOW, notifications: notificationSettings });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(outboxMessages);
  });

  it("a booking writes staff's notice and the family's confirmation with its calendar entry", async () => {
    const booked = await api.visitor.consultations.book(futureBooking);
    const [staff, family] = await outbox(api);
    expect(staff).toMatchObject({
      kind: "staff.consultation_booked",
      recipient: "director@lakeworthfuneralhome.example, office@lakeworthfuneralhome.example",
      status: "waiting",
      attempts: 0,
    });
    expect(staff?.text).toContain("Luis@Example.com");
    expect(staff?.text).toContain("Mornings are best");
    expect(staff?.text).toContain("https://admin.lakeworth.example/admin/consultations");
    expect(family).toMatchObject({ kind: "family.consultation_confirmation", recipient: "luis@example.com", status: "waiting" });
    expect(family?.subject).toBe("Your consultation with Lake Worth Family Funeral Home on Tuesday, December 1, 2026");
    expect(family?.attachments[0]?.content).toContain("DTSTART;TZID=America/New_York:20261201T100000");
    // The family's email holds only what they gave and the business's facts.
    expect(family?.text).not.toContain("director@");
    expect(family?.messageId).toMatch(/^<[0-9a-f-]+@lakeworthfuneralhome\.example>$/);
    expect(booked.id).toBeGreaterThan(0);
  });

  it("a refused booking leaves no notice behind, and no notice exists without its booking", async () => {
    await api.visitor.consultations.book({ ...futureBooking, appointmentTime: "2:00 PM" });
    const before = await outbox(api);
    await expectTrpcError(api.visitor.consultations.book({ ...futureBooking, appointmentTime: "2:00 PM" }), "CONFLICT");
    expect(await outbox(api)).toHaveLength(before.length);
    const [bookings] = await api.deps.db.select({ n: count() }).from(consultations);
    const confirmations = (await outbox(api)).filter((m) => m.kind === "family.consultation_confirmation");
    expect(confirmations.length).toBeLessThanOrEqual(bookings?.n ?? 0);
  });

  it("a contact message and a submission tell staff, and the submitter hears it was received", async () => {
    await api.visitor.contact.send({ name: "Ana Ruiz", email: "ana@example.com", phone: "", message: "Do you offer\nveteran services?" });
    await api.visitor.obituaries.submit(validObituary);
    const kinds = (await outbox(api)).map((m) => [m.kind, m.recipient]);
    expect(kinds).toEqual([
      ["staff.contact_message", "director@lakeworthfuneralhome.example, office@lakeworthfuneralhome.example"],
      ["staff.obituary_submitted", "director@lakeworthfuneralhome.example, office@lakeworthfuneralhome.example"],
      ["family.obituary_received", "maria@example.com"],
    ]);
  });

  it("approval tells the submitter once, with the page's link; a decline of a pending one is gentle and gives our number", async () => {
    const submitted = await api.visitor.obituaries.submit({ ...validObituary, firstName: "Elena" });
    const declined = await api.visitor.obituaries.submit({ ...validObituary, firstName: "Tomas" });
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.obituaries.approve({ id: submitted.id });
    await api.staff.admin.obituaries.approve({ id: submitted.id });
    await api.staff.admin.obituaries.decline({ id: declined.id });
    const rows = await outbox(api);
    expect(rows.map((m) => m.kind)).toEqual(["family.obituary_published", "family.obituary_declined"]);
    expect(rows[0]?.text).toContain(`https://lakeworth.example/obituaries/${submitted.id}`);
    expect(rows[1]?.text).toContain("(561) 555-0199");
    expect(rows[1]?.subject).toBe("About the obituary for Tomas Delgado");
  });

  it("a missing obituary is still a 404 and one in the wrong state a 409, with no notice", async () => {
    await expectTrpcError(api.staff.admin.obituaries.approve({ id: 999_999 }), "NOT_FOUND");
    const [row] = await api.deps.db.insert(obituaries).values({ ...validObituary, photoUrl: null, status: "pending" }).returning();
    await expectTrpcError(api.staff.admin.obituaries.unlist({ id: row!.id }), "CONFLICT");
    expect(await outbox(api)).toHaveLength(0);
  });

  it("a name with a line break is a 400 naming the field; a <script> name is escaped in the HTML", async () => {
    expect(await badRequestMessage(api.visitor.contact.send({ name: "Ana\r\nBcc: x@evil.example", email: "ana@example.com", message: "Hi" }))).toBe(
      "name: Must be on one line",
    );
    expect(await badRequestMessage(api.visitor.obituaries.submit({ ...validObituary, submitterName: "M\nBcc: x@evil.example" }))).toBe(
      "submitterName: Must be on one line",
    );
    await api.visitor.contact.send({ name: "<script>alert(1)</script>", email: "ana@example.com", message: "<img src=x onerror=alert(1)>" });
    const [row] = await outbox(api);
    expect(row?.html).not.toContain("<script>");
    expect(row?.html).not.toContain("<img");
    expect(row?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(row?.text).toContain("<script>alert(1)</script>");
  });

  it("emails to one public address are limited per hour; the ones held back are kept as failed, never dropped", async () => {
    for (let i = 0; i < 7; i++) await api.visitor.obituaries.submit({ ...validObituary, firstName: `Name${i}` });
    const family = (await outbox(api)).filter((m) => m.kind === "family.obituary_received");
    expect(family).toHaveLength(7);
    expect(family.filter((m) => m.status === "waiting")).toHaveLength(5);
    expect(family.filter((m) => m.status === "failed").map((m) => m.lastError)).toEqual([RATE_LIMITED_ERROR, RATE_LIMITED_ERROR]);
    // Staff are not limited.
    expect((await outbox(api)).filter((m) => m.kind === "staff.obituary_submitted" && m.status === "waiting")).toHaveLength(7);
  });

  it("without notification settings, writes work and nothing is queued", async () => {
    const quiet = await createPublicTestApi({ now: () => NOW });
    await quiet.visitor.contact.send({ name: "Ana", email: "ana@example.com", message: "Hi" });
    expect(await quiet.deps.db.select({ n: count() }).from(outboxMessages)).toEqual([{ n: 0 }]);
    expect(await quiet.deps.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.name, "Ana"))).toEqual([{ n: 1 }]);
    await quiet.close();
  });
});
