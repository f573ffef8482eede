import { auditEvents, outboxMessages, prePlanningRequests, priceListVersions } from "@fh/db";
import { demoPriceList } from "@fh/db/seed";
import { ARRANGEMENT_KINDS, defaultItems, PRE_PLANNING_ARRANGEMENTS, type ChosenItem } from "@fh/validators";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { purgeExpiredPersonalData } from "../../src/privacy/retention";
import { notificationSettings } from "../notifications/helpers";
import { toPublicError } from "../../src/errors";
import { createPublicTestApi, expectTrpcError as expectCode, type PublicTestApi } from "../public/helpers";

/** The error's code, and its public message (what the REST answer says) matching `message`. */
async function expectTrpcError(promise: Promise<unknown>, code: Parameters<typeof expectCode>[1], message?: RegExp) {
  const error = await expectCode(promise, code);
  if (message) expect(toPublicError(error).message).toMatch(message);
}

const NOW = new Date("2026-03-10T15:00:00Z");
let clock = NOW;

const contact = {
  firstName: "Rosa",
  lastName: "Pierre",
  email: "rosa@example.com",
  phone: "561-555-0142",
  preferredContactMethod: "phone",
  preferredCallTime: "Weekday mornings",
  budgetRange: "5000-10000",
  additionalNotes: "",
  forWhom: "self",
} as const;

/** The demo list's line of a kind, by its position (the lineId a client sends). */
const line = (kind: string, nth = 0) => demoPriceList.items.map((item, i) => ({ item, i })).filter((e) => e.item.kind === kind)[nth]!;
const price = (kind: string, nth = 0) => line(kind, nth).item.priceCents;

