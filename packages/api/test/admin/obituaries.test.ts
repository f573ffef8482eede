import { guestBookEntries, obituaries } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../src/testing";
import { rejectsWith } from "./helpers";

const base = {
  firstName: "Rose",
  lastName: "Alvarez",
  dateOfBirth: "1941-03-02",
  dateOfDeath: "2025-01-10",
  biography: "A devoted teacher.\nShe loved the ocean.",
  submitterName: "Lena Alvarez",
  submitterEmail: "lena@example.com",
  submitterPhone: "561-555-0142",
};

describe("admin.obituaries", () => {
  let api: TestApi;
  let id: number;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(obituaries);
    const [row] = await api.deps.db.insert(obituaries).values(base).returning({ id: obituaries.id });
    id = row?.id ?? 0;
  });

  it("lists every state with derived flags and the submitter's contact", async () => {
    await api.deps.db.insert(obituaries).values([
      { ...base, firstName: "Live", status: "live" },
      { ...base, firstName: "Declined", status: "declined" },
      { ...base, firstName: "Unlisted", status: "unlisted" },
    ]);
    const list = await api.staff.admin.obituaries.list();
    const byName = Object.fromEntries(list.map((o) => [o.firstName, o]));
    expect(byName.Rose).toMatchObject({ state: "pending", isApproved: false, isListed: true, submitterEmail: "lena@example.com", submitterPhone: "561-555-0142" });
    expect(byName.Live).toMatchObject({ state: "live", isApproved: true, isListed: true });
    expect(byName.Declined).toMatchObject({ state: "declined", isApproved: false, isListed: false });
    expect(byName.Unlisted).toMatchObject({ state: "unlisted", isApproved: true, isListed: false });
  });

  it("approve makes it public at once; unlist hides it; approve again brings it back", async () => {
    expect(await api.visitor.obituaries.list()).toHaveLength(0);
    expect((await api.staff.admin.obituaries.approve({ id })).state).toBe("live");
    expect((await api.visitor.obituaries.list()).map((o) => o.id)).toEqual([id]);
    expect((await api.staff.admin.obituaries.unlist({ id })).state).toBe("unlisted");
    expect(await api.visitor.obituaries.list()).toHaveLength(0);
    expect((await api.staff.admin.obituaries.list()).map((o) => o.id)).toContain(id);
    expect((await api.staff.admin.obituaries.approve({ id })).state).toBe("live");
  });

  it("decline keeps the record, marked declined, off the public list", async () => {
    const declined = await api.staff.admin.obituaries.decline({ id });
    expect(declined).toMatchObject({ state: "declined", isApproved: false });
    const [row] = await api.deps.db.select().from(obituaries).where(eq(obituaries.id, id));
    expect(row?.status).toBe("declined");
    expect(await api.visitor.obituaries.list()).toHaveLength(0);
  });

  it("only a live obituary can be unlisted", async () => {
    const e = await rejectsWith(api.staff.admin.obituaries.unlist({ id }), "CONFLICT");
    expect(e.message).toBe("Only a live obituary can be unlisted");
  });

  it("delete removes it with its guest-book entries", async () => {
    await api.deps.db.insert(guestBookEntries).values({ obituaryId: id, authorName: "Sam", message: "So sorry" });
    await api.staff.admin.obituaries.delete({ id });
    expect(await api.deps.db.select().from(obituaries).where(eq(obituaries.id, id))).toHaveLength(0);
    expect(await api.deps.db.select().from(guestBookEntries).where(eq(guestBookEntries.obituaryId, id))).toHaveLength(0);
    await rejectsWith(api.staff.admin.obituaries.delete({ id }), "NOT_FOUND");
  });

  it("update saves the fields, keeps the state and moves updatedAt", async () => {
    await api.staff.admin.obituaries.approve({ id });
    const before = (await api.staff.admin.obituaries.list())[0];
    const updated = await api.staff.admin.obituaries.update({
      id,
      ...base,
      firstName: "  Rosa ",
      biography: "Edited story.",
      submitterPhone: "",
      dateOfDeath: "2025-01-11T00:00:00.000Z",
    });
    expect(updated).toMatchObject({ firstName: "Rosa", biography: "Edited story.", submitterPhone: null, dateOfDeath: "2025-01-11", state: "live" });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? 0);
  });

  it("update validates every field, naming it, and writes nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: " " }, "firstName"],
      [{ lastName: "" }, "lastName"],
      [{ dateOfBirth: "1941-02-30" }, "dateOfBirth"],
      [{ dateOfDeath: "yesterday" }, "dateOfDeath"],
      [{ dateOfDeath: "1900-01-01" }, "dateOfDeath"],
      [{ biography: "" }, "biography"],
      [{ submitterName: "" }, "submitterName"],
      [{ submitterEmail: "not-an-email" }, "submitterEmail"],
      [{ firstName: "x".repeat(101) }, "firstName"],
      [{ dateOfBirth: "0000-01-01" }, "dateOfBirth"],
      [{ biography: "Story\u0000" }, "biography"],
      [{ submitterPhone: "\u0000" }, "submitterPhone"],
    ];
    for (const [change, field] of cases) {
      const e = await rejectsWith(api.staff.admin.obituaries.update({ id, ...base, ...change } as never), "BAD_REQUEST");
      expect(e.message, JSON.stringify(change)).toContain(field);
    }
    const [row] = await api.deps.db.select().from(obituaries).where(eq(obituaries.id, id));
    expect(row?.firstName).toBe("Rose");
  });

  it("answers 404 for an unknown id and 400 for a bad one", async () => {
    await rejectsWith(api.staff.admin.obituaries.approve({ id: 999_999 }), "NOT_FOUND");
    await rejectsWith(api.staff.admin.obituaries.update({ id: 999_999, ...base }), "NOT_FOUND");
    await rejectsWith(api.staff.admin.obituaries.approve({ id: -1 }), "BAD_REQUEST");
    await rejectsWith(api.staff.admin.obituaries.approve({ id: 1.5 }), "BAD_REQUEST");
  });
});
