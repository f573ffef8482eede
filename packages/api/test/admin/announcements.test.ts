import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toPublicError } from "../../src/errors";
import { createTestApi, type TestApi } from "../../src/testing";
import { rejectsWith } from "./helpers";

describe("admin.events", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("creates with the §5 defaults (memorial, public) and empty optionals as null", async () => {
    const e = await api.staff.admin.events.create({ title: "Candle Night", eventDate: "2025-12-01", eventTime: "6:00 PM", description: "", location: " " });
    expect(e).toMatchObject({ title: "Candle Night", eventType: "memorial", isPublic: true, description: null, location: null });
    expect(e.createdAt).toBeInstanceOf(Date);
  });

  it("updates only the fields sent and moves updatedAt; deletes", async () => {
    const e = await api.staff.admin.events.create({ title: "Open House", eventDate: "2025-12-02", eventTime: "10:00", eventType: "grand_opening", location: "Chapel" });
    await new Promise((r) => setTimeout(r, 5));
    const u = await api.staff.admin.events.update({ id: e.id, isPublic: false, description: "Tours" });
    expect(u).toMatchObject({ title: "Open House", eventType: "grand_opening", location: "Chapel", isPublic: false, description: "Tours" });
    expect(u.updatedAt.getTime()).toBeGreaterThan(e.updatedAt.getTime());
    expect((await api.staff.admin.events.list()).map((x) => x.id)).toContain(e.id);
    await api.staff.admin.events.delete({ id: e.id });
    await rejectsWith(api.staff.admin.events.delete({ id: e.id }), "NOT_FOUND");
    await rejectsWith(api.staff.admin.events.update({ id: e.id, title: "x" }), "NOT_FOUND");
  });

  it("validates, naming the field", async () => {
    const ok = { title: "T", eventDate: "2025-12-01", eventTime: "6:00 PM" };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: " " }, "title"],
      [{ eventDate: "" }, "eventDate"],
      [{ eventDate: "2025-02-30" }, "eventDate"],
      [{ eventTime: "" }, "eventTime"],
      [{ eventType: "wedding" }, "eventType"],
      [{ isPublic: "yes" }, "isPublic"],
      // PostgreSQL cannot store these: refused as bad input, never a failed insert.
      [{ eventDate: "0000-01-01" }, "eventDate"],
      [{ title: "Vigil\u0000" }, "title"],
      [{ location: "Chapel\u0000" }, "location"],
      [{ description: "\u0000" }, "description"],
    ];
    for (const [change, field] of cases) {
      const err = await rejectsWith(api.staff.admin.events.create({ ...ok, ...change } as never), "BAD_REQUEST");
      expect(err.message, JSON.stringify(change)).toContain(field);
    }
    const e = await api.staff.admin.events.create(ok);
    const err = await rejectsWith(api.staff.admin.events.update({ id: e.id, title: "" }), "BAD_REQUEST");
    expect(err.message).toContain("title");
    const nul = await rejectsWith(api.staff.admin.events.update({ id: e.id, description: "a\u0000b" }), "BAD_REQUEST");
    expect(toPublicError(nul)).toMatchObject({ status: 400, message: "description: Description contains a character that is not allowed" });
  });
});

describe("admin.services", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const ok = { title: "Funeral of John Doe", deceasedName: "John Doe", serviceDate: "2025-11-03", serviceTime: "11:00 AM" };

  it("creates with the §5 defaults (funeral, public)", async () => {
    const s = await api.staff.admin.services.create(ok);
    expect(s).toMatchObject({ ...ok, serviceType: "funeral", isPublic: true, description: null, location: null });
  });

  it("updates only the fields sent, moves updatedAt, and deletes", async () => {
    const s = await api.staff.admin.services.create({ ...ok, serviceType: "viewing" });
    await new Promise((r) => setTimeout(r, 5));
    const u = await api.staff.admin.services.update({ id: s.id, location: "Main Chapel", serviceType: "burial" });
    expect(u).toMatchObject({ title: ok.title, location: "Main Chapel", serviceType: "burial" });
    expect(u.updatedAt.getTime()).toBeGreaterThan(s.updatedAt.getTime());
    await api.staff.admin.services.delete({ id: s.id });
    expect((await api.staff.admin.services.list()).map((x) => x.id)).not.toContain(s.id);
  });

  it("validates, naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: "" }, "title"],
      [{ deceasedName: " " }, "deceasedName"],
      [{ serviceDate: "11/03/2025" }, "serviceDate"],
      [{ serviceTime: "" }, "serviceTime"],
      [{ serviceType: "party" }, "serviceType"],
      [{ serviceDate: "0000-11-03" }, "serviceDate"],
      [{ deceasedName: "John\u0000Doe" }, "deceasedName"],
      [{ serviceTime: "11:00\u0000" }, "serviceTime"],
    ];
    for (const [change, field] of cases) {
      const err = await rejectsWith(api.staff.admin.services.create({ ...ok, ...change } as never), "BAD_REQUEST");
      expect(err.message, JSON.stringify(change)).toContain(field);
    }
  });
});
