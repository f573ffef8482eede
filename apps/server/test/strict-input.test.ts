import { contactMessages, idempotencyKeys } from "@fh/db";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, type StaffTestServer } from "./admin/staff-helpers";

/** What used to be dropped or ignored silently is now refused, naming what was wrong. */
describe("unknown keys in staff and public input and oversized Idempotency-Keys are refused", () => {
  let server: StaffTestServer;
  let auth: Record<string, string>;

  beforeAll(async () => {
    server = await createStaffTestServer({ seed: true });
    auth = server.bearer((await server.login()).token);
  });
  afterAll(() => server.close());

  const call = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: Record<string, unknown>) =>
    server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  it("keeps every documented staff call of SPEC §7 working as sent", async () => {
    const consultation = await call("POST", "/api/admin/consultations", {
      firstName: "Mark",
      lastName: "Ortiz",
      email: "mark@example.com",
      phone: "561-555-0101",
      appointmentDate: "2030-03-04T00:00:00.000Z",
      preferredTime: "2:00 PM",
      serviceType: "cremation",
      message: "Call after noon",
      status: "confirmed",
    });
    expect(consultation.statusCode).toBe(201);
    const { id } = consultation.json() as { id: number };
    expect((await call("PATCH", `/api/admin/consultations/${id}/status`, { status: "completed" })).statusCode).toBe(200);
    const event = await call("POST", "/api/admin/events", {
      title: "Vigil",
      description: "Candles",
      eventDate: "2030-05-01T00:00:00.000Z",
      eventTime: "7:00 PM",
      location: "Chapel",
      eventType: "memorial",
      isPublic: true,
    });
    expect(event.statusCode).toBe(201);
    const eventId = (event.json() as { id: number }).id;
    expect((await call("PATCH", `/api/admin/events/${eventId}`, { location: "Garden", isPublic: false })).statusCode).toBe(200);
  });

  it("answers 400 naming an unknown key, over REST and tRPC, and changes nothing", async () => {
    const event = await call("POST", "/api/admin/events", { title: "Vigil", eventDate: "2030-05-01", eventTime: "7:00 PM" });
    const eventId = (event.json() as { id: number }).id;
    const consultation = await call("POST", "/api/admin/consultations", {
      firstName: "Ana",
      lastName: "Lee",
      email: "ana@example.com",
      phone: "1",
      appointmentDate: "2030-01-01",
      preferredTime: "2:00 PM",
    });
    const consultationId = (consultation.json() as { id: number }).id;
    const obituaries = (await server.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: auth })).json() as Array<{
      id: number;
      firstName: string;
      lastName: string;
      dateOfBirth: string;
      dateOfDeath: string;
      biography: string;
      submitterName: string;
      submitterEmail: string;
      submitterPhone: string | null;
    }>;
    const o = obituaries[0]!;
    const edit = {
      firstName: o.firstName,
      lastName: o.lastName,
      dateOfBirth: o.dateOfBirth,
      dateOfDeath: o.dateOfDeath,
      biography: o.biography,
      submitterName: o.submitterName,
      submitterEmail: o.submitterEmail,
      submitterPhone: o.submitterPhone,
    };
    const writes: Array<[method: "POST" | "PATCH", url: string, body: Record<string, unknown>]> = [
      ["POST", "/api/admin/events", { title: "Vigil", eventDate: "2030-05-01", eventTime: "7:00 PM" }],
      ["PATCH", `/api/admin/events/${eventId}`, { title: "Vigil" }],
      ["POST", "/api/admin/services", { title: "Funeral", deceasedName: "Rosa", serviceDate: "2030-05-01", serviceTime: "10 AM" }],
      ["POST", "/api/admin/consultations", { firstName: "A", lastName: "B", email: "a@example.com", phone: "1", appointmentDate: "2030-01-01", preferredTime: "2 PM" }],
      ["PATCH", `/api/admin/consultations/${consultationId}/status`, { status: "completed" }],
      ["PATCH", `/api/admin/obituaries/${o.id}`, edit],
      ["POST", "/api/auth/login", { username: "director", password: "correct horse battery staple" }],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(method, url, { ...body, colour: "blue" });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json(), `${method} ${url}`).toEqual({ error: "colour: Unknown field", fields: { colour: "Unknown field" } });
    }
    // The obituary kept its words: nothing was half-saved.
    const after = (await server.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: auth })).json() as typeof obituaries;
    expect(after.find((x) => x.id === o.id)).toMatchObject(edit);

    const trpc = await server.app.inject({
      method: "POST",
      url: "/trpc/admin.obituaries.approve",
      headers: { ...auth, "content-type": "application/json" },
      payload: JSON.stringify({ json: { id: o.id, isApproved: true } }),
    });
    expect(trpc.statusCode).toBe(400);
    expect((trpc.json() as { error: { json: { message: string } } }).error.json.message).toBe("isApproved: Unknown field");

    // A status other than the documented one is refused, naming it: staff-made consultations start confirmed.
    const scheduled = await call("POST", "/api/admin/consultations", {
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      phone: "1",
      appointmentDate: "2030-01-01",
      preferredTime: "2 PM",
      status: "scheduled",
    });
    expect(scheduled.statusCode).toBe(400);
    expect((scheduled.json() as { error: string }).error).toMatch(/^status: /);
  });

  it("refuses an extra key on the public forms too, naming it (public/input-bounds.test.ts tries every one)", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ana", email: "ana@example.com", message: "Please call.", utm_source: "newsletter" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "utm_source: Unknown field", fields: { utm_source: "Unknown field" } });
  });

  it("refuses an Idempotency-Key over 200 characters (or empty) with 400, and stores nothing", async () => {
    const rows = async () => ({
      messages: (await server.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0,
      keys: (await server.database.db.select({ n: count() }).from(idempotencyKeys))[0]?.n ?? 0,
    });
    const payload = { name: "Twice", email: "twice@example.com", message: "Sent twice" };
    const before = await rows();
    for (const key of ["k".repeat(201), "k".repeat(5000), ""]) {
      const res = await server.app.inject({ method: "POST", url: "/api/contact", payload, headers: { "idempotency-key": key } });
      expect(res.statusCode, `${key.length} characters`).toBe(400);
      expect(res.json()).toEqual({
        error: "Idempotency-Key: Must be 1 to 200 characters",
        fields: { "Idempotency-Key": "Must be 1 to 200 characters" },
      });
      const trpc = await server.app.inject({
        method: "POST",
        url: "/trpc/contact.send",
        payload: JSON.stringify({ json: payload }),
        headers: { "idempotency-key": key, "content-type": "application/json" },
      });
      expect(trpc.statusCode).toBe(400);
    }
    expect(await rows()).toEqual(before);

    // 200 characters is a key, and it works as one: the repeat creates nothing new.
    const key = "k".repeat(200);
    const first = await server.app.inject({ method: "POST", url: "/api/contact", payload, headers: { "idempotency-key": key } });
    const again = await server.app.inject({ method: "POST", url: "/api/contact", payload, headers: { "idempotency-key": key } });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await rows()).messages).toBe(before.messages + 1);
  });
});
