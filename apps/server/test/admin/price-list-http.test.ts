import { demoPriceList } from "@fh/db/seed";
import { todayIn } from "@fh/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, type StaffTestServer } from "./staff-helpers";

/** The General Price List over HTTP: tRPC's answers for staff and signed-out callers, and the PDF after a save. */
describe("the price list over HTTP", () => {
  let server: StaffTestServer;
  let token: string;
  const save = (json: unknown, headers: Record<string, string>) =>
    server.app.inject({
      method: "POST",
      url: "/trpc/admin.priceList.save",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ json }),
    });
  const valid = () => ({ effectiveDate: todayIn(), alternativeContainers: "a cardboard container", items: structuredClone(demoPriceList.items) });

  beforeAll(async () => {
    server = await createStaffTestServer({ seed: true });
    ({ token } = await server.login());
  });
  afterAll(() => server.close());

  it("refuses both staff procedures without a session (401), and saves nothing", async () => {
    expect((await save(valid(), {})).statusCode).toBe(401);
    expect((await server.app.inject({ method: "GET", url: "/trpc/admin.priceList.versions" })).statusCode).toBe(401);
  });

  it("answers a bad save with 400 naming the field", async () => {
    const input = valid();
    input.items[2]!.priceCents = 10.5;
    const res = await save(input, server.bearer(token));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { json: { message: string } } }).error.json.message).toMatch(/^items\.2\.priceCents: /);
    const past = await save({ ...valid(), effectiveDate: "2020-01-01" }, server.bearer(token));
    expect(past.statusCode).toBe(400);
    expect((past.json() as { error: { json: { message: string } } }).error.json.message).toBe("effectiveDate: Effective date must be today or later");
    // A container the direct-cremation statement names with no line of its own.
    const basket = await save({ ...valid(), alternativeContainers: "a cardboard container and a wicker basket" }, server.bearer(token));
    expect(basket.statusCode).toBe(400);
    expect((basket.json() as { error: { json: { message: string } } }).error.json.message).toMatch(/^alternativeContainers: "wicker basket" has no price: /);
  });

  it("a version saved for today is the one the PDF is drawn from, with no demo notice", async () => {
    const input = valid();
    input.items.find((i) => i.kind === "hearse")!.priceCents = 36_000;
    expect((await save(input, server.bearer(token))).statusCode).toBe(200);
    const pdf = await server.app.inject({ method: "GET", url: "/pricing.pdf" });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toContain(`general-price-list-${todayIn()}.pdf`);
    const versions = await server.app.inject({ method: "GET", url: "/trpc/admin.priceList.versions", headers: server.bearer(token) });
    const body = versions.json() as { result: { data: { json: { inEffectId: number; versions: Array<{ id: number; isDemo: boolean }> } } } };
    const { inEffectId, versions: all } = body.result.data.json;
    expect(all).toHaveLength(2);
    expect(all.find((v) => v.id === inEffectId)?.isDemo).toBe(false);
  });
});
