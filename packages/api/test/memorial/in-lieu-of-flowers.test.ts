import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestMessage, createPublicTestApi, expectTrpcError, insertObituary, type PublicTestApi } from "../public/helpers";

describe("in lieu of flowers", () => {
  let api: PublicTestApi;
  let obituaryId = 0;

  beforeAll(async () => {
    api = await createPublicTestApi();
    obituaryId = await insertObituary(api, "live", "Rosa");
  });
  afterAll(() => api.close());

  it("shows the charity and the wish on the obituary's own answer, never in the lists", async () => {
    expect((await api.visitor.obituaries.byId({ id: obituaryId })).inLieuOfFlowers).toBeNull();
    await api.staff.admin.obituaries.setFlowers({
      obituaryId,
      charityName: "  Palm Beach Hospice Foundation ",
      charityUrl: "https://hospice.example.org/give",
      wish: "The family asks for privacy; no flowers please.",
    });
    expect((await api.visitor.obituaries.byId({ id: obituaryId })).inLieuOfFlowers).toEqual({
      charityName: "Palm Beach Hospice Foundation",
      charityUrl: "https://hospice.example.org/give",
      wish: "The family asks for privacy; no flowers please.",
    });
    expect(JSON.stringify(await api.visitor.obituaries.list())).not.toContain("Hospice");
  });

  it("takes a wish alone, and blank everywhere clears it", async () => {
    await api.staff.admin.obituaries.setFlowers({ obituaryId, charityName: "", charityUrl: "", wish: "No flowers, please." });
    expect((await api.visitor.obituaries.byId({ id: obituaryId })).inLieuOfFlowers).toEqual({ charityName: null, charityUrl: null, wish: "No flowers, please." });
    await api.staff.admin.obituaries.setFlowers({ obituaryId, charityName: " ", charityUrl: null, wish: "" });
    expect((await api.visitor.obituaries.byId({ id: obituaryId })).inLieuOfFlowers).toBeNull();
  });

  it("refuses an address that is not https, a name without its address, and says which field", async () => {
    const set = (fields: Record<string, unknown>) => api.staff.admin.obituaries.setFlowers({ obituaryId, ...fields } as never);
    expect(await badRequestMessage(set({ charityName: "Hospice", charityUrl: "http://hospice.example.org" }))).toMatch(/^charityUrl: .*https:\/\//);
    expect(await badRequestMessage(set({ charityName: "Hospice", charityUrl: "javascript:alert(1)" }))).toMatch(/^charityUrl: /);
    expect(await badRequestMessage(set({ charityName: "Hospice" }))).toMatch(/^charityUrl: /);
    expect(await badRequestMessage(set({ charityUrl: "https://hospice.example.org" }))).toMatch(/^charityName: /);
    expect(await badRequestMessage(set({ wish: "x".repeat(301) }))).toMatch(/^wish: /);
    expect(await badRequestMessage(set({ wish: "ok", amount: 20 }))).toMatch(/amount/);
    expect((await api.visitor.obituaries.byId({ id: obituaryId })).inLieuOfFlowers).toBeNull();
  });

  it("is staff's alone among these procedures: a visitor is refused, and an unknown obituary is 404", async () => {
    await expectTrpcError(api.visitor.admin.obituaries.setFlowers({ obituaryId, wish: "x" }), "UNAUTHORIZED");
    await expectTrpcError(api.staff.admin.obituaries.setFlowers({ obituaryId: 987_654, wish: "x" }), "NOT_FOUND");
  });
});
