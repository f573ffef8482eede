import { outboxMessages, type DatabaseHandle } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import ICAL from "ical.js";
import { DECLINE_UNDO_MS } from "@fh/validators";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BuiltServer } from "../../src/app";
import { booking, callers, mailServer, STAFF, submission } from "./server";
import { addressesOf, TestSmtp } from "./smtp";

const rows = (database: DatabaseHandle) => database.db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));

/**
 * The rows once the sender has finished with them: the SMTP server holds a
 * message a moment before the sender marks its row sent, so a reader that
 * looks at once may still see "sending".
 */
async function settledRows(database: DatabaseHandle) {
  for (let i = 0; i < 100; i++) {
    const now = await rows(database);
    if (!now.some((r) => r.status === "sending")) return now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return rows(database);
}
const attachmentText = (content: Buffer) => content.toString("utf8");

describe("each kind of email arrives over real SMTP", () => {
  const smtp = new TestSmtp();
  let database: DatabaseHandle;
  let server: BuiltServer;
  /** How far the sender's clock runs ahead of the real one (a held email's time passes without waiting for it). */
  let senderAheadMs = 0;
  beforeAll(async () => {
    await smtp.start();
    database = await createTestDatabase();
    server = await mailServer(database, smtp.url, {}, { mailNow: () => new Date(Date.now() + senderAheadMs) });
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
    await smtp.stop();
  });

  it("a booking: staff get every field and a link; the family a confirmation with an .ics at the booked time", async () => {
    const { visitor } = callers(server);
    await visitor.consultations.book(booking);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(2);
    const staff = smtp.received.find((m) => m.subject?.startsWith("New consultation"))!;
    expect(addressesOf(staff)).toEqual(STAFF);
    expect(staff.subject).toBe("New consultation: Luis Ortiz, Tuesday, December 1, 2026 at 10:00 AM");
    for (const value of ["luis@example.com", "561-555-0123", "10:00 AM", "In-Person at Our Funeral Home", "Pre-Planning", "Under $5,000", "Mornings are best"]) {
      expect(staff.text).toContain(value);
    }
    expect(staff.text).toContain("https://lakeworth.example/admin/consultations");
    expect(staff.html).toContain('href="https://lakeworth.example/admin/consultations"');
    expect(staff.from?.value[0]).toEqual({ name: "Lake Worth Family Funeral Home", address: "care@lakeworth.example" });

    const [family] = smtp.to("luis@example.com");
    expect(addressesOf(family!)).toEqual(["luis@example.com"]);
    expect(family!.subject).toBe("Your consultation with Lake Worth Family Funeral Home on Tuesday, December 1, 2026");
    expect(family!.text).toContain("10:00 AM Eastern Time");
    expect(family!.text).toContain("call us at (561) 555-0199");
    expect(family!.text).toContain("1200 Lake Avenue, Lake Worth, FL 33460");
    // Nobody else's address or phone.
    expect(family!.text).not.toContain("director@");
    const ics = family!.attachments.find((a) => a.filename === "consultation.ics")!;
    expect(ics.contentType).toBe("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(attachmentText(ics.content)));
    // The entry carries its zone's definition, as a calendar app reads it.
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.zone?.tzid).toBe("America/New_York");
    // 10:00 AM in Lake Worth on December 1 (EST, UTC-5) is 15:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T15:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-01T16:00:00.000Z");
    expect(event.description).toContain("America/New_York");
    // The row records what happened.
    const sent = await settledRows(database);
    expect(sent.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
    expect(sent.map((r) => r.messageId).sort()).toEqual(smtp.received.map((m) => m.messageId).sort());
  });

  it("a submission, a contact message, and staff's approval and decline (the decline's email held its 10 minutes)", async () => {
    smtp.received.length = 0;
    const { visitor, staff } = callers(server);
    const published = await visitor.obituaries.submit(submission);
    const declined = await visitor.obituaries.submit({ ...submission, firstName: "Tomas", submitterEmail: "tomas.family@example.com" });
    await visitor.contact.send({ name: "Ana Ruiz", email: "ana@example.com", phone: "561-555-0188", message: "Do you offer veteran services?" });
    await staff.admin.obituaries.approve({ id: published.id });
    await staff.admin.obituaries.decline({ id: declined.id, note: "We would like a photo we may publish." });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(6);
    // Everything else has gone; the decline waits while staff may still undo it.
    await expect.poll(async () => (await rows(database)).filter((r) => r.status !== "sent").map((r) => [r.kind, r.status]), { timeout: 5_000 }).toEqual([
      ["family.obituary_declined", "waiting"],
    ]);
    expect(smtp.to("tomas.family@example.com").map((m) => m.subject)).toEqual(["We received the obituary for Tomas Delgado"]);
    senderAheadMs = DECLINE_UNDO_MS;
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(7);

    const subjects = (address: string) => smtp.to(address).map((m) => m.subject).sort();
    expect(subjects(STAFF[0]!)).toEqual(["New message from Ana Ruiz", "Obituary to review: Rosa Delgado", "Obituary to review: Tomas Delgado"]);
    const review = smtp.to(STAFF[0]!).find((m) => m.subject === "Obituary to review: Rosa Delgado")!;
    for (const value of ["Wednesday, March 12, 1941", "Thursday, January 2, 2025", "Maria Delgado", "maria@example.com", "https://lakeworth.example/admin/obituaries"]) {
      expect(review.text).toContain(value);
    }
    const contact = smtp.to(STAFF[0]!).find((m) => m.subject === "New message from Ana Ruiz")!;
    expect(contact.text).toContain("Do you offer veteran services?");
    expect(contact.text).toContain("561-555-0188");

    expect(subjects("maria@example.com")).toEqual(["The obituary for Rosa Delgado is published", "We received the obituary for Rosa Delgado"]);
    const live = smtp.to("maria@example.com").find((m) => m.subject?.endsWith("published"))!;
    expect(live.text).toContain(`https://lakeworth.example/obituaries/${published.id}`);
    expect(subjects("tomas.family@example.com")).toEqual(["About the obituary for Tomas Delgado", "We received the obituary for Tomas Delgado"]);
    const gentle = smtp.to("tomas.family@example.com").find((m) => m.subject?.startsWith("About"))!;
    expect(gentle.text).toContain("(561) 555-0199");
    expect(gentle.text).toContain("A note from our staff:\n> We would like a photo we may publish.");
    expect(gentle.html).toContain("We would like a photo we may publish.");
    // The family's emails never carry staff's addresses or another family's details.
    for (const m of [...smtp.to("maria@example.com"), ...smtp.to("tomas.family@example.com")]) {
      expect(addressesOf(m)).toHaveLength(1);
      expect(m.text).not.toMatch(/director@|office@|ana@example|tomas\.family@example.*maria|561-555-0142.*tomas/s);
    }
  });

  it("a <script> name arrives escaped in the HTML part and as written in the text part", async () => {
    smtp.received.length = 0;
    await callers(server).visitor.contact.send({ name: "<script>alert(1)</script>", email: "ana@example.com", message: "<b>hi</b>" });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe("New message from <script>alert(1)</script>");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).not.toContain("<b>hi</b>");
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.text).toContain("<b>hi</b>");
  });
});

