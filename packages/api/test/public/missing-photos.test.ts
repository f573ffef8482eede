import { obituaries, photos } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicTestApi, type PublicTestApi } from "./helpers";

/**
 * An obituary whose upload is gone (deleted by staff
 * before deletes cleared it, or lost) reads as having no photo on every
 * public read, so even the first, server-drawn page shows the lily and no
 * share preview points at a missing file. Other addresses are left as they are.
 */
describe("a missing upload is no photo to the public", () => {
  let api: PublicTestApi;
  const kept = "photo-1735689600000-1111111111111111.jpg";
  const gone = "photo-1735689600000-2222222222222222.jpg";
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await createPublicTestApi();
    await api.deps.db.insert(photos).values({ filename: kept, originalName: "kept.jpg", url: `/uploads/${kept}`, size: 9, mimeType: "image/jpeg", width: 1, height: 1 });
    const person = { dateOfBirth: "1941-03-12", dateOfDeath: "2025-01-02", biography: "Loved.", submitterName: "Maria", submitterEmail: "maria@example.com", status: "live" as const };
    const rows = await api.deps.db
      .insert(obituaries)
      .values([
        { ...person, firstName: "Kept", lastName: "Upload", photoUrl: `/uploads/${kept}` },
        { ...person, firstName: "Gone", lastName: "Upload", photoUrl: `/uploads/${gone}` },
        { ...person, firstName: "Remote", lastName: "Address", photoUrl: "https://images.example.org/rosa.jpg" },
        { ...person, firstName: "Site", lastName: "Image", photoUrl: "/images/memorials/memorial-roses.jpg" },
        { ...person, firstName: "No", lastName: "Photo", photoUrl: null },
      ])
      .returning({ id: obituaries.id, firstName: obituaries.firstName });
    for (const row of rows) ids[row.firstName] = row.id;
  });
  afterAll(() => api.close());

  const expected = {
    Kept: `/uploads/${kept}`,
    Gone: null,
    Remote: "https://images.example.org/rosa.jpg",
    Site: "/images/memorials/memorial-roses.jpg",
    No: null,
  };

  it("on the obituary's page and in both lists", async () => {
    for (const [firstName, photoUrl] of Object.entries(expected)) {
      expect((await api.visitor.obituaries.byId({ id: ids[firstName]! })).photoUrl, firstName).toBe(photoUrl);
    }
    const list = await api.visitor.obituaries.list();
    expect(Object.fromEntries(list.map((o) => [o.firstName, o.photoUrl]))).toEqual(expected);
    const page = await api.visitor.obituaries.search({});
    expect(Object.fromEntries(page.items.map((o) => [o.firstName, o.photoUrl]))).toEqual(expected);
  });

  it("and the with-photos filter leaves it out", async () => {
    const withPhotos = await api.visitor.obituaries.search({ filter: "with-photos" });
    expect(withPhotos.items.map((o) => o.firstName).sort()).toEqual(["Kept", "Remote", "Site"]);
    expect(withPhotos.total).toBe(3);
  });

  it("while staff still see the address stored", async () => {
    const staffView = await api.staff.admin.obituaries.list();
    expect(staffView.find((o) => o.firstName === "Gone")?.photoUrl).toBe(`/uploads/${gone}`);
  });
});
