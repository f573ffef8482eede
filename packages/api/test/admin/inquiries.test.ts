import { consultations, contactMessages } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../src/testing";
import { rejectsWith } from "./helpers";

const staffForm = {
  firstName: "Mark",
  lastName: "Ortiz",
  email: "mark@example.com",
  phone: "561-555-0101",
  appointmentDate: "2025-03-04",
  preferredTime: "2:00 PM",
};

describe("admin.consultations", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("creates staff consultations confirmed, service type funeral by default", async () => {
    const created = await api.staff.admin.consultations.create(staffForm);
    expect(created).toMatchObject({ ...staffForm, source: "staff", status: "confirmed", serviceType: "funeral", message: null });
    const withType = await api.staff.admin.consultations.create({
      ...staffForm,
      serviceType: "cremation",
      message: "Call first",
      appointmentDate: "2025-03-05T00:00:00.000Z",
    });
    expect(withType).toMatchObject({ serviceType: "cremation", message: "Call first", appointmentDate: "2025-03-05" });
  });

  it("lists booking-page appointments and staff ones together, newest first", async () => {
    await api.deps.db.insert(consultations).values({
      source: "booking",
      firstName: "Ana",
      lastName: "Lee",
      email: "ana@example.com",
      phone: "561-555-0102",
      appointmentDate: "2025-04-01",
      appointmentTime: "9:00 AM",
      consultationType: "virtual",
      serviceInterest: "cremation",
      budgetRange: "under-5000",
      additionalNotes: "Evenings",
      status: "scheduled",
      createdAt: new Date(Date.now() + 60_000),
    });
    const list = await api.staff.admin.consultations.list();
    expect(list[0]).toMatchObject({ source: "booking", appointmentTime: "9:00 AM", consultationType: "virtual", serviceInterest: "cremation", budgetRange: "under-5000", additionalNotes: "Evenings", status: "scheduled" });
    expect(list.some((c) => c.source === "staff" && c.preferredTime === "2:00 PM")).toBe(true);
    const times = list.map((c) => c.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("sets any status from any status, and deletes", async () => {
    const c = await api.staff.admin.consultations.create(staffForm);
    for (const status of ["pending", "completed", "cancelled", "confirmed"] as const) {
      expect((await api.staff.admin.consultations.setStatus({ id: c.id, status })).status).toBe(status);
    }
    await rejectsWith(api.staff.admin.consultations.setStatus({ id: c.id, status: "scheduled" as never }), "BAD_REQUEST");
    await api.staff.admin.consultations.delete({ id: c.id });
    await rejectsWith(api.staff.admin.consultations.delete({ id: c.id }), "NOT_FOUND");
    await rejectsWith(api.staff.admin.consultations.setStatus({ id: c.id, status: "pending" }), "NOT_FOUND");
  });

  it("validates the create form, naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: "" }, "firstName"],
      [{ lastName: " " }, "lastName"],
      [{ email: "nope" }, "email"],
      [{ phone: "" }, "phone"],
      [{ appointmentDate: "" }, "appointmentDate"],
      [{ appointmentDate: "2025-13-01" }, "appointmentDate"],
      [{ preferredTime: "" }, "preferredTime"],
      [{ serviceType: "party" }, "serviceType"],
      [{ appointmentDate: "0000-03-04T00:00:00.000Z" }, "appointmentDate"],
      [{ phone: "561\u0000" }, "phone"],
      [{ message: "Call\u0000" }, "message"],
    ];
    for (const [change, field] of cases) {
      const e = await rejectsWith(api.staff.admin.consultations.create({ ...staffForm, ...change } as never), "BAD_REQUEST");
      expect(e.message, JSON.stringify(change)).toContain(field);
    }
  });
});

describe("admin.contactMessages", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("lists newest first and sets any status from any", async () => {
    await api.deps.db.insert(contactMessages).values([
      { name: "Older", email: "o@example.com", message: "Hello", createdAt: new Date("2025-01-01T00:00:00Z") },
      { name: "Newer", email: "n@example.com", phone: "561-555-0100", message: "Hi", createdAt: new Date("2025-02-01T00:00:00Z") },
    ]);
    const list = await api.staff.admin.contactMessages.list();
    expect(list.map((m) => m.name)).toEqual(["Newer", "Older"]);
    expect(list[0]?.status).toBe("new");
    const id = list[0]?.id ?? 0;
    for (const status of ["responded", "new", "read"] as const) {
      expect((await api.staff.admin.contactMessages.setStatus({ id, status })).status).toBe(status);
    }
    const e = await rejectsWith(api.staff.admin.contactMessages.setStatus({ id, status: "archived" as never }), "BAD_REQUEST");
    expect(e.message).toContain("status");
    await rejectsWith(api.staff.admin.contactMessages.setStatus({ id: 999_999, status: "read" }), "NOT_FOUND");
  });
});
