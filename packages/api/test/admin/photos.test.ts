import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { photos } from "@fh/db";
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
