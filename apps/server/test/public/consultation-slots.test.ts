import { consultations } from "@fh/db";
import { BUSINESS_TIME_ZONE, todayIn } from "@fh/validators";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { createPublicTestServer, expectNothingInternal, type PublicTestServer } from "./helpers";

// A day next week in Lake Worth, whatever day the tests run.
const DAY = todayIn(BUSINESS_TIME_ZONE, new Date(Date.now() + 7 * 86_400_000));

const booking = (i: number, appointmentTime = "10:00 AM") => ({
  firstName: `Family${i}`,
  lastName: "Ortiz",
  email: `family${i}@example.com`,
  phone: "561-555-0123",
  appointmentDate: DAY,
  appointmentTime,
  consultationType: "in-person",
  serviceInterest: "pre-planning",
});

type Slots = { date: string; slots: Array<{ time: string; available: boolean }> };
const free = (body: Slots) => body.slots.filter((s) => s.available).map((s) => s.time);

describe("CONSULTATION_SLOT_CAPACITY", () => {
  it("defaults to one and is read like every other variable", () => {
    expect(loadConfig({}).consultationSlotCapacity).toBe(1);
    expect(loadConfig({ CONSULTATION_SLOT_CAPACITY: "3" }).consultationSlotCapacity).toBe(3);
    for (const bad of ["0", "abc", "1.5"]) {
      expect(() => loadConfig({ CONSULTATION_SLOT_CAPACITY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ CONSULTATION_SLOT_CAPACITY: bad })).toThrow(/CONSULTATION_SLOT_CAPACITY/);
    }
  });
});

describe("consultation slots over HTTP (capacity 1)", () => {
  let server: PublicTestServer;
  beforeAll(async () => {
    server = await createPublicTestServer();
  });
  afterAll(() => server.close());

  const slots = async () => {
    const res = await server.app.inject({ method: "GET", url: `/api/consultations/slots?date=${DAY}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Slots;
  };

  it("GET /api/consultations/slots answers the day's free times without anyone's details", async () => {
    expect(free(await slots())).toEqual(["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]);
    expect((await server.app.inject({ method: "POST", url: "/api/consultations", payload: booking(1) })).statusCode).toBe(201);
    const after = await slots();
    expect(free(after)).not.toContain("10:00 AM");
    expect(after.slots.find((s) => s.time === "10:00 AM")).toEqual({ time: "10:00 AM", available: false });
    expect(JSON.stringify(after)).not.toMatch(/Family1|Ortiz|example\.com|561/);

    const viaTrpc = await server.app.inject({ method: "GET", url: `/trpc/consultations.slots?input=${encodeURIComponent(JSON.stringify({ json: { date: DAY } }))}` });
    expect(viaTrpc.statusCode).toBe(200);
    expect(free((viaTrpc.json() as { result: { data: { json: Slots } } }).result.data.json)).toEqual(free(after));
  });

  it("refuses a bad day with a 400 naming the field", async () => {
    for (const url of ["/api/consultations/slots", "/api/consultations/slots?date=2026-02-30", "/api/consultations/slots?date=tomorrow"]) {
      const res = await server.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as { error: string }).error).toMatch(/^date: /);
      expectNothingInternal(res.body);
    }
  });

  it("a taken slot is a 409 naming appointmentTime, over REST and tRPC; nothing is doubled", async () => {
    const rest = await server.app.inject({ method: "POST", url: "/api/consultations", payload: booking(2) });
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({
      error: "appointmentTime: This time has just been booked. Please choose another time.",
      fields: { appointmentTime: "This time has just been booked. Please choose another time." },
    });
    const trpc = await server.app.inject({
      method: "POST",
      url: "/trpc/consultations.book",
      payload: { json: booking(3) },
      headers: { "content-type": "application/json" },
    });
    expect(trpc.statusCode).toBe(409);
    const data = (trpc.json() as { error: { json: { data: { zodError: { fieldErrors: Record<string, string[]> } } } } }).error.json.data;
    expect(data.zodError.fieldErrors.appointmentTime).toEqual(["This time has just been booked. Please choose another time."]);
    const [row] = await server.deps.db.select({ n: count() }).from(consultations).where(eq(consultations.appointmentTime, "10:00 AM"));
    expect(row?.n).toBe(1);
  });

  it("two families racing for the last slot: one 201, one 409, one row", async () => {
    const [a, b] = await Promise.all([
      server.app.inject({ method: "POST", url: "/api/consultations", payload: booking(4, "1:00 PM"), remoteAddress: "198.51.100.1" }),
      server.app.inject({ method: "POST", url: "/api/consultations", payload: booking(5, "1:00 PM"), remoteAddress: "198.51.100.2" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const [row] = await server.deps.db.select({ n: count() }).from(consultations).where(eq(consultations.appointmentTime, "1:00 PM"));
    expect(row?.n).toBe(1);
  });
});

describe("consultation slots with CONSULTATION_SLOT_CAPACITY=2", () => {
  let server: PublicTestServer;
  beforeAll(async () => {
    server = await createPublicTestServer({ env: { CONSULTATION_SLOT_CAPACITY: "2" } });
  });
  afterAll(() => server.close());

  it("holds two families per slot, then shows it taken and refuses a third", async () => {
    for (const i of [1, 2]) {
      expect((await server.app.inject({ method: "POST", url: "/api/consultations", payload: booking(i, "9:00 AM") })).statusCode).toBe(201);
    }
    const res = await server.app.inject({ method: "GET", url: `/api/consultations/slots?date=${DAY}` });
    expect(free(res.json() as Slots)).not.toContain("9:00 AM");
    expect((await server.app.inject({ method: "POST", url: "/api/consultations", payload: booking(3, "9:00 AM") })).statusCode).toBe(409);
  });
});
