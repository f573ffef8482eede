import { consultations, contactMessages, obituaries } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toPublicError } from "../../src/errors";
import { createTestApi, type TestApi } from "../../src/testing";
import { rejectsWith } from "./helpers";

const DAY = 86_400_000;
const start = new Date("2025-01-01T12:00:00Z").getTime();

const obituary = (i: number, extra: Partial<typeof obituaries.$inferInsert> = {}): typeof obituaries.$inferInsert => ({
  firstName: `First${i}`,
  lastName: `Last${i}`,
  dateOfBirth: "1940-01-01",
  dateOfDeath: "2024-12-01",
  biography: "A life.",
  submitterName: `Family${i}`,
  submitterEmail: `family${i}@example.com`,
  status: "live",
  createdAt: new Date(start + i * DAY),
  ...extra,
});

describe("admin.obituaries.search and counts", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    // 29 live (the number), 3 pending, 2 declined, 1 unlisted, and two to find.
    await api.deps.db.insert(obituaries).values([
      ...Array.from({ length: 29 }, (_, i) => obituary(i + 1)),
      ...[30, 31, 32].map((i) => obituary(i, { status: "pending" })),
      ...[33, 34].map((i) => obituary(i, { status: "declined" })),
      obituary(35, { status: "unlisted" }),
      obituary(36, {
        firstName: "Rose",
        lastName: "Alvarez",
        submitterName: "Lena Alvarez",
        submitterEmail: "lena.alvarez@example.com",
        submitterPhone: "(561) 555-0142",
        status: "pending",
      }),
      obituary(37, { firstName: "Rosemary", lastName: "O'Neil_100%", submitterName: "Tom", status: "live" }),
    ]);
  });
  afterAll(() => api.close());

  it("pages the live list 20 at a time, newest first, every row once", async () => {
    const first = await api.staff.admin.obituaries.search({ status: "live" });
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2, limit: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.firstName).toBe("Rosemary");
    expect(first.items.every((o) => o.state === "live" && o.isApproved)).toBe(true);
    const second = await api.staff.admin.obituaries.search({ status: "live", page: 2 });
    expect(second).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(second.items).toHaveLength(10);
    const ids = [...first.items, ...second.items].map((o) => o.id);
    expect(new Set(ids).size).toBe(30);
    const times = [...first.items, ...second.items].map((o) => o.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("answers the last page for a page past the end (the last row of a page was deleted)", async () => {
    const page = await api.staff.admin.obituaries.search({ status: "live", page: 9 });
    expect(page).toMatchObject({ page: 2, pageCount: 2 });
    expect(page.items).toHaveLength(10);
    const empty = await api.staff.admin.obituaries.search({ status: "live", q: "nobody-by-this-name", page: 3 });
    expect(empty).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("filters by one state or several (declined and unlisted together)", async () => {
    expect((await api.staff.admin.obituaries.search({ status: "pending" })).total).toBe(4);
    const setAside = await api.staff.admin.obituaries.search({ status: ["declined", "unlisted"] });
    expect(setAside.total).toBe(3);
    expect(new Set(setAside.items.map((o) => o.state))).toEqual(new Set(["declined", "unlisted"]));
    expect((await api.staff.admin.obituaries.search({})).total).toBe(37);
  });

  it("finds by the deceased's name, the family's name, email or phone, in any case and word order", async () => {
    const find = async (q: string) => (await api.staff.admin.obituaries.search({ q })).items.map((o) => `${o.firstName} ${o.lastName}`);
    expect(await find("rose alvarez")).toEqual(["Rose Alvarez"]);
    expect(await find("ALVAREZ Rose")).toEqual(["Rose Alvarez"]);
    expect(await find("lena")).toEqual(["Rose Alvarez"]);
    expect(await find("LENA.ALVAREZ@example")).toEqual(["Rose Alvarez"]);
    expect(await find("5615550142")).toEqual(["Rose Alvarez"]);
    expect(await find("561 555 0142")).toEqual(["Rose Alvarez"]);
    expect(await find("555-0142")).toEqual(["Rose Alvarez"]);
    expect(await find("rose")).toEqual(["Rosemary O'Neil_100%", "Rose Alvarez"]);
    expect(await find("Last7")).toEqual(["First7 Last7"]);
  });

  it("takes a search's % and _ literally, and a search with the state filter narrows both", async () => {
    expect((await api.staff.admin.obituaries.search({ q: "_100%" })).items.map((o) => o.firstName)).toEqual(["Rosemary"]);
    expect((await api.staff.admin.obituaries.search({ q: "%" })).total).toBe(1);
    expect((await api.staff.admin.obituaries.search({ q: "_" })).total).toBe(1);
    expect((await api.staff.admin.obituaries.search({ q: "rose", status: "pending" })).items.map((o) => o.firstName)).toEqual(["Rose"]);
    expect((await api.staff.admin.obituaries.search({ q: "   " })).total).toBe(37);
  });

  it("counts every state exactly, whatever page or search the lists show", async () => {
    expect(await api.staff.admin.obituaries.counts()).toEqual({ pending: 4, live: 30, declined: 2, unlisted: 1 });
  });

  it("refuses bad paging and filters with a 400 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ page: 0 }, "page"],
      [{ page: 1.5 }, "page"],
      [{ page: "2" }, "page"],
      [{ limit: 0 }, "limit"],
      [{ limit: 101 }, "limit"],
      [{ status: "archived" }, "status"],
      [{ status: [] }, "status"],
      [{ q: "x".repeat(101) }, "q"],
      [{ q: "a\u0000" }, "q"],
    ];
    for (const [input, field] of cases) {
      const error = await rejectsWith(api.staff.admin.obituaries.search(input as never), "BAD_REQUEST");
      expect(toPublicError(error).message, JSON.stringify(input)).toMatch(new RegExp(`^${field}(\\.\\d+)?: `));
    }
  });

  it("leaves the documented list (GET /api/admin/obituaries) as the whole array", async () => {
    expect(await api.staff.admin.obituaries.list()).toHaveLength(37);
  });

  it("is staff only", async () => {
    await rejectsWith(api.visitor.admin.obituaries.search({}), "UNAUTHORIZED");
    await rejectsWith(api.visitor.admin.obituaries.counts(), "UNAUTHORIZED");
  });
});

