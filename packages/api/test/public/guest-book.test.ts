import { guestBookEntries } from "@fh/db";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestMessage, createPublicTestApi, expectNoPrivateFields, expectTrpcError, insertObituary, type PublicTestApi } from "./helpers";

describe("guest book", () => {
  let api: PublicTestApi;
  let live: number;
  let pending: number;
  let unlisted: number;

  beforeAll(async () => {
    api = await createPublicTestApi();
    live = await insertObituary(api, "live");
    pending = await insertObituary(api, "pending");
    unlisted = await insertObituary(api, "unlisted");
  });
  afterAll(() => api.close());

  const entries = async () => (await api.deps.db.select({ n: count() }).from(guestBookEntries))[0]?.n ?? 0;

  it("adds condolences to a live obituary and lists them newest first, without emails", async () => {
    const first = await api.visitor.guestBook.add({ obituaryId: live, authorName: "June", authorEmail: "june@example.com", message: "With love." });
    const second = await api.visitor.guestBook.add({ obituaryId: live, authorName: "Sam", authorEmail: "", message: "Thinking of you." });
    expectNoPrivateFields([first, second]);
    const list = await api.visitor.guestBook.list({ obituaryId: live });
    expect(list.map((e) => e.authorName)).toEqual(["Sam", "June"]);
    expect(Object.keys(list[0]!).sort()).toEqual(["authorName", "createdAt", "id", "message", "obituaryId", "photoUrl"]);
    expectNoPrivateFields(list);
    const [stored] = await api.deps.db.select().from(guestBookEntries).where(eq(guestBookEntries.id, first.id));
    expect(stored?.authorEmail).toBe("june@example.com");
    const [blank] = await api.deps.db.select().from(guestBookEntries).where(eq(guestBookEntries.id, second.id));
    expect(blank?.authorEmail).toBeNull();
  });

  it("keeps pending and unlisted obituaries' guest books closed", async () => {
    const before = await entries();
    for (const obituaryId of [pending, unlisted, 424242]) {
      await expectTrpcError(api.visitor.guestBook.list({ obituaryId }), "NOT_FOUND");
      await expectTrpcError(api.visitor.guestBook.add({ obituaryId, authorName: "A", message: "B" }), "NOT_FOUND");
    }
    expect(await entries()).toBe(before);
  });

  it("checks SPEC §5: name and message required, email optional but valid", async () => {
    const before = await entries();
    const base = { obituaryId: live, authorName: "June", message: "With love." };
    expect(await badRequestMessage(api.visitor.guestBook.add({ ...base, authorEmail: "june@" }))).toBe("authorEmail: Invalid email");
    expect(await badRequestMessage(api.visitor.guestBook.add({ ...base, authorName: "  " }))).toBe("authorName: Required");
    expect(await badRequestMessage(api.visitor.guestBook.add({ ...base, message: "" }))).toBe("message: Required");
    expect(await badRequestMessage(api.visitor.guestBook.add({ ...base, message: "x".repeat(2001) }))).toMatch(/^message: /);
    await expectTrpcError(api.visitor.guestBook.add({ ...base, website: "bot" }), "BAD_REQUEST");
    expect(await entries()).toBe(before);
  });
});