describe("POST /api/pre-planning (prePlanning.submit)", () => {
  let api: PublicTestApi;
  let pdfs: Array<{ locale: string; lines: number }>;
  beforeAll(async () => {
    pdfs = [];
    api = await createPublicTestApi({
      now: () => clock,
      notifications: notificationSettings,
      estimatePdf: async (estimate) => {
        pdfs.push({ locale: estimate.locale, lines: estimate.lines.length });
        return new TextEncoder().encode(`%PDF estimate ${estimate.id}`);
      },
    });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    clock = NOW;
    await api.deps.db.delete(prePlanningRequests);
    await api.deps.db.delete(priceListVersions);
    await api.deps.db.insert(priceListVersions).values({ ...demoPriceList, effectiveDate: "2026-03-01", isDemo: true });
  });

  const submit = (arrangement: (typeof PRE_PLANNING_ARRANGEMENTS)[number], items: ChosenItem[], extra: Record<string, unknown> = {}) =>
    api.visitor.prePlanning.submit({ ...contact, arrangement, items, ...extra } as never);

  it("prices every arrangement's starting items from the list in effect, ranges at their low end", async () => {
    for (const arrangement of PRE_PLANNING_ARRANGEMENTS) {
      const items = defaultItems(arrangement, demoPriceList);
      const expected = ARRANGEMENT_KINDS[arrangement].reduce((sum, kind) => sum + price(kind), 0);
      const answer = await submit(arrangement, items);
      expect(answer, arrangement).toEqual({ id: expect.any(Number), total: expected });
    }
    // Traditional burial, by hand: basic services, transfer, embalming, other preparation, viewing, ceremony, hearse, and both ranges' low ends.
    const traditional = 195_000 + price("transfer") + 69_500 + price("otherPreparation") + price("viewing") + price("funeralCeremony") + price("hearse") + 99_500 + 89_500;
    expect((await submit("traditional-burial", defaultItems("traditional-burial", demoPriceList))).total).toBe(traditional);
    expect((await submit("direct-cremation", defaultItems("direct-cremation", demoPriceList))).total).toBe(129_500);
  });

  it("counts a casket's low, middle or high price, and 'decide later' as the low end", async () => {
    const casket = (choice: "low" | "mid" | "high" | "later") => [{ kind: "basicServices" as const }, { kind: "caskets" as const, choice }];
    expect((await submit("traditional-burial", casket("low"))).total).toBe(195_000 + 99_500);
    expect((await submit("traditional-burial", casket("mid"))).total).toBe(195_000 + 497_300);
    expect((await submit("traditional-burial", casket("high"))).total).toBe(195_000 + 895_000);
    const later = await submit("traditional-burial", casket("later"));
    expect(later.total).toBe(195_000 + 99_500);
    const [row] = await api.deps.db.select().from(prePlanningRequests).where(eq(prePlanningRequests.id, later.id));
    expect(row?.lines.find((l) => l.kind === "caskets")).toMatchObject({ choice: "later", priceCents: 99_500, rangeFromCents: 99_500, rangeToCents: 895_000 });
  });

  it("lets a family decline what they may, but never the basic services fee unless a chosen item includes it", async () => {
    // Declining embalming, viewing and the hearse from a traditional burial.
    const fewer = await submit("traditional-burial", [{ kind: "basicServices" }, { kind: "transfer" }, { kind: "funeralCeremony" }]);
    expect(fewer.total).toBe(195_000 + price("transfer") + price("funeralCeremony"));
    await expectTrpcError(submit("traditional-burial", [{ kind: "transfer" }, { kind: "funeralCeremony" }]), "BAD_REQUEST", /^items: /);
    // Direct cremation, immediate burial, forwarding and receiving include it.
    for (const kind of ["directCremation", "immediateBurial", "forwarding", "receiving"] as const) {
      const lineId = line(kind).i;
      expect((await submit("undecided", [{ kind, lineId }])).total, kind).toBe(price(kind));
    }
    // A memorial after a direct cremation: the fee is already in the cremation's price.
    const memorial = await submit("memorial-after-cremation", [{ kind: "directCremation", lineId: line("directCremation", 1).i }, { kind: "memorialService" }]);
    expect(memorial.total).toBe(139_500 + price("memorialService"));
  });

  it("refuses an unknown kind, a line not on the list in effect, a line twice and an unnamed line of several, naming the field", async () => {
    await expectTrpcError(submit("undecided", [{ kind: "basicServices" }, { kind: "fireworks" as never }]), "BAD_REQUEST", /^items\.1\.kind: /);
    await expectTrpcError(submit("undecided", [{ kind: "basicServices", lineId: 5 }]), "BAD_REQUEST", /^items\.0\.lineId: /);
    await expectTrpcError(submit("undecided", [{ kind: "basicServices" }, { kind: "other", lineId: 99 }]), "BAD_REQUEST", /^items\.1\.lineId: /);
    await expectTrpcError(submit("undecided", [{ kind: "basicServices" }, { kind: "basicServices" }]), "BAD_REQUEST", /^items\.1\.lineId: /);
    await expectTrpcError(submit("direct-cremation", [{ kind: "directCremation" }]), "BAD_REQUEST", /^items\.0\.lineId: /);
    await expectTrpcError(submit("bonfire" as never, [{ kind: "basicServices" }]), "BAD_REQUEST", /^arrangement: /);
    await expectTrpcError(submit("undecided", [{ kind: "basicServices" }], { preferredContactMethod: "pigeon" }), "BAD_REQUEST", /^preferredContactMethod: /);
    await expectTrpcError(submit("undecided", [{ kind: "basicServices" }], { budgetRange: "a-lot" }), "BAD_REQUEST", /^budgetRange: /);
    expect(await api.deps.db.$count(prePlanningRequests)).toBe(0);
  });

  it("ignores every price the client sends", async () => {
    const tampered = [{ kind: "basicServices", priceCents: 1, price: 1 }, { kind: "caskets", choice: "high", priceCents: 100, priceToCents: 100 }];
    const answer = await submit("traditional-burial", tampered as never, { total: 5, totalCents: 5 });
    expect(answer.total).toBe(195_000 + 895_000);
    const [row] = await api.deps.db.select().from(prePlanningRequests);
    expect(row?.totalCents).toBe(195_000 + 895_000);
    expect(row?.lines.map((l) => l.priceCents)).toEqual([195_000, 895_000]);
  });

  it("keeps the version it was priced from when the price list changes later", async () => {
    const first = await submit("traditional-burial", [{ kind: "basicServices" }]);
    const [march1] = await api.deps.db.select().from(priceListVersions);
    clock = new Date("2026-04-02T15:00:00Z");
    const raised = { ...demoPriceList, items: demoPriceList.items.map((i) => (i.kind === "basicServices" ? { ...i, priceCents: 250_000 } : i)) };
    await api.deps.db.insert(priceListVersions).values({ ...raised, effectiveDate: "2026-04-01", isDemo: false });
    const second = await submit("traditional-burial", [{ kind: "basicServices" }]);
    expect(second.total).toBe(250_000);
    const [kept] = await api.deps.db.select().from(prePlanningRequests).where(eq(prePlanningRequests.id, first.id));
    expect(kept).toMatchObject({ totalCents: 195_000, priceListVersionId: march1!.id, priceListEffectiveDate: "2026-03-01" });
    expect(kept?.lines[0]?.priceCents).toBe(195_000);
  });

  it("answers 409 while no price list is in effect", async () => {
    await api.deps.db.delete(priceListVersions);
    await expectTrpcError(submit("undecided", [{ kind: "basicServices" }]), "CONFLICT");
  });

  it("marks an urgent request in staff's email, and sends the family theirs in their language with the PDF attached", async () => {
    await api.deps.db.delete(outboxMessages);
    pdfs.length = 0;
    const spanish = api.visitorWith({ locale: "es" });
    await spanish.prePlanning.submit({ ...contact, arrangement: "direct-cremation", items: [{ kind: "directCremation", lineId: line("directCremation").i }], isUrgent: true, deathOccurred: true });
    const mail = await api.deps.db.select().from(outboxMessages).orderBy(outboxMessages.id);
    const staff = mail.find((m) => m.kind === "staff.pre_planning_request");
    expect(staff?.subject).toMatch(/^URGENT pre-planning request: Rosa Pierre/);
    expect(staff?.text).toContain("Written in Spanish");
    expect(staff?.text).toContain("$1,295");
    const family = mail.find((m) => m.kind === "family.pre_planning_estimate");
    expect(family?.recipient).toBe("rosa@example.com");
    expect(family?.subject).toMatch(/^Su presupuesto/);
    expect(family?.text).toMatch(/\/es\/plan-ahead\/estimate\/[A-Za-z0-9_-]{43}/);
    expect(family?.attachments).toEqual([expect.objectContaining({ contentType: "application/pdf", encoding: "base64" })]);
    expect(pdfs).toEqual([{ locale: "es", lines: 1 }]);
    const [row] = await api.deps.db.select().from(prePlanningRequests);
    expect(row).toMatchObject({ isUrgent: true, deathOccurred: true, locale: "es", status: "pending" });
    // The link's token opens it; the stored hash, an id or a made-up token do not.
    const token = /estimate\/([A-Za-z0-9_-]{43})/.exec(family!.text)![1]!;
    const opened = await api.visitor.prePlanning.estimateByToken({ token });
    expect(opened?.id).toBe(row!.id);
    expect(opened).not.toHaveProperty("estimateTokenHash");
    expect(await api.visitor.prePlanning.estimateByToken({ token: row!.estimateTokenHash! })).toBeNull();
    expect(await api.visitor.prePlanning.estimateByToken({ token: String(row!.id) })).toBeNull();
  });

  it("stores one request for a retried Idempotency-Key", async () => {
    const caller = api.visitorWith({ idempotencyKey: "plan-1" });
    const once = await caller.prePlanning.submit({ ...contact, arrangement: "undecided", items: [{ kind: "basicServices" }] });
    const again = await caller.prePlanning.submit({ ...contact, arrangement: "undecided", items: [{ kind: "basicServices" }] });
    expect(again).toEqual(once);
    expect(await api.deps.db.$count(prePlanningRequests)).toBe(1);
  });

  it("lists requests for staff urgent first then newest, searches them, and audits each status change", async () => {
    const calm = await submit("undecided", [{ kind: "basicServices" }]);
    clock = new Date(NOW.getTime() + 60_000);
    const urgent = await submit("undecided", [{ kind: "basicServices" }], { isUrgent: true, deathOccurred: true, firstName: "Jean", email: "jean@example.com" });
    clock = new Date(NOW.getTime() + 120_000);
    const newest = await submit("undecided", [{ kind: "basicServices" }], { firstName: "Ana", email: "ana@example.com", phone: "(561) 555-0199" });
    const list = await api.staff.admin.prePlanning.list();
    expect(list.map((r) => r.id)).toEqual([urgent.id, newest.id, calm.id]);
    expect(list[0]).not.toHaveProperty("estimateTokenHash");
    expect((await api.staff.admin.prePlanning.search({ q: "5550199" })).items.map((r) => r.id)).toEqual([newest.id]);
    expect((await api.staff.admin.prePlanning.search({ q: "jean@" })).items.map((r) => r.id)).toEqual([urgent.id]);
    for (const status of ["contacted", "arranged", "closed", "pending"] as const) {
      expect((await api.staff.admin.prePlanning.setStatus({ id: calm.id, status })).status).toBe(status);
    }
    const audits = await api.deps.db.select().from(auditEvents).where(eq(auditEvents.action, "admin.prePlanning.setStatus")).orderBy(desc(auditEvents.id));
    expect(audits).toHaveLength(4);
    await expectTrpcError(api.visitor.admin.prePlanning.list(), "UNAUTHORIZED");
    await expectTrpcError(api.staff.admin.prePlanning.setStatus({ id: calm.id, status: "lost" as never }), "BAD_REQUEST", /^status: /);
  });

  it("removes requests past PRE_PLANNING_RETENTION_DAYS, counted from the last change", async () => {
    const old = await submit("undecided", [{ kind: "basicServices" }]);
    clock = new Date(NOW.getTime() + 200 * 86_400_000);
    const kept = await submit("undecided", [{ kind: "basicServices" }]);
    const purge = await purgeExpiredPersonalData(api.deps.db, { chatDays: 30, contactDays: 730, declinedObituaryDays: 90, prePlanningDays: 100 }, clock);
    expect(purge.prePlanningRequests).toBe(1);
    const left = await api.deps.db.select({ id: prePlanningRequests.id }).from(prePlanningRequests);
    expect(left.map((r) => r.id)).toEqual([kept.id]);
    expect(left.map((r) => r.id)).not.toContain(old.id);
  });
});
