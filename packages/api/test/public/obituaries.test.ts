import { obituaries, photos } from "@fh/db";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  badRequestMessage,
  createPublicTestApi,
  expectNoPrivateFields,
  expectTrpcError,
  insertObituary,
  validObituary,
  type PublicTestApi,
} from "./helpers";
import { estimateListBytes, LIST_ANSWER_MAX_BYTES, LIST_TOO_LARGE_MESSAGE, refuseOversizedList } from "../../src/lib/list-size";

describe("obituaries (public)", () => {
  let api: PublicTestApi;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => new Date("2025-06-15T16:00:00Z") });
    for (const state of ["pending", "live", "declined", "unlisted"] as const) ids[state] = await insertObituary(api, state, state);
  });
  afterAll(() => api.close());

  const countObituaries = async () => (await api.deps.db.select({ n: count() }).from(obituaries))[0]?.n ?? 0;

  it("lists only live obituaries, without submitter fields", async () => {
    const list = await api.visitor.obituaries.list();
    expect(list.map((o) => o.id)).toEqual([ids.live]);
    expectNoPrivateFields(list);
  });

  it("weighs the full list before building it: the estimate covers its JSON, and past the bound it is refused with nothing read", async () => {
    const list = await api.visitor.obituaries.list();
    const estimate = await estimateListBytes(api.deps.db);
    expect(estimate).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(list)));
    // The same check the procedure runs, with a bound this small list passes.
    const refused = await expectTrpcError(refuseOversizedList(api.deps.db, estimate - 1), "UNPROCESSABLE_CONTENT");
    expect(refused.message).toBe(LIST_TOO_LARGE_MESSAGE);
    await expect(refuseOversizedList(api.deps.db, estimate)).resolves.toBeUndefined();
    expect(LIST_ANSWER_MAX_BYTES).toBeGreaterThanOrEqual(16 * 1024 * 1024);
  });

  it("shows a live obituary by id, without submitter fields", async () => {
    const obituary = await api.visitor.obituaries.byId({ id: ids.live! });
    expect(obituary).toMatchObject({ id: ids.live, firstName: "live", lastName: "Delgado", dateOfBirth: "1941-03-12" });
    expectNoPrivateFields(obituary);
  });

  it("answers NOT_FOUND for pending, declined, unlisted and missing obituaries", async () => {
    for (const id of [ids.pending!, ids.declined!, ids.unlisted!, 999_999]) {
      await expectTrpcError(api.visitor.obituaries.byId({ id }), "NOT_FOUND");
    }
    expect(await badRequestMessage(api.visitor.obituaries.byId({ id: -1 }))).toMatch(/^id: /);
  });

  it("stores a submission as pending, invisible to the public", async () => {
    const created = await api.visitor.obituaries.submit({ ...validObituary, website: "" });
    expect(created.id).toBeGreaterThan(0);
    expect(created).toMatchObject({ firstName: "Rosa", lastName: "Delgado", photoUrl: null });
    expectNoPrivateFields(created);
    const [row] = await api.deps.db.select().from(obituaries).where(eq(obituaries.id, created.id));
    expect(row).toMatchObject({ status: "pending", submitterEmail: "maria@example.com", submitterPhone: "(561) 555-0142" });
    expect((await api.visitor.obituaries.list()).map((o) => o.id)).not.toContain(created.id);
    await expectTrpcError(api.visitor.obituaries.byId({ id: created.id }), "NOT_FOUND");
  });

  it("trims text and treats blank optional fields as absent", async () => {
    const created = await api.visitor.obituaries.submit({
      ...validObituary,
      firstName: "  Ana ",
      submitterPhone: "   ",
    });
    const [row] = await api.deps.db.select().from(obituaries).where(eq(obituaries.id, created.id));
    expect(row?.firstName).toBe("Ana");
    expect(row?.submitterPhone).toBeNull();
  });

  it("names the field for each rule of SPEC §5", async () => {
    const before = await countObituaries();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ firstName: undefined }, /^firstName: Required$/],
      [{ lastName: "   " }, /^lastName: Required$/],
      [{ dateOfBirth: "" }, /^dateOfBirth: Required$/],
      [{ dateOfDeath: "2025-02-30" }, /^dateOfDeath: /],
      [{ biography: undefined }, /^biography: Required$/],
      [{ submitterName: "" }, /^submitterName: Required$/],
      [{ submitterEmail: "not-an-email" }, /^submitterEmail: Invalid email$/],
      [{ submitterPhone: "call me" }, /^submitterPhone: /],
      [{ dateOfBirth: "2000-01-02", dateOfDeath: "2000-01-01" }, /^dateOfDeath: Date of death cannot be before date of birth$/],
      [{ dateOfDeath: "2025-06-17" }, /^dateOfDeath: Date of death cannot be in the future$/],
      [{ dateOfBirth: "1700-01-01" }, /^dateOfBirth: /],
      [{ firstName: "x".repeat(101) }, /^firstName: Must be at most 100 characters$/],
      [{ biography: "x".repeat(20_001) }, /^biography: /],
      [{ photoUrl: "http://example.com/a.jpg" }, /^photoUrl: /],
      [{ photoUrl: "javascript:alert(1)" }, /^photoUrl: /],
      [{ photoUrl: "/uploads/photo-1700000000000-0123456789abcdef.jpg" }, /^photoUrl: Photo not found/],
      [{ photoUrl: "/uploads/../../etc/passwd" }, /^photoUrl: /],
      [{ firstName: 42 }, /^firstName: /],
    ];
    for (const [change, message] of cases) {
      const input = { ...validObituary, ...change } as typeof validObituary;
      expect(await badRequestMessage(api.visitor.obituaries.submit(input)), JSON.stringify(change)).toMatch(message);
    }
    expect(await countObituaries()).toBe(before);
  });

  it("accepts an https photo and one of our uploads", async () => {
    const https = await api.visitor.obituaries.submit({ ...validObituary, photoUrl: "https://images.example.org/rosa.jpg" });
    expect(https.photoUrl).toBe("https://images.example.org/rosa.jpg");
    const url = "/uploads/photo-1700000000000-00112233445566aa.jpg";
    await api.deps.db.insert(photos).values({
      filename: "photo-1700000000000-00112233445566aa.jpg",
      originalName: "rosa.jpg",
      url,
      size: 10,
      mimeType: "image/jpeg",
      width: 1,
      height: 1,
    });
    const ours = await api.visitor.obituaries.submit({ ...validObituary, photoUrl: url });
    expect(ours.photoUrl).toBe(url);
  });

  it("refuses a filled honeypot and stores nothing", async () => {
    const before = await countObituaries();
    await expectTrpcError(api.visitor.obituaries.submit({ ...validObituary, website: "http://spam.example" }), "BAD_REQUEST");
    expect(await countObituaries()).toBe(before);
  });

  it("creates one record for a form sent twice with the same Idempotency-Key", async () => {
    const before = await countObituaries();
    const caller = api.visitorWith({ idempotencyKey: "b5a3f7c2-obituary-1" });
    const [first, second] = await Promise.all([
      caller.obituaries.submit(validObituary),
      caller.obituaries.submit(validObituary),
    ]);
    const third = await caller.obituaries.submit(validObituary);
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    expect(third.createdAt).toBeInstanceOf(Date);
    expect(await countObituaries()).toBe(before + 1);
    await expectTrpcError(caller.obituaries.submit({ ...validObituary, firstName: "Other" }), "UNPROCESSABLE_CONTENT");
    expect(await countObituaries()).toBe(before + 1);
  });
});
