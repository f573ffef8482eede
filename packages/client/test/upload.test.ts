import { PHOTO_MAX_BYTES } from "@fh/validators/site";
import { describe, expect, it } from "vitest";
import { checkPhoto } from "../src/upload";

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
