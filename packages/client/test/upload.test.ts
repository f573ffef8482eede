import { PHOTO_MAX_BYTES } from "@fh/validators/site";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkPhoto, photoUploadKeys, sendWithKey, uploadPhoto } from "../src/upload";

describe("a picked photo (SPEC §5)", () => {
  it("may go when it is an image of at most 5 MB", () => {
    expect(checkPhoto({ type: "image/jpeg", size: 1024 })).toBeNull();
    expect(checkPhoto({ type: "image/gif", size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it("is refused when it is not an image, whatever its size", () => {
    expect(checkPhoto({ type: "application/pdf", size: 10 })).toBe("not-an-image");
    expect(checkPhoto({ type: "", size: 10 })).toBe("not-an-image");
  });

  it("is refused when it is over 5 MB", () => {
    expect(checkPhoto({ type: "image/png", size: PHOTO_MAX_BYTES + 1 })).toBe("too-large");
  });
});

/**
 * What a picker sends (packages/client/src/upload.ts): every upload carries
 * an Idempotency-Key, so a photo the server stored although no answer came
 * back is answered from the first time when it is sent again, not stored
 * twice. Sent as usePhotoUpload sends (one picker's keys, then uploadPhoto),
 * against a stand-in XMLHttpRequest that answers as told.
 */
describe("a photo upload's Idempotency-Key", () => {
  /** The answers to give, in order: a status, or 0 for a lost connection. */
  const answers: number[] = [];
  const sent: Array<Record<string, string>> = [];

  class FakeXhr {
    readonly upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = "";
    status = 0;
    statusText = "";
    response: unknown = null;
    private readonly headers: Record<string, string> = {};
    open() {}
    abort() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send() {
      sent.push(this.headers);
      const status = answers.shift() ?? 201;
      queueMicrotask(() => {
        if (status === 0) return this.onerror?.();
        this.status = status;
        this.response =
          status === 201
            ? { photoUrl: `/uploads/photo-${sent.length}.png`, filename: `photo-${sent.length}.png`, originalName: "rose.png", size: 3 }
            : { error: "The service is briefly unavailable. Please try again in a moment." };
        this.onload?.();
      });
    }
  }

  beforeAll(() => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  /** The `upload` of one picker on a page. */
  function picker(): (file: File) => Promise<unknown> {
    const keys = photoUploadKeys();
    return (file) => sendWithKey(uploadPhoto, keys, file);
  }
  // Picked again from the device, the same photo is another File object with the same name, size and date.
  const rose = () => new File([new Uint8Array([1, 2, 3])], "rose.png", { type: "image/png", lastModified: 1_700_000_000_000 });
  const lily = () => new File([new Uint8Array([4, 5, 6, 7])], "lily.png", { type: "image/png", lastModified: 1_700_000_000_000 });
  const keysSent = () => sent.map((headers) => headers["idempotency-key"]);

  it("is sent with an upload, the same one when the photo is sent again after a 503 or a lost connection, a new one once it was stored", async () => {
    const upload = picker();
    sent.length = 0;
    answers.push(503, 0, 201, 201);
    await expect(upload(rose())).rejects.toMatchObject({ status: 503 });
    await expect(upload(rose())).rejects.toMatchObject({ status: 0 });
    await expect(upload(rose())).resolves.toMatchObject({ photoUrl: "/uploads/photo-3.png" });
    await upload(rose());
    const [first, ...rest] = keysSent();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(rest.slice(0, 2), "the retries of the same photo").toEqual([first, first]);
    expect(rest[2], "the same photo uploaded again once stored is a new upload").not.toBe(first);
  });

  it("gives another photo, another picker and a call of uploadPhoto alone keys of their own", async () => {
    const upload = picker();
    sent.length = 0;
    answers.push(503, 503);
    await expect(upload(rose())).rejects.toMatchObject({ status: 503 });
    await expect(upload(lily())).rejects.toMatchObject({ status: 503 });
    await picker()(rose());
    await uploadPhoto(rose());
    const sentKeys = keysSent();
    expect(sentKeys).toHaveLength(4);
    for (const key of sentKeys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(sentKeys).size).toBe(4);
  });
});
