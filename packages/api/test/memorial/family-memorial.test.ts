import { auditEvents, guestBookEntries, services } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInternalContext } from "../../src/context";
import { appRouter } from "../../src/root";
import { staffGuestBookDigest } from "../../src/notifications/staff-messages";
import { storePhoto } from "../../src/storage/upload";
import { defaultBusiness } from "@fh/validators";
import { insertFamilyObituary, signedInFamily } from "../family/helpers";
import { notificationSettings } from "../notifications/helpers";
import { createPublicTestApi, expectTrpcError, type PublicTestApi } from "../public/helpers";
import { makePng } from "../public/images";

const FAMILY = "maria@example.com";
const OTHER = "other.family@example.com";

describe("the family's memorial: gallery, guest book, flowers and attendance, each scoped to their own obituary", () => {
  let api: PublicTestApi;
  let family: Awaited<ReturnType<typeof signedInFamily>>;
  let other: Awaited<ReturnType<typeof signedInFamily>>;
  let mine = 0;
  let theirs = 0;
  const now = new Date("2026-11-26T15:00:00Z");
  const upload = async (ip: string) => (await storePhoto(createInternalContext(api.deps, null, { ip }), { data: await makePng(80, 60), originalName: "photo.png" })).photoUrl;

  beforeAll(async () => {
    api = await createPublicTestApi({ notifications: notificationSettings, now: () => now });
    mine = await insertFamilyObituary(api, FAMILY, "live");
    theirs = await insertFamilyObituary(api, OTHER, "live");
    family = await signedInFamily(api, FAMILY);
    other = await signedInFamily(api, OTHER);
  });
  afterAll(() => api.close());

  it("adds photos with captions, in the family's order, which the public reads as [{ url, caption }]", async () => {
    const first = await upload("198.51.100.1");
    const second = await upload("198.51.100.1");
    const third = await upload("198.51.100.1");
    await family.caller.familyMemorial.addPhoto({ obituaryId: mine, photoUrl: first, caption: "At the beach, 1962" });
    await family.caller.familyMemorial.addPhoto({ obituaryId: mine, photoUrl: second, caption: "" });
    const added = await family.caller.familyMemorial.addPhoto({ obituaryId: mine, photoUrl: third, caption: "With the grandchildren" });
    expect(added.map((p) => p.url)).toEqual([first, second, third]);

    const reordered = await family.caller.familyMemorial.reorderPhotos({ obituaryId: mine, photoIds: [added[2]!.id, added[0]!.id, added[1]!.id] });
    await family.caller.familyMemorial.captionPhoto({ obituaryId: mine, photoId: reordered[2]!.id, caption: "Sunday dinner" });
    expect(await api.visitor.obituaries.photos({ id: mine })).toEqual([
      { url: third, caption: "With the grandchildren" },
      { url: first, caption: "At the beach, 1962" },
      { url: second, caption: "Sunday dinner" },
    ]);
    // The page's own answer carries the gallery with each photo's size, for the page to keep its place.
    const page = await api.visitor.obituaries.byId({ id: mine });
    expect(page.gallery.map((p) => [p.caption, p.width, p.height])).toEqual([
      ["With the grandchildren", 80, 60],
      ["At the beach, 1962", 80, 60],
      ["Sunday dinner", 80, 60],
    ]);

    await family.caller.familyMemorial.removePhoto({ obituaryId: mine, photoId: reordered[0]!.id });
    expect((await api.visitor.obituaries.photos({ id: mine })).map((p) => p.url)).toEqual([first, second]);

    // Each change is an audit row naming the family's address, filed with their family page's.
    const rows = await api.deps.db.select().from(auditEvents).where(eq(auditEvents.actorUsername, FAMILY)).orderBy(auditEvents.id);
    const gallery = rows.filter((r) => r.action.startsWith("familyMemorial."));
    expect(gallery.map((r) => r.action)).toEqual([
      "familyMemorial.addPhoto",
      "familyMemorial.addPhoto",
      "familyMemorial.addPhoto",
      "familyMemorial.reorderPhotos",
      "familyMemorial.captionPhoto",
      "familyMemorial.removePhoto",
    ]);
    expect(new Set(gallery.map((r) => r.kind))).toEqual(new Set(["family"]));
    expect(gallery.every((r) => (r.target as { id?: number } | null)?.id === mine)).toBe(true);
  });

  it("refuses a photo that is not one of our uploads, an order that is not the gallery's, and a 31st photo", async () => {
    await expectTrpcError(family.caller.familyMemorial.addPhoto({ obituaryId: mine, photoUrl: "https://example.com/x.jpg", caption: "" }), "BAD_REQUEST");
    await expectTrpcError(family.caller.familyMemorial.addPhoto({ obituaryId: mine, photoUrl: "/uploads/missing.webp", caption: "" }), "BAD_REQUEST");
    const gallery = await family.caller.familyMemorial.photos({ obituaryId: mine });
    await expectTrpcError(family.caller.familyMemorial.reorderPhotos({ obituaryId: mine, photoIds: [gallery[0]!.id] }), "BAD_REQUEST");
    const url = await upload("198.51.100.2");
    for (let n = gallery.length; n < 30; n++) await family.caller.familyMemorial.addPhoto({ obituaryId: mine, photoUrl: url, caption: `${n}` });
    await expectTrpcError(family.caller.familyMemorial.addPhoto({ obituaryId: mine, photoUrl: url, caption: "one too many" }), "CONFLICT");
    expect(await api.visitor.obituaries.photos({ id: mine })).toHaveLength(30);
  });

  it("answers 404 for the gallery of an obituary that is not live, and for every family call with another family's id", async () => {
    const pending = await insertFamilyObituary(api, FAMILY, "pending");
    await expectTrpcError(api.visitor.obituaries.photos({ id: pending }), "NOT_FOUND");
    await expectTrpcError(api.visitor.obituaries.photos({ id: 987_654 }), "NOT_FOUND");
    const url = await upload("198.51.100.3");
    // One call of each family memorial procedure, named as the router names them (checked below).
    const calls: Record<string, () => Promise<unknown>> = {
      photos: () => family.caller.familyMemorial.photos({ obituaryId: theirs }),
      addPhoto: () => family.caller.familyMemorial.addPhoto({ obituaryId: theirs, photoUrl: url, caption: "" }),
      reorderPhotos: () => family.caller.familyMemorial.reorderPhotos({ obituaryId: theirs, photoIds: [] }),
      removePhoto: () => family.caller.familyMemorial.removePhoto({ obituaryId: theirs, photoId: 1 }),
      captionPhoto: () => family.caller.familyMemorial.captionPhoto({ obituaryId: theirs, photoId: 1, caption: "x" }),
      flowers: () => family.caller.familyMemorial.flowers({ obituaryId: theirs }),
      setFlowers: () => family.caller.familyMemorial.setFlowers({ obituaryId: theirs, wish: "No flowers" }),
      attendance: () => family.caller.familyMemorial.attendance({ obituaryId: theirs }),
      guestBook: () => family.caller.familyMemorial.guestBook({ obituaryId: theirs }),
      setGuestBookMode: () => family.caller.familyMemorial.setGuestBookMode({ obituaryId: theirs, mode: "closed" }),
      moderate: () => family.caller.familyMemorial.moderate({ obituaryId: theirs, entryId: 1, action: "hide" }),
    };
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith("familyMemorial."));
    expect(Object.keys(calls).map((name) => `familyMemorial.${name}`).sort()).toEqual(procedures.sort());
    for (const call of Object.values(calls)) await expectTrpcError(call(), "NOT_FOUND");
    expect((await api.visitor.obituaries.byId({ id: theirs })).guestBookMode).toBe("open");
    // Without the cookie: 401.
    await expectTrpcError(api.visitor.familyMemorial.photos({ obituaryId: mine }), "UNAUTHORIZED");
  });

  it("a guest's photo always waits, even in an open guest book; the family approves it, and the staff digest says the family did", async () => {
    const photoUrl = await upload("203.0.113.9");
    const entry = await api.visitor.guestBook.add({ obituaryId: mine, authorName: "June", message: "A photo from the reunion.", photoUrl });
    expect(entry.status).toBe("waiting");
    const plain = await api.visitor.guestBook.add({ obituaryId: mine, authorName: "Luis", message: "With love." });
    expect(plain.status).toBe("shown");
    await expectTrpcError(api.visitor.guestBook.add({ obituaryId: mine, authorName: "Spam", message: "x", photoUrl: "/uploads/none.webp" }), "BAD_REQUEST");
    expect((await api.visitor.guestBook.list({ obituaryId: mine })).map((e) => e.authorName)).toEqual(["Luis"]);

    const book = await family.caller.familyMemorial.guestBook({ obituaryId: mine });
    expect(book.mode).toBe("open");
    expect(book.messages.map((m) => [m.authorName, m.status, m.photoUrl])).toEqual([["June", "waiting", photoUrl]]);
    // The other family cannot touch it, even naming their own obituary.
    await expectTrpcError(other.caller.familyMemorial.moderate({ obituaryId: theirs, entryId: entry.id, action: "approve" }), "NOT_FOUND");

    await family.caller.familyMemorial.moderate({ obituaryId: mine, entryId: entry.id, action: "approve" });
    const shown = await api.visitor.guestBook.list({ obituaryId: mine });
    expect(shown.find((e) => e.authorName === "June")?.photoUrl).toBe(photoUrl);
    const [row] = await api.deps.db.select().from(guestBookEntries).where(eq(guestBookEntries.id, entry.id));
    expect(row).toMatchObject({ moderatedBy: FAMILY, moderatedByFamily: true });
    const digest = staffGuestBookDigest(defaultBusiness, [
      { obituaryId: mine, obituaryName: "Rosa", reviewUrl: "https://admin.example/x", authorName: "June", message: "A photo", status: "shown", reportCount: 0, moderatedByFamily: true },
    ]);
    expect(digest.text).toContain("Approved by the family");

    // Staff keep every power: hiding it again is theirs, and no longer the family's mark.
    await api.staff.admin.guestBook.hide({ id: entry.id });
    const [hidden] = await api.deps.db.select().from(guestBookEntries).where(eq(guestBookEntries.id, entry.id));
    expect(hidden).toMatchObject({ status: "hidden", moderatedByFamily: false });
  });

  it("the family chooses the guest book's mode, and hides a reported message", async () => {
    await family.caller.familyMemorial.setGuestBookMode({ obituaryId: mine, mode: "moderated" });
    expect((await api.visitor.obituaries.byId({ id: mine })).guestBookMode).toBe("moderated");
    const waiting = await api.visitor.guestBook.add({ obituaryId: mine, authorName: "Ana", message: "Rest in peace." });
    expect(waiting.status).toBe("waiting");
    await family.caller.familyMemorial.setGuestBookMode({ obituaryId: mine, mode: "open" });
    const shown = await api.visitor.guestBook.add({ obituaryId: mine, authorName: "Troll", message: "Something hurtful." });
    await api.visitor.guestBook.report({ entryId: shown.id });
    const book = await family.caller.familyMemorial.guestBook({ obituaryId: mine });
    expect(book.messages.find((m) => m.id === shown.id)).toMatchObject({ status: "shown", reportCount: 1 });
    await family.caller.familyMemorial.moderate({ obituaryId: mine, entryId: shown.id, action: "hide" });
    expect((await api.visitor.guestBook.list({ obituaryId: mine })).map((e) => e.authorName)).not.toContain("Troll");
  });

  it("sets in lieu of flowers, and reads who is coming to each public service", async () => {
    await family.caller.familyMemorial.setFlowers({ obituaryId: mine, charityName: "Hospice", charityUrl: "https://hospice.example.org", wish: null });
    expect((await api.visitor.obituaries.byId({ id: mine })).inLieuOfFlowers?.charityName).toBe("Hospice");
    const [service] = await api.deps.db
      .insert(services)
      .values({ title: "Funeral Mass", serviceDate: "2026-12-05", serviceTime: "5:00 PM", serviceType: "funeral", deceasedName: "Rosa", obituaryId: mine })
      .returning({ id: services.id });
    await api.visitor.services.rsvp({ serviceId: service!.id, name: "June Carter", guests: 3 });
    expect(await family.caller.familyMemorial.attendance({ obituaryId: mine })).toEqual([
      { id: service!.id, title: "Funeral Mass", serviceDate: "2026-12-05", serviceTime: "5:00 PM", people: 3, answers: [{ name: "June Carter", guests: 3 }] },
    ]);
  });
});
