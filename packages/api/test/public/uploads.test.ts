import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { photos } from "@fh/db";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInternalContext } from "../../src/context";
import { PHOTO_MAX_DIMENSION, storePhoto } from "../../src/storage/upload";
import { createLocalPhotoStorage, isStoredPhotoName } from "../../src/storage";
import { createPublicTestApi, expectTrpcError, type PublicTestApi } from "./helpers";
import { makeJpegWithExif, makePng, SVG, sixMegabytes, TEXT_AS_PNG } from "./images";

describe("storePhoto", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi();
  });
  afterAll(() => api.close());

  const ctx = () => createInternalContext(api.deps);
  const stored = async () => (await api.deps.db.select({ n: count() }).from(photos))[0]?.n ?? 0;

  it("stores a real PNG under a server-made name and records it", async () => {
    const result = await storePhoto(ctx(), { data: await makePng(), originalName: "../../Grandma's photo.png" });
    expect(isStoredPhotoName(result.filename)).toBe(true);
    expect(result.filename.endsWith(".png")).toBe(true);
    expect(result.photoUrl).toBe(`/uploads/${result.filename}`);
    expect(result.originalName).toBe("Grandma's photo.png");
    const file = path.join(api.uploadsDir, result.filename);
    expect(readFileSync(file).length).toBe(result.size);
    expect((await sharp(file).metadata()).format).toBe("png");
    const [row] = await api.deps.db.select().from(photos);
    expect(row).toMatchObject({ filename: result.filename, url: result.photoUrl, mimeType: "image/png", width: 64, height: 48 });
  });

  it("re-encodes a JPEG: EXIF gone, dimensions capped", async () => {
    const input = await makeJpegWithExif();
    expect(input.includes(Buffer.from("PhoneCo"))).toBe(true);
    const result = await storePhoto(ctx(), { data: input, originalName: "IMG_0001.JPG" });
    const output = readFileSync(path.join(api.uploadsDir, result.filename));
    expect(output.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect(output.includes(Buffer.from("SecretCam"))).toBe(false);
    const metadata = await sharp(output).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.format).toBe("jpeg");
    expect(Math.max(metadata.width, metadata.height)).toBe(PHOTO_MAX_DIMENSION);
  });

  it("refuses text named .png, SVG and empty files with a 400, and 6 MB with a 413; nothing stored", async () => {
    const before = await stored();
    for (const [data, name] of [
      [TEXT_AS_PNG, "photo.png"],
      [SVG, "drawing.svg"],
      [Buffer.from("<html><script>alert(1)</script></html>"), "page.jpg"],
      [Buffer.alloc(0), "empty.png"],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100, 1)]), "broken.jpg"],
    ] as const) {
      const error = await expectTrpcError(storePhoto(ctx(), { data, originalName: name }), "BAD_REQUEST");
      expect(error.message, name).toMatch(/^photo: /);
    }
    const tooBig = await expectTrpcError(storePhoto(ctx(), { data: sixMegabytes(), originalName: "big.png" }), "PAYLOAD_TOO_LARGE");
    expect(tooBig.message).toBe("Please select an image smaller than 5MB.");
    expect(await stored()).toBe(before);
  });
});

describe("local photo storage", () => {
  it("saves, resolves and removes only names of its own pattern", async () => {
    const api = await createPublicTestApi();
    try {
      const storage = createLocalPhotoStorage(api.uploadsDir);
      const name = "photo-1700000000000-0123456789abcdef.png";
      await storage.save(name, Buffer.from("bytes"));
      const opened = await storage.resolve(name);
      expect(opened).toMatchObject({ size: 5, contentType: "image/png" });
      opened?.stream.destroy();
      await expect(storage.save(name, Buffer.from("again"))).rejects.toThrow();
      await expect(storage.save("../evil.png", Buffer.from("x"))).rejects.toThrow();
      expect(await storage.resolve("../package.json")).toBeNull();
      expect(await storage.remove("../package.json")).toBe(false);
      expect(await storage.remove(name)).toBe(true);
      expect(await storage.remove(name)).toBe(false);
      expect(existsSync(path.join(api.uploadsDir, name))).toBe(false);
    } finally {
      await api.close();
    }
  });
});
