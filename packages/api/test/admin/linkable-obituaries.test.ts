import { obituaries } from "@fh/db";
import { LINKABLE_OBITUARY_LIMIT, LINKABLE_OBITUARY_LIMIT_MAX } from "@fh/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../src/testing";
import { rejectsWith } from "./helpers";

const obituary = (firstName: string, lastName: string, extra: Partial<typeof obituaries.$inferInsert> = {}): typeof obituaries.$inferInsert => ({
  firstName,
  lastName,
  dateOfBirth: "1940-01-01",
  dateOfDeath: "2026-10-01",
  biography: "A long life, told at length.",
  submitterName: "Family",
  submitterEmail: "family@example.com",
  status: "live",
  ...extra,
});

describe("admin.obituaries.linkable: the service dialog's obituary picker", () => {
  let api: TestApi;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    api = await createTestApi();
    const rows = await api.deps.db
      .insert(obituaries)
      .values([
        obituary("Rose", "Alvarez", { status: "pending", dateOfDeath: "2026-11-02" }),
        obituary("Rosemary", "Quintana", { status: "live", dateOfDeath: "2026-11-01" }),
        obituary("Ambrose", "Pierre", { status: "declined" }),
        obituary("Rosalind", "Hart", { status: "unlisted" }),
        // The family's name is not the deceased's: searching it must not find this one.
        obituary("Walter", "Brooks", { submitterName: "Rosa Brooks", submitterEmail: "rosa@example.com" }),
        // Many more than one answer holds, as a home with years of obituaries has.
        ...Array.from({ length: 60 }, (_, i) => obituary(`Many${i}`, "Manyfold", { dateOfDeath: `2025-01-${String((i % 28) + 1).padStart(2, "0")}` })),
      ])
      .returning({ id: obituaries.id, firstName: obituaries.firstName });
    for (const row of rows) ids[row.firstName] = row.id;
  });
  afterAll(() => api.close());

  const names = (items: Array<{ firstName: string; lastName: string }>) => items.map((o) => `${o.firstName} ${o.lastName}`);

  it("finds by any part of the deceased's first or last name, every word, in any case, and marks each live or pending", async () => {
    const ros = await api.staff.admin.obituaries.linkable({ q: "ROS" });
    expect(names(ros.items)).toEqual(["Rose Alvarez", "Rosemary Quintana"]);
    expect(ros.items.map((o) => o.state)).toEqual(["pending", "live"]);
    expect(ros.more).toBe(false);
    expect(names((await api.staff.admin.obituaries.linkable({ q: "alvarez rose" })).items)).toEqual(["Rose Alvarez"]);
    expect(names((await api.staff.admin.obituaries.linkable({ q: "quint" })).items)).toEqual(["Rosemary Quintana"]);
    // Only what the picker shows: no biography, no family contact.
    expect(Object.keys(ros.items[0]!).sort()).toEqual(["dateOfBirth", "dateOfDeath", "firstName", "id", "lastName", "state"]);
  });

  it("leaves out declined and unlisted obituaries, and never matches the family's name or email", async () => {
    expect((await api.staff.admin.obituaries.linkable({ q: "ambrose" })).items).toEqual([]);
    expect((await api.staff.admin.obituaries.linkable({ q: "rosalind" })).items).toEqual([]);
    expect((await api.staff.admin.obituaries.linkable({ q: "rosa" })).items).toEqual([]);
    const all = await api.staff.admin.obituaries.linkable({ q: "", limit: LINKABLE_OBITUARY_LIMIT_MAX });
    expect(all.items.every((o) => o.state === "live" || o.state === "pending")).toBe(true);
  });

  it("answers at most the limit, most recent death first, and says when more match", async () => {
    const first = await api.staff.admin.obituaries.linkable({});
    expect(first.items).toHaveLength(LINKABLE_OBITUARY_LIMIT);
    expect(first.more).toBe(true);
    expect(names(first.items).slice(0, 2)).toEqual(["Rose Alvarez", "Rosemary Quintana"]);
    const deaths = first.items.map((o) => o.dateOfDeath);
    expect([...deaths].sort().reverse()).toEqual(deaths);
    const five = await api.staff.admin.obituaries.linkable({ q: "manyfold", limit: 5 });
    expect(five.items).toHaveLength(5);
    expect(five.more).toBe(true);
    const every = await api.staff.admin.obituaries.linkable({ q: "manyfold", limit: LINKABLE_OBITUARY_LIMIT_MAX });
    expect(every.items).toHaveLength(LINKABLE_OBITUARY_LIMIT_MAX);
    await rejectsWith(api.staff.admin.obituaries.linkable({ limit: LINKABLE_OBITUARY_LIMIT_MAX + 1 }), "BAD_REQUEST");
    await rejectsWith(api.staff.admin.obituaries.linkable({ limit: 0 }), "BAD_REQUEST");
    await rejectsWith(api.staff.admin.obituaries.linkable({ q: "x".repeat(101) }), "BAD_REQUEST");
  });

  it("answers the current link apart, even when the search does not find it or it is no longer linkable", async () => {
    const found = await api.staff.admin.obituaries.linkable({ q: "manyfold", selected: ids.Rose });
    expect(names(found.items)).not.toContain("Rose Alvarez");
    expect(found.selected).toMatchObject({ id: ids.Rose, firstName: "Rose", lastName: "Alvarez", state: "pending" });
    const unlisted = await api.staff.admin.obituaries.linkable({ selected: ids.Rosalind });
    expect(unlisted.selected).toMatchObject({ id: ids.Rosalind, state: "unlisted" });
    expect((await api.staff.admin.obituaries.linkable({ selected: 999_999 })).selected).toBeNull();
    expect((await api.staff.admin.obituaries.linkable({})).selected).toBeNull();
  });

  it("refuses a visitor without a staff session", async () => {
    await rejectsWith(api.visitor.admin.obituaries.linkable({ q: "rose" }), "UNAUTHORIZED");
  });
});
