import { outboxMessages, serviceRsvps, services, type DatabaseHandle } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltServer } from "../../src/app";
import { callers, mailServer, submission } from "../notifications/server";

const json = { "content-type": "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };
const UNSUBSCRIBE = /https:\/\/lakeworth\.example(\/api\/notifications\/rsvp\/unsubscribe\/[A-Za-z0-9_-]{43}\?lang=es)/;

describe("POST /api/services/{id}/rsvp and the unsubscribe link of its emails", () => {
  let database: DatabaseHandle;
  let server: BuiltServer;
  let upcoming = 0;
  let past = 0;
  let hidden = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    // No SMTP: every email waits in the outbox, where the test reads it.
    server = await mailServer(database, undefined);
    const { visitor, staff } = callers(server);
    const obituaryId = (await visitor.obituaries.submit(submission)).id;
    await staff.admin.obituaries.approve({ id: obituaryId });
    const base = { serviceTime: "5:00 PM", serviceType: "funeral" as const, deceasedName: "Rosa Delgado", obituaryId };
    const rows = await database.db
      .insert(services)
      .values([
        { ...base, title: "Funeral Mass", serviceDate: "2099-12-05" },
        { ...base, title: "Viewing", serviceDate: "2020-01-05" },
        { ...base, title: "Family burial", serviceDate: "2099-12-06", isPublic: false },
      ])
      .returning({ id: services.id });
    [upcoming, past, hidden] = rows.map((r) => r.id) as [number, number, number];
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
  });

  const rsvp = (id: number | string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "POST", url: `/api/services/${id}/rsvp`, headers: { ...json, ...headers }, payload: payload as object });

  it("answers 201 with the writer's own words, and keeps the answer for the family and staff only", async () => {
    const res = await rsvp(upcoming, { name: "Lucía Pérez", guests: 2, email: "lucia@example.com" }, { "x-fh-locale": "es" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ serviceId: upcoming, name: "Lucía Pérez", guests: 2, email: "lucia@example.com" });
    const noEmail = await rsvp(upcoming, { name: "Luis", guests: 1 });
    expect(noEmail.statusCode).toBe(201);
    // The public services list says nothing of who comes.
    const list = await server.app.inject({ method: "GET", url: "/api/services" });
    expect(list.body).not.toMatch(/Lucía|guests/);
  });

  it("answers 404 for a private or unknown service, 409 for one already over, 400 naming the field", async () => {
    expect((await rsvp(hidden, { name: "June", guests: 1 })).statusCode).toBe(404);
    expect((await rsvp(987_654, { name: "June", guests: 1 })).statusCode).toBe(404);
    expect((await rsvp("abc", { name: "June", guests: 1 })).statusCode).toBe(400);
    expect((await rsvp(past, { name: "June", guests: 1 })).statusCode).toBe(409);
    for (const [payload, field] of [
      [{ name: "June", guests: 0 }, "guests"],
      [{ name: "June", guests: 11 }, "guests"],
      [{ name: "June" }, "guests"],
      [{ name: "", guests: 2 }, "name"],
      [{ name: "June", guests: 2, email: "not an address" }, "email"],
    ] as const) {
      const res = await rsvp(upcoming, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    expect(await database.db.select().from(serviceRsvps)).toHaveLength(2);
  });

  it("emails a changed time to the address given, whose link stops the emails on POST only", async () => {
    await database.db.delete(outboxMessages);
    const { staff } = callers(server);
    await staff.admin.services.update({ id: upcoming, serviceTime: "6:30 PM" });
    const mails = await database.db.select().from(outboxMessages);
    expect(mails.map((m) => m.recipient)).toEqual(["lucia@example.com"]);
    const path = UNSUBSCRIBE.exec(mails[0]!.text)![1]!;

    // A mail scanner opening the link stops nothing: a page with the button.
    const shown = await server.app.inject({ method: "GET", url: path });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="es">');
    expect(shown.body).toContain("Rosa Delgado");
    expect(shown.body).toContain('<form method="post">');

    const done = await server.app.inject({ method: "POST", url: path, headers: form, payload: "List-Unsubscribe=One-Click" });
    expect(done.statusCode).toBe(200);
    await database.db.delete(outboxMessages);
    await staff.admin.services.update({ id: upcoming, serviceTime: "7:00 PM" });
    expect(await database.db.select().from(outboxMessages)).toEqual([]);

    const bogus = await server.app.inject({ method: "POST", url: "/api/notifications/rsvp/unsubscribe/" + "A".repeat(43), headers: form, payload: "List-Unsubscribe=One-Click" });
    expect(bogus.statusCode).toBe(404);
  });
});
