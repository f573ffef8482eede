import { obituaries } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toPublicError } from "../../src/errors";
import { createPublicTestApi, expectTrpcError, insertObituary, type PublicTestApi } from "./helpers";

describe("services belong to an obituary", () => {
  let api: PublicTestApi;
  // Noon in Lake Worth on 7 November 2026 (EST): the clock every answer here is read at.
  let now = new Date("2026-11-07T17:00:00Z");
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => now });
  });
  afterAll(() => api.close());

  const service = (obituaryId: number | null, change: Record<string, unknown> = {}) =>
    api.staff.admin.services.create({ title: "Funeral Mass", serviceDate: "2026-11-07", serviceTime: "1:00 PM", deceasedName: "typed", obituaryId, ...change } as never);

  it("takes the deceased's name from a linked live or pending obituary; refuses others, naming obituaryId", async () => {
    const live = await insertObituary(api, "live", "Rosa");
    const pending = await insertObituary(api, "pending", "Pedro");
    const declined = await insertObituary(api, "declined", "Nope");
    expect((await service(live)).deceasedName).toBe("Rosa Delgado");
    expect((await service(pending)).deceasedName).toBe("Pedro Delgado");
    const error = await expectTrpcError(service(declined), "BAD_REQUEST");
    expect(toPublicError(error).message).toBe("obituaryId: Choose a live or pending obituary");
    // Unlinked services keep working as before, and null unlinks.
    const plain = await service(null);
    expect(plain).toMatchObject({ obituaryId: null, deceasedName: "typed" });
    const linked = await service(live);
    expect((await api.staff.admin.services.update({ id: linked.id, obituaryId: null })).obituaryId).toBeNull();
    const bad = await expectTrpcError(service(live, { livestreamUrl: "javascript:alert(1)" }), "BAD_REQUEST");
    expect(toPublicError(bad).message).toMatch(/^livestreamUrl: /);
  });

  it("lists an obituary's public services in date order, past ones marked, private ones never", async () => {
    const id = await insertObituary(api, "live", "Ana");
    await service(id, { title: "Burial", serviceDate: "2026-11-08", serviceTime: "9:00 AM", serviceType: "burial" });
    await service(id, { title: "Visitation", serviceDate: "2026-11-06", serviceTime: "5:00 PM", serviceType: "viewing" });
    await service(id, { title: "Family rosary", serviceDate: "2026-11-07", serviceTime: "8:00 AM", isPublic: false });
    await service(id, { title: "Funeral Mass", serviceTime: "1:00 PM", location: "St. Luke's" });
    const block = await api.visitor.services.forObituary({ obituaryId: id });
    expect(block.map((s) => [s.title, s.isPast])).toEqual([
      ["Visitation", true],
      ["Funeral Mass", false],
      ["Burial", false],
    ]);
    // A pending obituary's services are not public through it, nor is the link on the landing page.
    const pending = await insertObituary(api, "pending", "Pending");
    await service(pending, { serviceDate: "2026-11-09" });
    await expect(api.visitor.services.forObituary({ obituaryId: pending })).resolves.toEqual([]);
    const upcoming = await api.visitor.services.upcoming();
    expect(upcoming.filter((s) => s.deceasedName === "Pending Delgado").map((s) => s.obituaryId)).toEqual([null]);
    expect(upcoming.filter((s) => s.deceasedName === "Ana Delgado").every((s) => s.obituaryId === id)).toBe(true);
  });

  it("marks the next service: the first not yet over, else the last of today in Lake Worth, never one from a day gone by", async () => {
    const id = await insertObituary(api, "live", "Next");
    await service(id, { title: "Visitation", serviceDate: "2026-11-06", serviceTime: "5:00 PM" });
    await service(id, { title: "Rosary", serviceDate: "2026-11-07", serviceTime: "9:00 AM" });
    await service(id, { title: "Funeral Mass", serviceDate: "2026-11-07", serviceTime: "1:00 PM" });
    await service(id, { title: "Burial", serviceDate: "2026-11-09", serviceTime: "10:00 AM" });
    const next = async () => (await api.visitor.services.forObituary({ obituaryId: id })).filter((s) => s.isNext).map((s) => s.title);
    // Noon on the 7th: the 9:00 AM rosary is over, the 1:00 PM Mass is next.
    expect(await next()).toEqual(["Funeral Mass"]);
    try {
      // 11:30 PM on the 9th in Lake Worth (04:30 UTC on the 10th): the burial is over but still today's.
      now = new Date("2026-11-10T04:30:00Z");
      expect(await next()).toEqual(["Burial"]);
      // Just after midnight in Lake Worth: nothing is upcoming any more.
      now = new Date("2026-11-10T05:01:00Z");
      expect(await next()).toEqual([]);
      // A service whose time is words ("after the Mass") is today's all day.
      const words = await insertObituary(api, "live", "Words");
      await service(words, { title: "Reception", serviceDate: "2026-11-10", serviceTime: "after the Mass" });
      now = new Date("2026-11-11T04:00:00Z"); // 11:00 PM on the 10th
      expect((await api.visitor.services.forObituary({ obituaryId: words })).map((s) => [s.title, s.isNext])).toEqual([["Reception", true]]);
    } finally {
      now = new Date("2026-11-07T17:00:00Z");
    }
  });

  it("shows the livestream link from an hour before the service to seven days after, and not otherwise", async () => {
    const id = await insertObituary(api, "live", "Stream");
    await service(id, { livestreamUrl: "https://stream.example.com/rosa" });
    const link = async () => (await api.visitor.services.forObituary({ obituaryId: id }))[0]?.livestreamUrl ?? null;
    now = new Date("2026-11-07T16:59:00Z"); // 11:59 AM: 61 minutes early
    expect(await link()).toBeNull();
    now = new Date("2026-11-07T17:00:00Z"); // noon: an hour before 1:00 PM
    expect(await link()).toBe("https://stream.example.com/rosa");
    now = new Date("2026-11-14T18:00:00Z"); // seven days after
    expect(await link()).toBe("https://stream.example.com/rosa");
    now = new Date("2026-11-14T18:01:00Z");
    expect(await link()).toBeNull();
    now = new Date("2026-11-07T17:00:00Z");
  });

  it("a deleted obituary leaves its services standing, unlinked", async () => {
    const id = await insertObituary(api, "live", "Gone");
    const s = await service(id);
    await api.deps.db.delete(obituaries).where(eq(obituaries.id, id));
    const after = (await api.staff.admin.services.list()).find((x) => x.id === s.id);
    expect(after).toMatchObject({ obituaryId: null, deceasedName: "Gone Delgado" });
  });

  it("a corrected name on the obituary reaches its linked services at once", async () => {
    const id = await insertObituary(api, "live", "Jon");
    const s = await service(id);
    const [row] = await api.deps.db.select().from(obituaries).where(eq(obituaries.id, id));
    await api.staff.admin.obituaries.update({
      id,
      firstName: "John",
      lastName: row!.lastName,
      dateOfBirth: row!.dateOfBirth,
      dateOfDeath: row!.dateOfDeath,
      biography: row!.biography,
      submitterName: row!.submitterName,
      submitterEmail: row!.submitterEmail,
    } as never);
    const after = (await api.staff.admin.services.list()).find((x) => x.id === s.id);
    expect(after?.deceasedName).toBe("John Delgado");
    const unrelated = await service(null);
    expect((await api.staff.admin.services.list()).find((x) => x.id === unrelated.id)?.deceasedName).toBe("typed");
  });
});
