import { describe, expect, it } from "vitest";
import { fullName, isNarrowed } from "../src/lib/memorials";

// Search, sort, filter and paging run on the server (obituaries.search); their
// tests are in packages/api/test/obituaries-search.test.ts.
describe("the memorial list's display rules", () => {
  it("names a memorial 'first last'", () => {
    expect(fullName({ firstName: "Eleanor", lastName: "Whitfield" })).toBe("Eleanor Whitfield");
  });
  it("knows when the visitor narrowed the list (which empty state to show)", () => {
    expect(isNarrowed("", "all")).toBe(false);
    expect(isNarrowed(" ", "all")).toBe(false);
    expect(isNarrowed("x", "all")).toBe(true);
    expect(isNarrowed("", "recent")).toBe(true);
    expect(isNarrowed("", "with-photos")).toBe(true);
  });
});
