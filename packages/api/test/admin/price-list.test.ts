import { priceListVersions } from "@fh/db";
import { demoPriceList, seedDemoPriceList } from "@fh/db/seed";
import { DIRECT_CREMATION_FROM, formatCents, unpricedContainers, type PriceListSaveInput } from "@fh/validators";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toPublicError } from "../../src/errors";
import { appRouter } from "../../src/root";
import { createTestApi, type TestApi } from "../../src/testing";
import { rejectsWith } from "./helpers";

// 2026-03-10 15:00 UTC is 11:00 in Lake Worth; 03:30 UTC on the 11th is still the 10th there (EDT, UTC-4).
let clock = new Date("2026-03-10T15:00:00Z");
const at = (iso: string) => {
  clock = new Date(iso);
};

function list(effectiveDate: string, basicCents = 195_000): PriceListSaveInput {
  return {
    effectiveDate,
    alternativeContainers: demoPriceList.alternativeContainers,
    items: demoPriceList.items.map((item) => (item.kind === "basicServices" ? { ...item, priceCents: basicCents } : { ...item })),
  };
}

describe("admin.priceList and priceList.current", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ now: () => clock });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(priceListVersions);
    at("2026-03-10T15:00:00Z");
  });

  it("answers null before any version is saved", async () => {
    expect(await api.visitor.priceList.current()).toBeNull();
    expect(await api.staff.admin.priceList.versions()).toMatchObject({ today: "2026-03-10", inEffectId: null, versions: [] });
  });

  it("keeps every version: a save makes a new one and leaves the old one exactly as it was", async () => {
    const first = await api.staff.admin.priceList.save(list("2026-03-10", 195_000));
    expect(first).toMatchObject({ effectiveDate: "2026-03-10", isDemo: false, savedBy: "test-staff" });
    const second = await api.staff.admin.priceList.save(list("2026-03-20", 210_000));
    expect(second.id).not.toBe(first.id);

    const { versions } = await api.staff.admin.priceList.versions();
    expect(versions.map((v) => v.id)).toEqual([second.id, first.id]);
    const kept = versions.find((v) => v.id === first.id)!;
    expect(kept).toEqual(first);
    expect(kept.items.find((i) => i.kind === "basicServices")?.priceCents).toBe(195_000);
  });

  it("offers no way to change or remove a saved version", () => {
    const paths = Object.keys(appRouter._def.procedures).filter((p) => /(^|\.)priceList\./.test(p));
    expect(paths.sort()).toEqual(["admin.priceList.save", "admin.priceList.versions", "priceList.current"]);
  });

  it("shows the version in effect today in Lake Worth: the latest date not after today, the last saved on ties", async () => {
    const march10 = await api.staff.admin.priceList.save(list("2026-03-10", 195_000));
    const march11 = await api.staff.admin.priceList.save(list("2026-03-11", 200_000));
    expect((await api.visitor.priceList.current())?.id).toBe(march10.id);

    // 23:30 on the 10th in Lake Worth is already the 11th in UTC: still the 10th's list.
    at("2026-03-11T03:30:00Z");
    expect((await api.visitor.priceList.current())?.id).toBe(march10.id);
    at("2026-03-11T04:30:00Z");
    expect((await api.visitor.priceList.current())?.id).toBe(march11.id);

    // A correction saved for the same day wins over the first save of that day.
    const correction = await api.staff.admin.priceList.save(list("2026-03-11", 199_500));
    const current = await api.visitor.priceList.current();
    expect(current?.id).toBe(correction.id);
    expect(current?.items.find((i) => i.kind === "basicServices")?.priceCents).toBe(199_500);
    expect(current).not.toHaveProperty("savedBy");
    expect((await api.staff.admin.priceList.versions()).inEffectId).toBe(correction.id);
  });

  it("refuses an effective date before today in Lake Worth, naming the field", async () => {
    at("2026-03-11T03:30:00Z"); // the 10th in Lake Worth
    await api.staff.admin.priceList.save(list("2026-03-10"));
    const err = await rejectsWith(api.staff.admin.priceList.save(list("2026-03-09")), "BAD_REQUEST");
    expect(toPublicError(err)).toMatchObject({ status: 400, fields: { effectiveDate: "Effective date must be today or later" } });
  });

  it("validates, naming the field, with a 400", async () => {
    const ok = list("2026-03-12");
    const withItem = (index: number, change: Record<string, unknown>) => ({
      ...ok,
      items: ok.items.map((item, i) => (i === index ? { ...item, ...change } : item)),
    });
    const casket = ok.items.findIndex((i) => i.kind === "caskets");
    const embalming = ok.items.findIndex((i) => i.kind === "embalming");
    const hearse = ok.items.findIndex((i) => i.kind === "hearse");
    const forwarding = ok.items.findIndex((i) => i.kind === "forwarding");
    const cases: Array<[unknown, string]> = [
      [{ ...ok, effectiveDate: "2026-02-30" }, "effectiveDate"],
      [{ ...ok, alternativeContainers: " " }, "alternativeContainers"],
      [withItem(0, { priceCents: 12.5 }), "items.0.priceCents"],
      [withItem(0, { priceCents: -100 }), "items.0.priceCents"],
      [withItem(0, { priceCents: "1295" }), "items.0.priceCents"],
      [withItem(0, { name: "" }), "items.0.name"],
      [withItem(0, { kind: "fireworks" }), "items.0.kind"],
      [withItem(casket, { priceToCents: null }), `items.${casket}.priceToCents`],
      [withItem(casket, { priceToCents: 100 }), `items.${casket}.priceToCents`],
      [withItem(hearse, { priceToCents: 50_000 }), `items.${hearse}.priceToCents`],
      [withItem(forwarding, { description: "" }), `items.${forwarding}.description`],
      [{ ...ok, items: ok.items.filter((i) => i.kind !== "embalming") }, "items"],
      [{ ...ok, items: [...ok.items, { ...ok.items[hearse]! }] }, `items.${ok.items.length}.kind`],
      [{ ...ok, items: ok.items.filter((i) => !/fiberboard/i.test(i.name)) }, "alternativeContainers"],
      [withItem(embalming, { descriptionEs: "Embalsamamiento del cuerpo." }), `items.${embalming}.descriptionEs`],
      [withItem(hearse, { descriptionHt: "x".repeat(1001) }), `items.${hearse}.descriptionHt`],
      [{ ...ok, colour: "red" }, "colour"],
    ];
    for (const [input, field] of cases) {
      const err = await rejectsWith(api.staff.admin.priceList.save(input as never), "BAD_REQUEST");
      const answer = toPublicError(err);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.fields ?? {}), JSON.stringify(answer)).toContain(field);
      expect(answer.message.startsWith(`${field}:`), answer.message).toBe(true);
    }
    const missing = await rejectsWith(api.staff.admin.priceList.save({ ...ok, items: ok.items.filter((i) => i.kind !== "embalming") }), "BAD_REQUEST");
    expect(missing.message).toContain("embalming (16 CFR 453.2(b)(4)(ii)(F))");
    expect(await api.staff.admin.priceList.versions()).toMatchObject({ versions: [] });
  });

  it("refuses a list whose direct-cremation statement names a container no line prices, naming the field and the container", async () => {
    const ok = list("2026-03-12");
    // The demo list as it was: both containers named, only the cardboard one priced.
    const unpriced = { ...ok, items: ok.items.filter((i) => !/fiberboard/i.test(i.name)) };
    const err = await rejectsWith(api.staff.admin.priceList.save(unpriced), "BAD_REQUEST");
    const answer = toPublicError(err);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.fields ?? {})).toEqual(["alternativeContainers"]);
    expect(answer.fields?.alternativeContainers).toBe(
      '"fiberboard container with a wood base" has no price: add a direct cremation line whose name or description says "fiberboard", "wood", "base", or take it out of this list',
    );
    expect(answer.message.startsWith("alternativeContainers: ")).toBe(true);

    // Taking the container out of the statement, or pricing it, both save.
    await expect(api.staff.admin.priceList.save({ ...unpriced, alternativeContainers: "a corrugated cardboard container" })).resolves.toMatchObject({ isDemo: false });
    const pine = {
      kind: "directCremation" as const,
      name: "Direct cremation with a pine box",
      description: "The same services, with an unfinished pine box.",
      priceCents: 189_500,
      priceToCents: null,
    };
    const withPine = { ...ok, alternativeContainers: "a corrugated cardboard container, a fiberboard container with a wood base, or an unfinished pine box." };
    const missing = toPublicError(await rejectsWith(api.staff.admin.priceList.save(withPine), "BAD_REQUEST"));
    expect(missing.fields?.alternativeContainers).toMatch(/^"unfinished pine box" has no price: .*"unfinished", "pine"/);
    await expect(api.staff.admin.priceList.save({ ...withPine, items: [...ok.items, pine] })).resolves.toMatchObject({ isDemo: false });
  });

  it("reads the containers as staff write them: case, plurals and list words aside", () => {
    const lines = (...descriptions: string[]) => descriptions.map((description) => ({ kind: "directCremation" as const, name: "Direct cremation", description }));
    expect(unpricedContainers("Fiberboard containers with wood bases and a cardboard box", lines("with a fiberboard container on a wood base", "in a CARDBOARD box"))).toEqual([]);
    expect(unpricedContainers("a cardboard container & a canvas pouch", lines("in a cardboard container"))).toEqual([{ container: "canvas pouch", words: ["canva", "pouch"] }]);
    // A line of another kind does not price a container; a generic "container" names none.
    expect(unpricedContainers("a pine box", [{ kind: "caskets", name: "Pine casket", description: "A pine box." }])).toHaveLength(1);
    expect(unpricedContainers("an alternative container", [])).toEqual([]);
  });

  it("keeps each line's description in Spanish and Haitian Creole when staff give them, and nothing when they do not", async () => {
    const input = list("2026-03-10");
    const transfer = input.items.findIndex((i) => i.kind === "transfer");
    const hearse = input.items.findIndex((i) => i.kind === "hearse");
    input.items[transfer] = { ...input.items[transfer]!, descriptionEs: "Dentro de 30 millas.", descriptionHt: "Nan yon distans 30 mil." };
    input.items[hearse] = { ...input.items[hearse]!, descriptionEs: "  ", descriptionHt: undefined };
    const saved = await api.staff.admin.priceList.save(input);
    expect(saved.items[transfer]).toMatchObject({ descriptionEs: "Dentro de 30 millas.", descriptionHt: "Nan yon distans 30 mil." });
    expect(saved.items[hearse]).toMatchObject({ descriptionEs: null, descriptionHt: null });
    const current = await api.visitor.priceList.current();
    expect(current?.items[transfer]).toMatchObject({ description: input.items[transfer]!.description, descriptionEs: "Dentro de 30 millas.", descriptionHt: "Nan yon distans 30 mil." });
    expect(current?.items[hearse]?.descriptionEs).toBeNull();
  });

  it("accepts a list saved without any translation, as every list before them was", async () => {
    const input = list("2026-03-10");
    const bare = { ...input, items: input.items.map(({ descriptionEs: _es, descriptionHt: _ht, ...item }) => item) };
    await expect(api.staff.admin.priceList.save(bare)).resolves.toMatchObject({ isDemo: false });
  });

  it("refuses both staff procedures signed out", async () => {
    await rejectsWith(api.visitor.admin.priceList.versions(), "UNAUTHORIZED");
    await rejectsWith(api.visitor.admin.priceList.save(list("2026-03-10")), "UNAUTHORIZED");
  });

  it("seeds a demo list, marked as the demo's, whose lowest direct cremation is the advertised price", async () => {
    expect(await seedDemoPriceList(api.deps.db, clock)).toBe(true);
    expect(await seedDemoPriceList(api.deps.db, clock)).toBe(false);
    const current = await api.visitor.priceList.current();
    expect(current).toMatchObject({ isDemo: true, effectiveDate: "2026-03-10" });
    const cremations = current!.items.filter((i) => i.kind === "directCremation").map((i) => i.priceCents);
    expect(formatCents(Math.min(...cremations))).toBe(DIRECT_CREMATION_FROM);
    // The demo list passes the same checks as a staff save: every container it names has its price.
    expect(unpricedContainers(demoPriceList.alternativeContainers, demoPriceList.items)).toEqual([]);
    await expect(api.staff.admin.priceList.save(list("2026-03-10"))).resolves.toMatchObject({ isDemo: false });
  });

  it("follows an older demo list with the current one while staff have saved none, and leaves staff's lists alone", async () => {
    // A demo database seeded before the fiberboard container had its line.
    const older = { ...demoPriceList, items: demoPriceList.items.filter((i) => !/fiberboard/i.test(i.name)) };
    const [old] = await api.deps.db.insert(priceListVersions).values({ ...older, effectiveDate: "2026-01-05", isDemo: true }).returning();
    expect(await seedDemoPriceList(api.deps.db, clock)).toBe(true);
    const current = await api.visitor.priceList.current();
    expect(current).toMatchObject({ isDemo: true, effectiveDate: "2026-03-10" });
    expect(current!.items.some((i) => /fiberboard/i.test(i.name))).toBe(true);
    // The older version is kept as it was; a second start adds nothing.
    expect((await api.staff.admin.priceList.versions()).versions.find((v) => v.id === old!.id)).toEqual(old);
    expect(await seedDemoPriceList(api.deps.db, clock)).toBe(false);

    await api.staff.admin.priceList.save(list("2026-03-10"));
    await api.deps.db.insert(priceListVersions).values({ ...older, effectiveDate: "2026-01-05", isDemo: true });
    expect(await seedDemoPriceList(api.deps.db, clock)).toBe(false);
  });
});
