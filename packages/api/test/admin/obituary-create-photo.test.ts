import { obituaries, photos } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../src/testing";
import { toPublicError } from "../../src/errors";
import { rejectsWith } from "./helpers";

/** What staff type while a family is on the phone. */
const form = {
  firstName: "Dorothy",
  lastName: "Okonkwo",
  dateOfBirth: "1938-07-19",
  dateOfDeath: "2025-02-03",
  biography: "A nurse for forty years.\nShe sang in the choir every Sunday.",
  submitterName: "James Okonkwo",
  submitterEmail: "james@example.com",
  submitterPhone: "561-555-0199",
};

/** The 400's message as a client reads it ("field: why"). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  return toPublicError(await rejectsWith(promise, "BAD_REQUEST")).message;
}

const UPLOAD = "/uploads/photo-1735689600000-0123456789abcdef.jpg";
const OTHER_UPLOAD = "/uploads/photo-1735689600001-fedcba9876543210.png";

describe("admin.obituaries.create", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ now: () => new Date("2025-06-15T16:00:00Z") });
    for (const url of [UPLOAD, OTHER_UPLOAD]) {
      const filename = url.slice("/uploads/".length);
      await api.deps.db
        .insert(photos)
        .values({ filename, originalName: "mom.jpg", url, size: 10, mimeType: "image/jpeg", width: 1, height: 1 });
    }
  });
  afterAll(() => api.close());

  it("creates it live by default: on the public list at once, with the staff view's fields", async () => {
    const created = await api.staff.admin.obituaries.create(form);
    expect(created).toMatchObject({ ...form, photoUrl: null, state: "live", isApproved: true, isListed: true });
    expect(created.id).toBeGreaterThan(0);
    expect((await api.visitor.obituaries.list()).map((o) => o.id)).toContain(created.id);
    expect(await api.visitor.obituaries.byId({ id: created.id })).toMatchObject({ firstName: "Dorothy", lastName: "Okonkwo" });
  });

  it("creates it pending when staff say so: in the pending list, not public", async () => {
    const created = await api.staff.admin.obituaries.create({ ...form, firstName: "Pending", state: "pending" });
    expect(created).toMatchObject({ state: "pending", isApproved: false });
    expect((await api.visitor.obituaries.list()).map((o) => o.id)).not.toContain(created.id);
    const page = await api.staff.admin.obituaries.search({ status: "pending" });
    expect(page.items.map((o) => o.id)).toContain(created.id);
  });

  it("takes a photo: one of our uploads or an https address; blank is none", async () => {
    const uploaded = await api.staff.admin.obituaries.create({ ...form, photoUrl: UPLOAD });
    expect(uploaded.photoUrl).toBe(UPLOAD);
    expect((await api.visitor.obituaries.byId({ id: uploaded.id })).photoUrl).toBe(UPLOAD);
    const remote = await api.staff.admin.obituaries.create({ ...form, photoUrl: "https://photos.example.com/dorothy.jpg" });
    expect(remote.photoUrl).toBe("https://photos.example.com/dorothy.jpg");
    expect((await api.staff.admin.obituaries.create({ ...form, photoUrl: "  " })).photoUrl).toBeNull();
  });

  it("refuses bad input with a 400 naming the field, and stores nothing", async () => {
    const before = await api.deps.db.$count(obituaries);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: "" }, "firstName"],
      [{ lastName: "x".repeat(101) }, "lastName"],
      [{ dateOfBirth: "1938-02-30" }, "dateOfBirth"],
      [{ dateOfDeath: "1900-01-01" }, "dateOfDeath"],
      [{ dateOfDeath: "2025-06-16" }, "dateOfDeath"],
      [{ dateOfBirth: "1700-01-01", dateOfDeath: "1790-01-01" }, "dateOfBirth"],
      [{ biography: " " }, "biography"],
      [{ submitterName: "" }, "submitterName"],
      [{ submitterEmail: "james" }, "submitterEmail"],
      [{ submitterPhone: "561\u0000" }, "submitterPhone"],
      [{ photoUrl: "javascript:alert(1)" }, "photoUrl"],
      [{ photoUrl: "http://photos.example.com/a.jpg" }, "photoUrl"],
      [{ photoUrl: `https://example.com/${"a".repeat(2050)}` }, "photoUrl"],
      [{ photoUrl: "/uploads/photo-1735689600000-0000000000000000.jpg" }, "photoUrl"],
      [{ photoUrl: "/uploads/../secret.jpg" }, "photoUrl"],
      [{ state: "declined" }, "state"],
      [{ state: "unlisted" }, "state"],
    ];
    for (const [change, field] of cases) {
      const message = await refusal(api.staff.admin.obituaries.create({ ...form, ...change } as never));
      expect(message, JSON.stringify(change).slice(0, 80)).toMatch(new RegExp(`^${field}: `));
    }
    expect(await api.deps.db.$count(obituaries)).toBe(before);
  });

  it("is staff only", async () => {
    await rejectsWith(api.visitor.admin.obituaries.create(form), "UNAUTHORIZED");
  });
});

describe("admin.obituaries.update: the photo", () => {
  let api: TestApi;
  let id: number;
  beforeAll(async () => {
    api = await createTestApi({ now: () => new Date("2025-06-15T16:00:00Z") });
    for (const url of [UPLOAD, OTHER_UPLOAD]) {
      const filename = url.slice("/uploads/".length);
      await api.deps.db
        .insert(photos)
        .values({ filename, originalName: "mom.jpg", url, size: 10, mimeType: "image/jpeg", width: 1, height: 1 });
    }
    id = (await api.staff.admin.obituaries.create({ ...form, photoUrl: UPLOAD })).id;
  });
  afterAll(() => api.close());

  const stored = async () => (await api.deps.db.select().from(obituaries).where(eq(obituaries.id, id)))[0];

  it("keeps the photo when the edit does not send one (SPEC §7's PATCH payload)", async () => {
    const updated = await api.staff.admin.obituaries.update({ id, ...form, biography: "New words." });
    expect(updated).toMatchObject({ biography: "New words.", photoUrl: UPLOAD });
  });

  it("replaces it with another upload, and the public page shows the new one", async () => {
    const updated = await api.staff.admin.obituaries.update({ id, ...form, photoUrl: OTHER_UPLOAD });
    expect(updated.photoUrl).toBe(OTHER_UPLOAD);
    expect((await api.visitor.obituaries.byId({ id })).photoUrl).toBe(OTHER_UPLOAD);
  });

  it("removes it with null or blank, and the state is kept", async () => {
    await api.staff.admin.obituaries.update({ id, ...form, photoUrl: UPLOAD });
    const removed = await api.staff.admin.obituaries.update({ id, ...form, photoUrl: null });
    expect(removed).toMatchObject({ photoUrl: null, state: "live" });
    expect((await api.visitor.obituaries.byId({ id })).photoUrl).toBeNull();
    await api.staff.admin.obituaries.update({ id, ...form, photoUrl: UPLOAD });
    expect((await api.staff.admin.obituaries.update({ id, ...form, photoUrl: "" })).photoUrl).toBeNull();
  });

  it("refuses a photo that is not ours or not https, naming photoUrl, and keeps the old one", async () => {
    await api.staff.admin.obituaries.update({ id, ...form, photoUrl: UPLOAD });
    for (const photoUrl of ["data:image/png;base64,AAAA", "http://example.com/a.jpg", "/uploads/photo-1735689600000-0000000000000000.jpg", "https://"]) {
      expect(await refusal(api.staff.admin.obituaries.update({ id, ...form, photoUrl })), photoUrl).toMatch(/^photoUrl: /);
    }
    expect((await stored())?.photoUrl).toBe(UPLOAD);
  });

  it("saves other changes even when the photo it already has was deleted from the gallery", async () => {
    await api.deps.db.delete(photos).where(eq(photos.url, UPLOAD));
    const updated = await api.staff.admin.obituaries.update({ id, ...form, photoUrl: UPLOAD, biography: "Still editable." });
    expect(updated).toMatchObject({ biography: "Still editable.", photoUrl: UPLOAD });
    // Choosing that missing upload anew elsewhere is refused.
    const other = await api.staff.admin.obituaries.create({ ...form, photoUrl: OTHER_UPLOAD });
    expect(await refusal(api.staff.admin.obituaries.update({ id: other.id, ...form, photoUrl: UPLOAD }))).toBe(
      "photoUrl: Photo not found; please upload it again",
    );
  });
});
