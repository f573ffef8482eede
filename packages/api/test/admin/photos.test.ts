import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { obituaries, photos } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalPhotoStorage } from "../../src/storage";
import { createTestApi, type TestApi } from "../../src/testing";
import { rejectsWith } from "./helpers";

const NAME = "photo-1735689600000-0123456789abcdef.jpg";

describe("admin.photos", () => {
  let api: TestApi;
  let dataDir: string;
  let uploads: string;
  let secret: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "fh-photos-"));
    uploads = path.join(dataDir, "uploads");
    mkdirSync(uploads);
    // A file outside storage that no delete may reach.
    secret = path.join(dataDir, "secret.jpg");
    writeFileSync(secret, "keep me");
    api = await createTestApi({ storage: createLocalPhotoStorage(uploads) });
  });
  afterAll(() => api.close());

  it("lists photos with url, filename, originalName, size and uploadDate", async () => {
    await api.deps.db.insert(photos).values({
      filename: NAME,
      originalName: "Grandma.jpg",
      url: `/uploads/${NAME}`,
      size: 1234,
      mimeType: "image/jpeg",
      width: 10,
      height: 10,
    });
    const list = await api.staff.admin.photos.list();
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(["filename", "originalName", "size", "uploadDate", "url"]);
    expect(list[0]).toMatchObject({ filename: NAME, originalName: "Grandma.jpg", url: `/uploads/${NAME}`, size: 1234 });
  });

  it("deletes the stored file and its record", async () => {
    writeFileSync(path.join(uploads, NAME), "jpeg bytes");
    await api.staff.admin.photos.delete({ filename: NAME });
    expect(existsSync(path.join(uploads, NAME))).toBe(false);
    expect(await api.staff.admin.photos.list()).toHaveLength(0);
    await rejectsWith(api.staff.admin.photos.delete({ filename: NAME }), "NOT_FOUND");
  });

  it("refuses to delete a photo that obituaries show, naming them, until staff confirm; then they show no photo", async () => {
    const used = "photo-1735689600000-00000000000000aa.png";
    const spare = "photo-1735689600000-00000000000000bb.png";
    for (const filename of [used, spare]) {
      writeFileSync(path.join(uploads, filename), "png bytes");
      await api.deps.db.insert(photos).values({ filename, originalName: `${filename}.png`, url: `/uploads/${filename}`, size: 9, mimeType: "image/png", width: 1, height: 1 });
    }
    const person = { dateOfBirth: "1941-03-12", dateOfDeath: "2025-01-02", biography: "Loved.", submitterName: "Maria", submitterEmail: "maria@example.com" };
    const [rosa, ada] = await api.deps.db
      .insert(obituaries)
      .values([
        { ...person, firstName: "Rosa", lastName: "Delgado", photoUrl: `/uploads/${used}`, status: "live" },
        { ...person, firstName: "Ada", lastName: "Lane", photoUrl: `/uploads/${used}`, status: "pending" },
      ])
      .returning({ id: obituaries.id });

    // The gallery knows before anyone clicks Delete (by last name, as staff look people up).
    expect(await api.staff.admin.photos.usage()).toEqual({
      [used]: [
        { id: rosa!.id, name: "Rosa Delgado", state: "live" },
        { id: ada!.id, name: "Ada Lane", state: "pending" },
      ],
    });

    const refusal = await rejectsWith(api.staff.admin.photos.delete({ filename: used }), "CONFLICT");
    expect(refusal.message).toBe(
      "This photo is used by the obituaries of Rosa Delgado and Ada Lane. Confirm the delete to remove it from those memorials too.",
    );
    await rejectsWith(api.staff.admin.photos.delete({ filename: used, force: false }), "CONFLICT");
    expect(existsSync(path.join(uploads, used))).toBe(true);
    expect((await api.staff.admin.photos.list()).map((p) => p.filename)).toContain(used);
    expect((await api.visitor.obituaries.byId({ id: rosa!.id })).photoUrl).toBe(`/uploads/${used}`);

    // A photo nobody shows needs no confirmation (SPEC §5's delete confirmation is the app's).
    await api.staff.admin.photos.delete({ filename: spare });
    expect(existsSync(path.join(uploads, spare))).toBe(false);

    await api.staff.admin.photos.delete({ filename: used, force: true });
    expect(existsSync(path.join(uploads, used))).toBe(false);
    expect((await api.staff.admin.photos.list()).map((p) => p.filename)).not.toContain(used);
    expect(await api.staff.admin.photos.usage()).toEqual({});
    const after = await api.deps.db.select({ photoUrl: obituaries.photoUrl }).from(obituaries).where(eq(obituaries.photoUrl, `/uploads/${used}`));
    expect(after).toEqual([]);
    expect((await api.visitor.obituaries.byId({ id: rosa!.id })).photoUrl).toBeNull();
    await api.deps.db.delete(obituaries);
  });

  it("names at most three obituaries in the refusal", async () => {
    const used = "photo-1735689600000-00000000000000cc.png";
    writeFileSync(path.join(uploads, used), "png bytes");
    await api.deps.db.insert(photos).values({ filename: used, originalName: "family.png", url: `/uploads/${used}`, size: 9, mimeType: "image/png", width: 1, height: 1 });
    const person = { dateOfBirth: "1941-03-12", dateOfDeath: "2025-01-02", biography: "Loved.", submitterName: "Maria", submitterEmail: "maria@example.com", photoUrl: `/uploads/${used}` };
    await api.deps.db.insert(obituaries).values(["Able", "Baker", "Carter", "Dunn", "Ellis"].map((lastName) => ({ ...person, firstName: "Lee", lastName })));
    const refusal = await rejectsWith(api.staff.admin.photos.delete({ filename: used }), "CONFLICT");
    expect(refusal.message).toContain("the obituaries of Lee Able, Lee Baker, Lee Carter and 2 others.");
    await api.staff.admin.photos.delete({ filename: used, force: true });
    await api.deps.db.delete(obituaries);
  });

  it("refuses traversal and anything not of the server's own naming, and the outside file survives", async () => {
    const attempts = [
      "../secret.jpg",
      "..%2Fsecret.jpg",
      "%2e%2e/secret.jpg",
      "..\\secret.jpg",
      "photo-1735689600000-0123456789abcdef.jpg\0",
      "photo-1735689600000-0123456789abcdef.jpg/../../secret.jpg",
      "/etc/passwd",
      `${uploads}/${NAME}`,
      "photo-1735689600000-0123456789ABCDEF.jpg",
      "photo-173568960000-0123456789abcdef.jpg",
      "photo-1735689600000-0123456789abcdef.svg",
      "photo-1735689600000-0123456789abcdef.jpg.exe",
      "secret.jpg",
      "",
    ];
    for (const filename of attempts) {
      const e = await rejectsWith(api.staff.admin.photos.delete({ filename }), "BAD_REQUEST");
      expect(e.message, filename).toContain("filename");
    }
    expect(readFileSync(secret, "utf8")).toBe("keep me");
  });

  it("storage itself refuses bad names even when called directly", async () => {
    const storage = createLocalPhotoStorage(uploads);
    await expect(storage.remove("../secret.jpg")).resolves.toBe(false);
    await expect(storage.resolve("../secret.jpg")).resolves.toBeNull();
    await expect(storage.save("../secret.jpg", Buffer.from("overwrite"))).rejects.toThrow();
    expect(readFileSync(secret, "utf8")).toBe("keep me");
  });
});
