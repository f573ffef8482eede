import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { consultations, contactMessages, guestBookEntries, obituaries, outboxMessages, photos } from "@fh/db";
import { DECLINE_UNDO_MS } from "@fh/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, SITE, type StaffTestServer } from "./staff-helpers";

const obituary = {
  firstName: "Rose",
  lastName: "Alvarez",
  dateOfBirth: "1941-03-02",
  dateOfDeath: "2025-01-10",
  biography: "A devoted teacher.",
  submitterName: "Lena Alvarez",
  submitterEmail: "lena@example.com",
  submitterPhone: "561-555-0142",
};

describe("admin REST shims (SPEC §7)", () => {
  let server: StaffTestServer;
  let auth: Record<string, string>;
  let dataDir: string;
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "h4-rest-"));
    server = await createStaffTestServer({ env: { DATA_DIR: dataDir } });
    auth = server.bearer((await server.login()).token);
  });
  afterAll(() => server.close());

  it("obituaries: list, approve (public at once), unlist, decline, edit, delete", async () => {
    const [row] = await server.database.db.insert(obituaries).values(obituary).returning({ id: obituaries.id });
    const id = row?.id ?? 0;
    await server.database.db.insert(guestBookEntries).values({ obituaryId: id, authorName: "Sam", message: "Sorry" });

    const list = await call("GET", "/api/admin/obituaries");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id, state: "pending", isApproved: false, isListed: true, submitterEmail: "lena@example.com" })]);

    expect((await call("PATCH", `/api/admin/obituaries/${id}/approve`)).json()).toMatchObject({ state: "live" });
    const pub = await server.app.inject({ method: "GET", url: "/api/obituaries" });
    expect((pub.json() as Array<{ id: number }>).map((o) => o.id)).toEqual([id]);

    expect((await call("PATCH", `/api/admin/obituaries/${id}/unlist`)).json()).toMatchObject({ state: "unlisted", isListed: false });
    expect((await server.app.inject({ method: "GET", url: "/api/obituaries" })).json()).toEqual([]);
    expect((await call("PATCH", `/api/admin/obituaries/${id}/decline`)).json()).toMatchObject({ state: "declined" });

    const edit = await call("PATCH", `/api/admin/obituaries/${id}`, { ...obituary, biography: "New words." });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ biography: "New words.", state: "declined" });

    const bad = await call("PATCH", `/api/admin/obituaries/${id}`, { ...obituary, submitterEmail: "nope" });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { error: string }).error).toMatch(/^submitterEmail: /);

    expect((await call("DELETE", `/api/admin/obituaries/${id}`)).statusCode).toBe(200);
    expect(await server.database.db.select().from(guestBookEntries).where(eq(guestBookEntries.obituaryId, id))).toHaveLength(0);
    expect((await call("DELETE", `/api/admin/obituaries/${id}`)).statusCode).toBe(404);
    const notANumber = await call("PATCH", "/api/admin/obituaries/abc/approve");
    expect(notANumber.statusCode).toBe(400);
    expect((notANumber.json() as { error: string }).error).toMatch(/^id: /);
  });

  it("PATCH …/decline with no body still declines (SPEC §7); { note } reaches the family's held email; PATCH …/undo-decline takes it back", async () => {
    const pending = async (firstName: string) => {
      const [row] = await server.database.db.insert(obituaries).values({ ...obituary, firstName }).returning({ id: obituaries.id });
      return row!.id;
    };
    const heldEmail = async () => {
      const rows = await server.database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "family.obituary_declined"));
      return rows.at(-1);
    };

    // Exactly as SPEC §7 has it: no payload, no content type.
    const plain = await pending("Ines");
    const bare = await server.app.inject({ method: "PATCH", url: `/api/admin/obituaries/${plain}/decline`, headers: auth });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ id: plain, state: "declined", isApproved: false, isListed: false });
    expect((bare.json() as { declineUndoUntil: string }).declineUndoUntil).toEqual(expect.any(String));
    expect(await heldEmail()).toMatchObject({ status: "waiting", recipient: "lena@example.com" });
    expect((await heldEmail())?.text).not.toContain("A note from our staff");

    const noted = await pending("Joan");
    const withNote = await call("PATCH", `/api/admin/obituaries/${noted}/decline`, { note: "Please send a photo <we may publish>." });
    expect(withNote.statusCode).toBe(200);
    expect((await heldEmail())?.html).toContain("Please send a photo &lt;we may publish&gt;.");
    const unknown = await call("PATCH", `/api/admin/obituaries/${await pending("Kim")}/decline`, { reason: "x" });
    expect(unknown.statusCode).toBe(400);

    const undone = await call("PATCH", `/api/admin/obituaries/${noted}/undo-decline`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ id: noted, state: "pending", declineUndoUntil: null });
    expect((await heldEmail())?.html ?? "").not.toContain("we may publish");
    const again = await call("PATCH", `/api/admin/obituaries/${noted}/undo-decline`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "Only a declined obituary can have its decline undone" });

    // Past its 10 minutes (the API's clock moved on): 409 with words staff can act on, and the obituary stays declined.
    const realNow = server.deps.now;
    server.deps.now = () => new Date(Date.now() + DECLINE_UNDO_MS);
    try {
      const late = await call("PATCH", `/api/admin/obituaries/${plain}/undo-decline`);
      expect(late.statusCode).toBe(409);
      expect((late.json() as { error: string }).error).toMatch(/^Too late to undo: the 10 minutes have passed and the family has been emailed/);
    } finally {
      server.deps.now = realNow;
    }
    const [still] = await server.database.db.select({ status: obituaries.status }).from(obituaries).where(eq(obituaries.id, plain));
    expect(still?.status).toBe("declined");
    expect((await call("PATCH", "/api/admin/obituaries/999999/undo-decline")).statusCode).toBe(404);
  });

  it("POST /api/admin/obituaries: staff create one, live by default (public at once) or pending", async () => {
    const created = await call("POST", "/api/admin/obituaries", obituary);
    expect(created.statusCode).toBe(201);
    const live = created.json() as { id: number };
    expect(created.json()).toMatchObject({ ...obituary, photoUrl: null, state: "live", isApproved: true, isListed: true });
    const pub = (await server.app.inject({ method: "GET", url: "/api/obituaries" })).json() as Array<{ id: number }>;
    expect(pub.map((o) => o.id)).toContain(live.id);

    const pending = await call("POST", "/api/admin/obituaries", { ...obituary, firstName: "Marta", state: "pending" });
    expect(pending.statusCode).toBe(201);
    const p = pending.json() as { id: number; state: string };
    expect(p.state).toBe("pending");
    const pub2 = (await server.app.inject({ method: "GET", url: "/api/obituaries" })).json() as Array<{ id: number }>;
    expect(pub2.map((o) => o.id)).not.toContain(p.id);
    // The documented list is still the whole array, the new ones in it.
    const list = (await call("GET", "/api/admin/obituaries")).json() as Array<{ id: number }>;
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((o) => o.id)).toEqual(expect.arrayContaining([live.id, p.id]));

    await call("DELETE", `/api/admin/obituaries/${live.id}`);
    await call("DELETE", `/api/admin/obituaries/${p.id}`);
  });

  it("POST /api/admin/obituaries refuses bad input with a 400 naming the field, and creates nothing", async () => {
    const before = ((await call("GET", "/api/admin/obituaries")).json() as unknown[]).length;
    const cases: Array<[unknown, string]> = [
      [{ ...obituary, submitterEmail: "nope" }, "submitterEmail"],
      [{ ...obituary, lastName: "" }, "lastName"],
      [{ ...obituary, dateOfDeath: "1900-01-01" }, "dateOfDeath"],
      [{ ...obituary, photoUrl: "javascript:alert(1)" }, "photoUrl"],
      [{ ...obituary, photoUrl: "/uploads/photo-1735689600000-0000000000000000.jpg" }, "photoUrl"],
      [{ ...obituary, state: "declined" }, "state"],
      [{ firstName: "Only" }, "lastName"],
    ];
    for (const [payload, field] of cases) {
      const res = await call("POST", "/api/admin/obituaries", payload);
      expect(res.statusCode, field).toBe(400);
      expect((res.json() as { error: string }).error, field).toMatch(new RegExp(`^${field}: `));
    }
    const notJson = await server.app.inject({
      method: "POST",
      url: "/api/admin/obituaries",
      headers: { ...auth, "content-type": "application/json" },
      payload: "[1,2]",
    });
    expect(notJson.statusCode).toBe(400);
    expect(((await call("GET", "/api/admin/obituaries")).json() as unknown[]).length).toBe(before);
  });

  it("POST /api/admin/obituaries is staff only, and a cookie session must come from the site", async () => {
    const anonymous = await server.app.inject({ method: "POST", url: "/api/admin/obituaries", payload: obituary });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: "Authentication required" });
    const { token } = await server.login();
    const foreign = await server.app.inject({
      method: "POST",
      url: "/api/admin/obituaries",
      headers: { cookie: `fh_session=${token}`, origin: "https://evil.example" },
      payload: obituary,
    });
    expect(foreign.statusCode).toBe(403);
    const ours = await server.app.inject({
      method: "POST",
      url: "/api/admin/obituaries",
      headers: { cookie: `fh_session=${token}`, origin: SITE },
      payload: { ...obituary, state: "pending" },
    });
    expect(ours.statusCode).toBe(201);
    await call("DELETE", `/api/admin/obituaries/${(ours.json() as { id: number }).id}`);
  });

  it("PATCH /api/admin/obituaries/{id}: photoUrl replaces or removes the photo; leaving it out keeps it", async () => {
    const uploads = path.join(dataDir, "uploads");
    mkdirSync(uploads, { recursive: true });
    const name = "photo-1735689600000-aabbccddeeff0011.jpg";
    await server.database.db.insert(photos).values({ filename: name, originalName: "mom.jpg", url: `/uploads/${name}`, size: 9, mimeType: "image/jpeg", width: 1, height: 1 });
    const created = (await call("POST", "/api/admin/obituaries", { ...obituary, photoUrl: "https://photos.example.com/rose.jpg" })).json() as { id: number };
    const id = created.id;

    const replaced = await call("PATCH", `/api/admin/obituaries/${id}`, { ...obituary, photoUrl: `/uploads/${name}` });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ photoUrl: `/uploads/${name}` });
    const kept = await call("PATCH", `/api/admin/obituaries/${id}`, { ...obituary, biography: "Kept photo." });
    expect(kept.json()).toMatchObject({ biography: "Kept photo.", photoUrl: `/uploads/${name}` });
    const bad = await call("PATCH", `/api/admin/obituaries/${id}`, { ...obituary, photoUrl: "http://insecure.example/a.jpg" });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { error: string }).error).toMatch(/^photoUrl: /);
    const removed = await call("PATCH", `/api/admin/obituaries/${id}`, { ...obituary, photoUrl: null });
    expect(removed.json()).toMatchObject({ photoUrl: null });
    const pub = await server.app.inject({ method: "GET", url: `/api/obituaries/${id}` });
    expect(pub.json()).toMatchObject({ photoUrl: null });
    await call("DELETE", `/api/admin/obituaries/${id}`);
    await server.database.db.delete(photos).where(eq(photos.filename, name));
  });

  it("consultations: create (confirmed, funeral by default), list newest first, status, delete", async () => {
    const created = await call("POST", "/api/admin/consultations", {
      firstName: "Mark",
      lastName: "Ortiz",
      email: "mark@example.com",
      phone: "561-555-0101",
      appointmentDate: "2025-03-04T00:00:00.000Z",
      preferredTime: "2:00 PM",
      status: "confirmed",
    });
    expect(created.statusCode).toBe(201);
    const c = created.json() as { id: number };
    expect(created.json()).toMatchObject({ status: "confirmed", serviceType: "funeral", appointmentDate: "2025-03-04", source: "staff" });
    await server.database.db.insert(consultations).values({
      source: "booking", firstName: "Ana", lastName: "Lee", email: "a@example.com", phone: "1", appointmentDate: "2025-04-01",
      appointmentTime: "9:00 AM", consultationType: "phone", serviceInterest: "other", status: "scheduled", createdAt: new Date(Date.now() + 1000),
    });
    const list = (await call("GET", "/api/admin/consultations")).json() as Array<{ source: string }>;
    expect(list.map((x) => x.source)).toEqual(["booking", "staff"]);
    expect((await call("PATCH", `/api/admin/consultations/${c.id}/status`, { status: "completed" })).json()).toMatchObject({ status: "completed" });
    const badStatus = await call("PATCH", `/api/admin/consultations/${c.id}/status`, { status: "lost" });
    expect(badStatus.statusCode).toBe(400);
    expect((badStatus.json() as { error: string }).error).toMatch(/^status: /);
    const missing = await call("POST", "/api/admin/consultations", { firstName: "X" });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { fields: Record<string, string> }).fields).toHaveProperty("email");
    expect((await call("DELETE", `/api/admin/consultations/${c.id}`)).statusCode).toBe(200);
  });

  it("events and services: create, update, delete; changes reach the public lists", async () => {
    const ev = await call("POST", "/api/admin/events", { title: "Candle Night", eventDate: "2099-12-01", eventTime: "6:00 PM" });
    expect(ev.statusCode).toBe(201);
    const e = ev.json() as { id: number; updatedAt: string };
    expect(ev.json()).toMatchObject({ eventType: "memorial", isPublic: true });
    const upd = await call("PATCH", `/api/admin/events/${e.id}`, { location: "Chapel", isPublic: false });
    expect(upd.json()).toMatchObject({ location: "Chapel", isPublic: false, title: "Candle Night" });
    expect(new Date((upd.json() as { updatedAt: string }).updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(e.updatedAt).getTime());
    expect((await call("GET", "/api/admin/events")).json()).toHaveLength(1);
    expect((await call("DELETE", `/api/admin/events/${e.id}`)).statusCode).toBe(200);
    expect((await call("POST", "/api/admin/events", { title: "", eventDate: "2099-12-01", eventTime: "x" })).statusCode).toBe(400);

    const sv = await call("POST", "/api/admin/services", { title: "Service", deceasedName: "John Doe", serviceDate: "2099-11-03", serviceTime: "11:00 AM" });
    expect(sv.statusCode).toBe(201);
    const s = sv.json() as { id: number };
    expect(sv.json()).toMatchObject({ serviceType: "funeral", isPublic: true });
    expect((await call("PATCH", `/api/admin/services/${s.id}`, { serviceType: "cremation" })).json()).toMatchObject({ serviceType: "cremation" });
    expect((await call("GET", "/api/admin/services")).json()).toHaveLength(1);
    expect((await call("DELETE", `/api/admin/services/${s.id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/services/${s.id}`)).statusCode).toBe(404);
  });

  it("contact messages: list and set status", async () => {
    const [m] = await server.database.db.insert(contactMessages).values({ name: "Jo", email: "jo@example.com", message: "Hi" }).returning();
    const list = await call("GET", "/api/admin/contact-messages");
    expect(list.json()).toEqual([expect.objectContaining({ name: "Jo", status: "new" })]);
    const res = await call("PATCH", `/api/admin/contact-messages/${m?.id}/status`, { status: "responded" });
    expect(res.json()).toMatchObject({ status: "responded" });
  });

  it("photos: list, delete the file and its record", async () => {
    const uploads = path.join(dataDir, "uploads");
    mkdirSync(uploads, { recursive: true });
    const name = "photo-1735689600000-00112233445566ff.png";
    writeFileSync(path.join(uploads, name), "png bytes");
    await server.database.db.insert(photos).values({ filename: name, originalName: "me.png", url: `/uploads/${name}`, size: 9, mimeType: "image/png", width: 1, height: 1 });
    const list = await call("GET", "/api/admin/photos");
    expect(list.json()).toEqual([{ url: `/uploads/${name}`, filename: name, originalName: "me.png", size: 9, uploadDate: expect.any(String) }]);
    expect((await call("DELETE", `/api/admin/photos/${name}`)).statusCode).toBe(200);
    expect(existsSync(path.join(uploads, name))).toBe(false);
    expect((await call("GET", "/api/admin/photos")).json()).toEqual([]);
    expect((await call("DELETE", `/api/admin/photos/${name}`)).statusCode).toBe(404);
  });

  it("photos: one an obituary shows is refused with a 409 naming it, and deleted with ?force=true", async () => {
    const uploads = path.join(dataDir, "uploads");
    mkdirSync(uploads, { recursive: true });
    const name = "photo-1735689600000-00112233445566aa.png";
    writeFileSync(path.join(uploads, name), "png bytes");
    await server.database.db.insert(photos).values({ filename: name, originalName: "rose.png", url: `/uploads/${name}`, size: 9, mimeType: "image/png", width: 1, height: 1 });
    const [row] = await server.database.db.insert(obituaries).values({ ...obituary, photoUrl: `/uploads/${name}`, status: "live" }).returning({ id: obituaries.id });

    const refused = await call("DELETE", `/api/admin/photos/${name}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: "This photo is used by the obituary of Rose Alvarez. Confirm the delete to remove it from that memorial too.",
    });
    expect(existsSync(path.join(uploads, name))).toBe(true);

    expect((await call("DELETE", `/api/admin/photos/${name}?force=true`)).statusCode).toBe(200);
    expect(existsSync(path.join(uploads, name))).toBe(false);
    const page = await server.app.inject({ method: "GET", url: `/api/obituaries/${row?.id}` });
    expect(page.json()).toMatchObject({ firstName: "Rose", photoUrl: null });
    await server.database.db.delete(obituaries).where(eq(obituaries.id, row?.id ?? 0));
  });

  it("photo delete refuses path traversal in every spelling; the file outside storage survives", async () => {
    mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
    const outside = path.join(dataDir, "keep.jpg");
    writeFileSync(outside, "precious");
    const pglite = path.join(dataDir, "photo-1735689600000-0123456789abcdef.jpg");
    writeFileSync(pglite, "also outside");
    const attempts = [
      "..%2Fkeep.jpg",
      "%2e%2e%2fkeep.jpg",
      "%2E%2E%2Fkeep.jpg",
      "..%5Ckeep.jpg",
      "%252e%252e%252fkeep.jpg",
      "..%2F..%2F..%2Fetc%2Fpasswd",
      "..%2Fphoto-1735689600000-0123456789abcdef.jpg",
      "photo-1735689600000-0123456789abcdef.jpg%00",
      "photo-1735689600000-0123456789abcdef.jpg%00.png",
      "%00",
      "keep.jpg",
    ];
    for (const attempt of attempts) {
      const res = await call("DELETE", `/api/admin/photos/${attempt}`);
      expect(res.statusCode, attempt).toBe(400);
      expect(res.json(), attempt).toMatchObject({ error: "filename: Invalid photo file name" });
      expect(res.body, attempt).not.toContain(dataDir);
    }
    // Raw (undecoded) separators never even reach the route.
    for (const raw of ["../keep.jpg", "..\\keep.jpg", "sub/../../keep.jpg", "..", "%2e%2e"]) {
      const res = await call("DELETE", `/api/admin/photos/${raw}`);
      expect([400, 404], raw).toContain(res.statusCode);
    }
    expect(readFileSync(outside, "utf8")).toBe("precious");
    expect(readFileSync(pglite, "utf8")).toBe("also outside");
  });
});
