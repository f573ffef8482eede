import { consultations, contactMessages, events, services } from "@fh/db";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RateLimiter } from "../../src/abuse/rate-limit-flexible";
import { badRequestMessage, createPublicTestApi, expectNoPrivateFields, expectTrpcError, type PublicTestApi } from "./helpers";

// 03:30 UTC on June 15 is still June 14 in Lake Worth.
const NOW = new Date("2025-06-15T03:30:00Z");

const booking = {
  firstName: "Luis",
  lastName: "Ortiz",
  email: "luis@example.com",
  phone: "561-555-0123",
  appointmentDate: "2025-06-14",
  appointmentTime: "10:00 AM",
  consultationType: "in-person",
  serviceInterest: "pre-planning",
  budgetRange: "",
  additionalNotes: "",
} as const;

describe("consultations, contact, events and services", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => NOW });
  });
  afterAll(() => api.close());

  const rows = async (table: typeof consultations | typeof contactMessages) =>
    (await api.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it("books a consultation for today in Lake Worth, stored scheduled for staff", async () => {
    const created = await api.visitor.consultations.book(booking);
    expect(created).toMatchObject({ appointmentDate: "2025-06-14", appointmentTime: "10:00 AM", status: "scheduled", budgetRange: null });
    expectNoPrivateFields(created);
    const [row] = await api.deps.db.select().from(consultations);
    expect(row).toMatchObject({ source: "booking", status: "scheduled", email: "luis@example.com", consultationType: "in-person" });
  });

  it("refuses bookings that break SPEC §5 and §9, naming the field", async () => {
    const before = await rows(consultations);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ appointmentDate: "2025-06-13" }, /^appointmentDate: Choose today or a later date$/],
      [{ appointmentDate: "2027-01-01" }, /^appointmentDate: /],
      [{ appointmentTime: "12:00 PM" }, /^appointmentTime: /],
      [{ consultationType: "carrier-pigeon" }, /^consultationType: /],
      [{ serviceInterest: undefined }, /^serviceInterest: /],
      [{ budgetRange: "a-lot" }, /^budgetRange: /],
      [{ email: "luis" }, /^email: Invalid email$/],
      [{ phone: "" }, /^phone: Required$/],
      [{ firstName: undefined }, /^firstName: Required$/],
      [{ additionalNotes: "x".repeat(2001) }, /^additionalNotes: /],
    ];
    for (const [change, message] of cases) {
      const input = { ...booking, ...change } as unknown as typeof booking;
      expect(await badRequestMessage(api.visitor.consultations.book(input)), JSON.stringify(change)).toMatch(message);
    }
    expect(await rows(consultations)).toBe(before);
  });

  it("stores a contact message as new", async () => {
    const created = await api.visitor.contact.send({ name: "Ana", email: "ana@example.com", phone: "", message: "Please call me." });
    expect(created).toMatchObject({ name: "Ana", status: "new" });
    const [row] = await api.deps.db.select().from(contactMessages);
    expect(row).toMatchObject({ status: "new", phone: null, message: "Please call me." });
    const before = await rows(contactMessages);
    expect(await badRequestMessage(api.visitor.contact.send({ name: "", email: "ana@example.com", message: "x" }))).toBe("name: Required");
    expect(await badRequestMessage(api.visitor.contact.send({ name: "A", email: "nope", message: "x" }))).toBe("email: Invalid email");
    expect(await badRequestMessage(api.visitor.contact.send({ name: "A", email: "a@b.co", message: " " }))).toBe("message: Required");
    expect(await rows(contactMessages)).toBe(before);
  });

  it("lists public events and services from today in Lake Worth onward, soonest first", async () => {
    await api.deps.db.insert(events).values([
      { title: "Yesterday", eventDate: "2025-06-13", eventTime: "10:00 AM" },
      { title: "Today late", eventDate: "2025-06-14", eventTime: "2:00 PM", location: "Chapel" },
      { title: "Today early", eventDate: "2025-06-14", eventTime: "9:00 AM" },
      { title: "Private", eventDate: "2025-06-20", eventTime: "10:00 AM", isPublic: false },
      { title: "Next month", eventDate: "2025-07-01", eventTime: "18:30" },
    ]);
    const list = await api.visitor.events.upcoming();
    expect(list.map((e) => e.title)).toEqual(["Today early", "Today late", "Next month"]);
    expect(list[1]).toMatchObject({ location: "Chapel", description: null, eventType: "memorial" });

    await api.deps.db.insert(services).values([
      { title: "Past", serviceDate: "2025-06-01", serviceTime: "10:00 AM", deceasedName: "A" },
      { title: "Later", serviceDate: "2025-06-30", serviceTime: "11:00 AM", deceasedName: "B" },
      { title: "Sooner", serviceDate: "2025-06-16", serviceTime: "1:00 PM", deceasedName: "C" },
      { title: "Hidden", serviceDate: "2025-06-17", serviceTime: "1:00 PM", deceasedName: "D", isPublic: false },
    ]);
    const upcoming = await api.visitor.services.upcoming();
    expect(upcoming.map((s) => s.title)).toEqual(["Sooner", "Later"]);
    expect(upcoming[0]).toMatchObject({ deceasedName: "C", serviceType: "funeral" });
  });

  it("rate-limits public writes per client address with 429", async () => {
    const limited = await createPublicTestApi({
      rateLimiter: new RateLimiter({ "contact.send": { max: 2, windowMs: 60_000 } }),
    });
    try {
      const headers: Record<string, string> = {};
      const hooks = { setHeader: (name: string, value: string) => (headers[name] = value) };
      const first = limited.visitorWith({ ip: "203.0.113.5" });
      const message = { name: "A", email: "a@example.com", message: "Hello" };
      await first.contact.send(message);
      await first.contact.send(message);
      const { createCaller } = await import("../../src/root");
      const { createInternalContext } = await import("../../src/context");
      const ctx = createInternalContext(limited.deps, null, { ip: "203.0.113.5" });
      const withHooks = createCaller({ ...ctx, response: { ...ctx.response, ...hooks } });
      const error = await expectTrpcError(withHooks.contact.send(message), "TOO_MANY_REQUESTS");
      expect(error.message).toMatch(/Too many requests/);
      expect(Number(headers["Retry-After"])).toBeGreaterThan(0);
      // Another address is not affected.
      await limited.visitorWith({ ip: "203.0.113.6" }).contact.send(message);
    } finally {
      await limited.close();
    }
  });
});
