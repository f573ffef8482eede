import { guestBookEntries, guestBookModerations } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RateLimiter } from "../../src/abuse/rate-limit-flexible";
import { toPublicError } from "../../src/errors";
import { createPublicTestApi, expectTrpcError, generousLimits, insertObituary, type PublicTestApi } from "./helpers";

describe("guest-book care", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi();
  });
  afterAll(() => api.close());

  const publicMessages = async (obituaryId: number) => (await api.visitor.guestBook.list({ obituaryId })).map((e) => e.message);

  it("open: a message shows at once (as before)", async () => {
    const id = await insertObituary(api, "live");
    const row = await api.visitor.guestBook.add({ obituaryId: id, authorName: "June", message: "With love." });
    expect(row.status).toBe("shown");
    expect(await publicMessages(id)).toEqual(["With love."]);
  });

  it("moderated: a message waits, is never public, and shows once staff approve it (who and when recorded)", async () => {
    const id = await insertObituary(api, "live");
    await api.staff.admin.obituaries.setGuestBookCare({ id, guestBookMode: "moderated" });
    const row = await api.visitor.guestBook.add({ obituaryId: id, authorName: "Ana", message: "Held for review." });
    expect(row.status).toBe("waiting");
    expect(await publicMessages(id)).toEqual([]);
    const waiting = await api.staff.admin.guestBook.search({ status: "waiting", obituaryId: id });
    expect(waiting.items.map((e) => e.message)).toEqual(["Held for review."]);

    const approved = await api.staff.admin.guestBook.approve({ id: row.id });
    expect(approved).toMatchObject({ status: "shown", moderatedBy: "test-staff" });
    expect(approved.moderatedAt).toBeInstanceOf(Date);
    expect(await publicMessages(id)).toEqual(["Held for review."]);
    const history = await api.staff.admin.guestBook.history({ id: row.id });
    expect(history.map((h) => [h.action, h.staffUsername])).toEqual([["approve", "test-staff"]]);
  });

  it("closed: posts are refused with a clear 403, and nothing is stored", async () => {
    const id = await insertObituary(api, "live");
    await api.staff.admin.obituaries.setGuestBookCare({ id, guestBookMode: "closed" });
    const error = await expectTrpcError(api.visitor.guestBook.add({ obituaryId: id, authorName: "Late", message: "Too late?" }), "FORBIDDEN");
    expect(toPublicError(error)).toEqual({ status: 403, message: "This guest book is closed to new messages." });
    expect(await api.deps.db.select().from(guestBookEntries).where(eq(guestBookEntries.obituaryId, id))).toHaveLength(0);
    const byId = await api.visitor.obituaries.byId({ id });
    expect(byId.guestBookMode).toBe("closed");
  });

  it("hidden messages leave every public answer: the list, and a report of them is a 404", async () => {
    const id = await insertObituary(api, "live");
    const kind = await api.visitor.guestBook.add({ obituaryId: id, authorName: "Kind", message: "Peace to you." });
    const cruel = await api.visitor.guestBook.add({ obituaryId: id, authorName: "Troll", message: "Something hurtful." });
    await api.staff.admin.guestBook.hide({ id: cruel.id });
    expect(await publicMessages(id)).toEqual(["Peace to you."]);
    // The family's keepsake book holds only what the page shows.
    expect((await api.staff.admin.obituaries.keepsake({ id })).messages.map((m) => m.message)).toEqual(["Peace to you."]);
    await expectTrpcError(api.visitor.guestBook.report({ entryId: cruel.id }), "NOT_FOUND");
    const hidden = await api.staff.admin.guestBook.search({ status: "hidden", obituaryId: id });
    expect(hidden.items.map((e) => [e.id, e.moderatedBy])).toEqual([[cruel.id, "test-staff"]]);
    // Approve brings it back; delete removes it for good but keeps the record of who did it.
    await api.staff.admin.guestBook.delete({ id: kind.id });
    expect(await publicMessages(id)).toEqual([]);
    const history = await api.deps.db.select().from(guestBookModerations).where(eq(guestBookModerations.entryId, kind.id));
    expect(history.map((h) => [h.action, h.staffUsername, h.authorName])).toEqual([["delete", "test-staff", "Kind"]]);
    await expectTrpcError(api.staff.admin.guestBook.delete({ id: kind.id }), "NOT_FOUND");
  });

  it("a reported message goes to the top of the staff list; the count is never public", async () => {
    const id = await insertObituary(api, "live");
    const older = await api.visitor.guestBook.add({ obituaryId: id, authorName: "Old", message: "Older message." });
    await api.visitor.guestBook.add({ obituaryId: id, authorName: "New", message: "Newer message." });
    expect(await api.visitor.guestBook.report({ entryId: older.id })).toEqual({ reported: true });
    const list = await api.staff.admin.guestBook.search({ obituaryId: id });
    expect(list.items.map((e) => [e.message, e.reportCount])).toEqual([
      ["Older message.", 1],
      ["Newer message.", 0],
    ]);
    const publicRow = (await api.visitor.guestBook.list({ obituaryId: id }))[0]!;
    expect(Object.keys(publicRow)).not.toContain("reportCount");
    // Approving it settles its reports.
    await api.staff.admin.guestBook.approve({ id: older.id });
    expect((await api.staff.admin.guestBook.search({ obituaryId: id })).items[0]?.message).toBe("Newer message.");
  });

  it("reports are rate-limited per address (429)", async () => {
    const limited = await createPublicTestApi({ rateLimiter: new RateLimiter({ ...generousLimits, "guestBook.report": { max: 2, windowMs: 60_000 } }) });
    try {
      const id = await insertObituary(limited, "live");
      const entry = await limited.visitor.guestBook.add({ obituaryId: id, authorName: "A", message: "B" });
      const visitor = limited.visitorWith({ ip: "198.51.100.9" });
      await visitor.guestBook.report({ entryId: entry.id });
      await visitor.guestBook.report({ entryId: entry.id });
      await expectTrpcError(visitor.guestBook.report({ entryId: entry.id }), "TOO_MANY_REQUESTS");
    } finally {
      await limited.close();
    }
  });

  it("noindex: the page keeps its address but leaves the sitemap's list", async () => {
    const id = await insertObituary(api, "live");
    expect((await api.visitor.obituaries.indexable()).map((o) => o.id)).toContain(id);
    const care = await api.staff.admin.obituaries.setGuestBookCare({ id, noindex: true });
    expect(care.noindex).toBe(true);
    expect((await api.visitor.obituaries.indexable()).map((o) => o.id)).not.toContain(id);
    expect((await api.visitor.obituaries.byId({ id })).noindex).toBe(true);
  });

  it("staff actions validate, naming the field, and refuse visitors", async () => {
    const error = await expectTrpcError(api.staff.admin.obituaries.setGuestBookCare({ id: 1, guestBookMode: "shut" as never }), "BAD_REQUEST");
    expect(toPublicError(error).message).toMatch(/^guestBookMode: /);
    await expectTrpcError(api.visitor.admin.guestBook.search({}), "UNAUTHORIZED");
    await expectTrpcError(api.visitor.admin.guestBook.hide({ id: 1 }), "UNAUTHORIZED");
  });
});