describe("outages and restarts", () => {
  const smtp = new TestSmtp();
  let database: DatabaseHandle;
  let server: BuiltServer | undefined;
  beforeEach(async () => {
    await smtp.start();
    smtp.received.length = 0;
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await server?.app.close();
    server = undefined;
    await database.close();
    await smtp.stop();
  });

  it("with the SMTP server stopped, writes succeed and messages wait; when it is back each arrives exactly once", async () => {
    const url = smtp.url;
    await smtp.stop();
    server = await mailServer(database, url);
    const { visitor } = callers(server);
    for (let i = 0; i < 3; i++) {
      await visitor.contact.send({ name: `Caller ${i}`, email: `caller${i}@example.com`, message: "Please call me" });
    }
    await visitor.consultations.book(booking);
    await expect.poll(async () => (await rows(database)).every((r) => r.status === "waiting" && r.attempts >= 1 && r.lastError !== null), { timeout: 10_000 }).toBe(true);
    expect(await rows(database)).toHaveLength(5);

    await smtp.start();
    await expect.poll(async () => (await rows(database)).every((r) => r.status === "sent"), { timeout: 15_000 }).toBe(true);
    // A little longer: nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(ids.sort()).toEqual((await rows(database)).map((r) => r.messageId).sort());
  });

  it("a restart mid-queue loses and duplicates nothing: sent ones stay sent, claims of a dead sender are taken over once their lease ends", async () => {
    server = await mailServer(database, smtp.url);
    const { visitor } = callers(server);
    await visitor.contact.send({ name: "First", email: "first@example.com", message: "Before the restart" });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    await server.app.close();
    server = undefined;

    // What a server killed mid-send leaves: rows it claimed (leases not yet ended) and rows not yet claimed.
    const values = ["Claimed A", "Claimed B", "Waiting C"].map((name, i) => ({
      kind: "staff.contact_message",
      recipient: STAFF[0]!,
      subject: `New message from ${name}`,
      text: name,
      html: `<p>${name}</p>`,
      messageId: `<restart-${i}@lakeworth.example>`,
      status: i < 2 ? ("sending" as const) : ("waiting" as const),
      attempts: i < 2 ? 1 : 0,
      leaseUntil: i < 2 ? new Date(Date.now() + 700) : null,
    }));
    await database.db.insert(outboxMessages).values(values);

    server = await mailServer(database, smtp.url);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    const claimed = await database.db.select().from(outboxMessages).where(inArray(outboxMessages.messageId, ["<restart-0@lakeworth.example>", "<restart-1@lakeworth.example>"]));
    expect(claimed.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
    const [first] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.subject, "New message from First"));
    expect(first).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a server stopped while a send hangs closes anyway; the next start sends that message, once", async () => {
    let claimed = 0;
    const hanging = { send: () => ((claimed += 1), new Promise<void>(() => {})) };
    server = await mailServer(database, smtp.url, {}, { transport: hanging });
    await callers(server).visitor.contact.send({ name: "Midway", email: "midway@example.com", message: "Sent while the server stops" });
    await expect.poll(() => claimed, { timeout: 10_000 }).toBe(1);
    const started = Date.now();
    await server.app.close();
    server = undefined;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await rows(database))[0]).toMatchObject({ status: "sending", attempts: 1 });

    server = await mailServer(database, smtp.url);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await rows(database))[0]?.status, { timeout: 5_000 }).toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.subject).toBe("New message from Midway");
  });

  it("a refusal by the SMTP server (5xx) is marked failed at once with its reason", async () => {
    server = await mailServer(database, smtp.url);
    await database.db.insert(outboxMessages).values({
      kind: "staff.test",
      recipient: "refused@lakeworth.example",
      subject: "Test",
      text: "Test",
      html: "<p>Test</p>",
      messageId: "<refused@lakeworth.example>",
    });
    await expect.poll(async () => (await rows(database))[0]?.status, { timeout: 10_000 }).toBe("failed");
    const [row] = await rows(database);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/550|No such mailbox/);
  });
});
