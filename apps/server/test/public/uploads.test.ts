import { photos } from "@fh/db";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicTestServer, expectNothingInternal, multipart, type PublicTestServer } from "./helpers";

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

describe("POST /api/upload/photo and /uploads/", () => {
  let server: PublicTestServer;
  let png: Buffer;
  beforeAll(async () => {
    server = await createPublicTestServer();
    png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#3366aa" } }).png().toBuffer();
  });
  afterAll(() => server.close());

  const upload = (parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return server.app.inject({ method: "POST", url: "/api/upload/photo", payload: body.payload, headers: body.headers });
  };
  const stored = async () => (await server.deps.db.select({ n: count() }).from(photos))[0]?.n ?? 0;

  it("stores a real PNG and serves it with its type, nosniff and a long cache", async () => {
    const res = await upload([{ field: "photo", filename: "rose.png", contentType: "image/png", data: png }]);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { photoUrl: string; filename: string; originalName: string; size: number };
    expect(body.originalName).toBe("rose.png");
    expect(body.photoUrl).toBe(`/uploads/${body.filename}`);
    expect(body.filename).toMatch(/^photo-\d{13}-[a-f0-9]{16}\.png$/);

    const served = await server.app.inject({ method: "GET", url: body.photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(served.rawPayload.length).toBe(body.size);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(120);

    const head = await server.app.inject({ method: "HEAD", url: body.photoUrl });
    expect(head.statusCode).toBe(200);
  });

  it("judges by bytes: a PNG sent as application/octet-stream is fine, text named .png is a 400", async () => {
    const ok = await upload([{ field: "photo", filename: "x.bin", contentType: "application/octet-stream", data: png }]);
    expect(ok.statusCode).toBe(201);
    const before = await stored();
    const text = await upload([{ field: "photo", filename: "photo.png", contentType: "image/png", data: "just some text" }]);
    expect(text.statusCode).toBe(400);
    expect((text.json() as { error: string }).error).toMatch(/^photo: .*JPEG, PNG, GIF/);
    expect(await stored()).toBe(before);
  });

  it("refuses SVG and HTML with a 400", async () => {
    const before = await stored();
    for (const [filename, contentType, data] of [
      ["logo.svg", "image/svg+xml", svg],
      ["page.html", "image/png", "<!doctype html><script>alert(1)</script>"],
    ] as const) {
      const res = await upload([{ field: "photo", filename, contentType, data }]);
      expect(res.statusCode, filename).toBe(400);
      expectNothingInternal(res.body);
    }
    expect(await stored()).toBe(before);
  });

  it("refuses a 6 MB file with a 413 and a clear message", async () => {
    const before = await stored();
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    png.copy(big);
    const res = await upload([{ field: "photo", filename: "big.png", contentType: "image/png", data: big }]);
    expect(res.statusCode).toBe(413);
    expect((res.json() as { error: string }).error).toMatch(/smaller than 5MB/);
    expect(await stored()).toBe(before);
  });

  it("answers 400 for a missing file, the wrong field, two files or a JSON body", async () => {
    const before = await stored();
    expect((await upload([{ field: "name", data: "x" }])).statusCode).toBe(400);
    expect((await upload([{ field: "image", filename: "a.png", contentType: "image/png", data: png }])).statusCode).toBe(400);
    const two = await upload([
      { field: "photo", filename: "a.png", contentType: "image/png", data: "not an image" },
      { field: "photo", filename: "b.png", contentType: "image/png", data: png },
    ]);
    expect(two.statusCode).toBe(400);
    const json = await server.app.inject({ method: "POST", url: "/api/upload/photo", payload: { photo: "x" } });
    expect(json.statusCode).toBe(400);
    const broken = await server.app.inject({
      method: "POST",
      url: "/api/upload/photo",
      payload: "--abc\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.png\"\r\n\r\nunterminated",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
    });
    expect(broken.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it("stores a photo sent twice with the same Idempotency-Key once: both 201 with the same photoUrl; other bytes under the key are a 422", async () => {
    const keyed = (data: Buffer, key: string) => {
      const body = multipart([{ field: "photo", filename: "rose.png", contentType: "image/png", data }]);
      return server.app.inject({ method: "POST", url: "/api/upload/photo", payload: body.payload, headers: { ...body.headers, "idempotency-key": key } });
    };
    const before = await stored();
    const first = await keyed(png, "b6f1c2d4-0e1a-4c59-9a7e-31d2f0c8a901");
    const again = await keyed(png, "b6f1c2d4-0e1a-4c59-9a7e-31d2f0c8a901");
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await server.app.inject({ method: "GET", url: (first.json() as { photoUrl: string }).photoUrl })).statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);

    const other = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#aa3366" } }).png().toBuffer();
    const mismatch = await keyed(other, "b6f1c2d4-0e1a-4c59-9a7e-31d2f0c8a901");
    expect(mismatch.statusCode).toBe(422);
    expect((mismatch.json() as { error: string }).error).toMatch(/Idempotency-Key/);
    expect(await stored()).toBe(before + 1);

    // Sent at the same time, the second is answered from the first or told to send again shortly: never a second photo.
    const [a, b] = await Promise.all([keyed(png, "a-key-sent-twice-at-once"), keyed(png, "a-key-sent-twice-at-once")]);
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses).toContain(201);
    expect(statuses.every((status) => status === 201 || status === 409), String(statuses)).toBe(true);
    expect(await stored()).toBe(before + 2);
    const settled = await keyed(png, "a-key-sent-twice-at-once");
    expect(settled.statusCode).toBe(201);
    expect(settled.json()).toEqual((a.statusCode === 201 ? a : b).json());

    // A key out of bounds is refused, naming the header; without one, each upload stores its own photo, as before.
    expect((await keyed(png, "k".repeat(201))).statusCode).toBe(400);
    const [plain1, plain2] = [await upload([{ field: "photo", filename: "rose.png", contentType: "image/png", data: png }]), await upload([{ field: "photo", filename: "rose.png", contentType: "image/png", data: png }])];
    expect([plain1.statusCode, plain2.statusCode]).toEqual([201, 201]);
    expect((plain1.json() as { photoUrl: string }).photoUrl).not.toBe((plain2.json() as { photoUrl: string }).photoUrl);
    expect(await stored()).toBe(before + 4);
  });

  it("forgets the key of an upload that failed: the same key runs afresh", async () => {
    const key = "c3d9e0f2-5b1a-4d7e-8f60-1a2b3c4d5e6f";
    const send = (data: Buffer | string) => {
      const body = multipart([{ field: "photo", filename: "rose.png", contentType: "image/png", data }]);
      return server.app.inject({ method: "POST", url: "/api/upload/photo", payload: body.payload, headers: { ...body.headers, "idempotency-key": key } });
    };
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(40)]);
    expect((await send(broken)).statusCode).toBe(400);
    expect((await send(broken)).statusCode, "the same refusal again, not a replay or a 409").toBe(400);
  });

  it("serves nothing but stored names under /uploads/", async () => {
    for (const url of ["/uploads/../package.json", "/uploads/%2e%2e%2fpackage.json", "/uploads/photo-1700000000000-0123456789abcdef.png", "/uploads/x.svg"]) {
      const res = await server.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expectNothingInternal(res.body);
    }
  });
});