describe("admin.consultations.search and counts", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    const statuses = ["pending", "confirmed", "completed", "cancelled"] as const;
    await api.deps.db.insert(consultations).values([
      ...Array.from({ length: 45 }, (_, i) => ({
        source: "staff" as const,
        firstName: `Client${i}`,
        lastName: "Smith",
        email: `client${i}@example.com`,
        phone: `561-555-${String(1000 + i)}`,
        appointmentDate: "2025-03-04",
        preferredTime: "2:00 PM",
        status: statuses[i % 4],
        createdAt: new Date(start + i * DAY),
      })),
      {
        source: "booking" as const,
        firstName: "Ana",
        lastName: "Lee",
        email: "ana.lee@example.com",
        phone: "+1 (772) 555-0199",
        appointmentDate: "2025-04-01",
        appointmentTime: "9:00 AM",
        consultationType: "phone" as const,
        serviceInterest: "cremation" as const,
        status: "scheduled" as const,
        createdAt: new Date(start + 100 * DAY),
      },
    ]);
  });
  afterAll(() => api.close());

  it("pages newest first, with the total and the page count", async () => {
    const first = await api.staff.admin.consultations.search({ limit: 20 });
    expect(first).toMatchObject({ total: 46, page: 1, pageCount: 3, limit: 20 });
    expect(first.items[0]).toMatchObject({ firstName: "Ana", source: "booking", appointmentTime: "9:00 AM" });
    const last = await api.staff.admin.consultations.search({ page: 3 });
    expect(last.items).toHaveLength(6);
    expect(last.items.at(-1)?.firstName).toBe("Client0");
  });

  it("finds by name, email or phone digits, and filters by status", async () => {
    expect((await api.staff.admin.consultations.search({ q: "ana lee" })).items.map((c) => c.email)).toEqual(["ana.lee@example.com"]);
    expect((await api.staff.admin.consultations.search({ q: "7725550199" })).items.map((c) => c.firstName)).toEqual(["Ana"]);
    expect((await api.staff.admin.consultations.search({ q: "client12@" })).items.map((c) => c.firstName)).toEqual(["Client12"]);
    expect((await api.staff.admin.consultations.search({ q: "smith" })).total).toBe(45);
    expect((await api.staff.admin.consultations.search({ status: "scheduled" })).total).toBe(1);
    expect((await api.staff.admin.consultations.search({ status: ["pending", "scheduled"] })).total).toBe(13);
    expect((await api.staff.admin.consultations.search({ status: "confirmed", q: "smith" })).total).toBe(11);
  });

  it("counts every stored status exactly", async () => {
    expect(await api.staff.admin.consultations.counts()).toEqual({ scheduled: 1, pending: 12, confirmed: 11, completed: 11, cancelled: 11 });
  });

  it("leaves the documented list whole", async () => {
    expect(await api.staff.admin.consultations.list()).toHaveLength(46);
  });
});

describe("admin.contactMessages.search and counts", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await api.deps.db.insert(contactMessages).values([
      ...Array.from({ length: 24 }, (_, i) => ({
        name: `Writer ${i}`,
        email: `writer${i}@example.com`,
        message: "Please call me.",
        status: i < 5 ? ("responded" as const) : ("new" as const),
        createdAt: new Date(start + i * DAY),
      })),
      { name: "Lorraine Baptiste", email: "lb@example.org", phone: "561.555.0123", message: "Arrangements", createdAt: new Date(start + 50 * DAY) },
    ]);
  });
  afterAll(() => api.close());

  it("pages newest first, finds by name, email or phone, and filters by status", async () => {
    const first = await api.staff.admin.contactMessages.search({});
    expect(first).toMatchObject({ total: 25, pageCount: 2 });
    expect(first.items[0]?.name).toBe("Lorraine Baptiste");
    expect((await api.staff.admin.contactMessages.search({ page: 2 })).items).toHaveLength(5);
    expect((await api.staff.admin.contactMessages.search({ q: "baptiste" })).items.map((m) => m.email)).toEqual(["lb@example.org"]);
    expect((await api.staff.admin.contactMessages.search({ q: "(561) 555-0123" })).total).toBe(1);
    expect((await api.staff.admin.contactMessages.search({ q: "@example.org" })).total).toBe(1);
    expect((await api.staff.admin.contactMessages.search({ status: "responded" })).total).toBe(5);
    expect((await api.staff.admin.contactMessages.search({ status: "read" })).items).toEqual([]);
  });

  it("counts every status exactly", async () => {
    expect(await api.staff.admin.contactMessages.counts()).toEqual({ new: 20, read: 0, responded: 5 });
  });

  it("leaves the documented list whole", async () => {
    expect(await api.staff.admin.contactMessages.list()).toHaveLength(25);
  });
});
