import { consultations } from "@fh/db";
import { CONSULTATION_SLOT_TAKEN_MESSAGE, CONSULTATION_TIME_SLOTS } from "@fh/validators";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestMessage, createPublicTestApi, expectNoPrivateFields, expectTrpcError, type PublicTestApi } from "./helpers";

const NOW = new Date("2026-03-02T14:00:00Z");

const family = (i: number) =>
  ({
    firstName: `Family${i}`,
    lastName: "Ortiz",
    email: `family${i}@example.com`,
    phone: "561-555-0123",
    appointmentDate: "2026-03-10",
    appointmentTime: "10:00 AM",
    consultationType: "in-person",
    serviceInterest: "pre-planning",
  }) as const;

const availability = (answer: { slots: Array<{ time: string; available: boolean }> }) =>
  Object.fromEntries(answer.slots.map((s) => [s.time, s.available]));

describe("consultation slots with the default capacity of one", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => NOW });
  });
  afterAll(() => api.close());

  const booked = async (date: string, time: string) =>
    (
      await api.deps.db
        .select({ n: count() })
        .from(consultations)
        .where(and(eq(consultations.appointmentDate, date), eq(consultations.appointmentTime, time)))
    )[0]?.n ?? 0;

  it("answers a day's slots, free until booked, with nobody's details", async () => {
    const empty = await api.visitor.consultations.slots({ date: "2026-03-10" });
    expect(empty).toEqual({ date: "2026-03-10", slots: CONSULTATION_TIME_SLOTS.map((time) => ({ time, available: true })) });
    await api.visitor.consultations.book(family(1));
    const after = await api.visitor.consultations.slots({ date: "2026-03-10" });
    expect(availability(after)).toMatchObject({ "9:00 AM": true, "10:00 AM": false, "11:00 AM": true });
    expectNoPrivateFields(after);
    expect(JSON.stringify(after)).not.toMatch(/Family1|Ortiz/);
    // Another day is untouched.
    expect(availability(await api.visitor.consultations.slots({ date: "2026-03-11" }))["10:00 AM"]).toBe(true);
  });

  it("refuses a second family for a taken slot with a 409 naming appointmentTime; nothing is doubled", async () => {
    const error = await expectTrpcError(api.visitor.consultations.book(family(2)), "CONFLICT");
    expect(error.message).toBe(`appointmentTime: ${CONSULTATION_SLOT_TAKEN_MESSAGE}`);
    expect(await booked("2026-03-10", "10:00 AM")).toBe(1);
    await api.visitor.consultations.book({ ...family(2), appointmentTime: "11:00 AM" });
    expect(await booked("2026-03-10", "11:00 AM")).toBe(1);
  });

  it("gives a retry with the same Idempotency-Key the first answer, not a 409", async () => {
    const retrying = api.visitorWith({ idempotencyKey: "booking-retry-1" });
    const input = { ...family(3), appointmentTime: "2:00 PM" } as const;
    const first = await retrying.consultations.book(input);
    const again = await retrying.consultations.book(input);
    expect(again.id).toBe(first.id);
    expect(await booked("2026-03-10", "2:00 PM")).toBe(1);
  });

  it("frees the slot of a cancelled consultation; a staff consultation at that time takes it", async () => {
    const staffMade = await api.staff.admin.consultations.create({
      firstName: "Walk",
      lastName: "In",
      email: "walkin@example.com",
      phone: "561-555-0199",
      appointmentDate: "2026-03-12",
      preferredTime: "9:00 am",
    });
    expect(availability(await api.visitor.consultations.slots({ date: "2026-03-12" }))["9:00 AM"]).toBe(false);
    await expectTrpcError(api.visitor.consultations.book({ ...family(4), appointmentDate: "2026-03-12", appointmentTime: "9:00 AM" }), "CONFLICT");
    await api.staff.admin.consultations.setStatus({ id: staffMade.id, status: "cancelled" });
    expect(availability(await api.visitor.consultations.slots({ date: "2026-03-12" }))["9:00 AM"]).toBe(true);
    await api.visitor.consultations.book({ ...family(4), appointmentDate: "2026-03-12", appointmentTime: "9:00 AM" });
  });

  it("refuses a malformed day with a 400 naming the field", async () => {
    expect(await badRequestMessage(api.visitor.consultations.slots({ date: "2026-02-30" }))).toMatch(/^date: /);
    expect(await badRequestMessage(api.visitor.consultations.slots({ date: "" }))).toBe("date: Required");
  });
});

describe("consultation slots under a race", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => NOW, consultationSlotCapacity: 2 });
  });
  afterAll(() => api.close());

  it("accepts exactly the capacity when eight families book the same slot at once; the others get a 409", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => api.visitorWith({ ip: `198.51.100.${i + 1}` }).consultations.book({ ...family(i), appointmentTime: "3:00 PM" })),
    );
    const accepted = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect((r.reason as { code: string }).code).toBe("CONFLICT");
    const rows = await api.deps.db
      .select({ firstName: consultations.firstName })
      .from(consultations)
      .where(and(eq(consultations.appointmentDate, "2026-03-10"), eq(consultations.appointmentTime, "3:00 PM")));
    expect(rows).toHaveLength(2);
    expect(availability(await api.visitor.consultations.slots({ date: "2026-03-10" }))["3:00 PM"]).toBe(false);
  });

  it("loses no booking when families book different slots of the same day at once", async () => {
    const results = await Promise.allSettled(
      CONSULTATION_TIME_SLOTS.filter((t) => t !== "3:00 PM").map((time, i) =>
        api.visitorWith({ ip: `198.51.100.${i + 20}` }).consultations.book({ ...family(i + 20), appointmentTime: time }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(CONSULTATION_TIME_SLOTS.length - 1);
    const [row] = await api.deps.db.select({ n: count() }).from(consultations).where(eq(consultations.appointmentDate, "2026-03-10"));
    expect(row?.n).toBe(2 + CONSULTATION_TIME_SLOTS.length - 1);
  });
});
