import { obituaries } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, type StaffTestServer } from "../admin/staff-helpers";
import { makeFakeSites } from "../fake-sites";

/**
 * A memorial's own writes (its "in lieu of flowers", its gallery) drop the
 * kept answers that show them before answering: each test reads first, so
 * the answer is kept, writes as staff would, and reads again at once.
 */
let server: StaffTestServer;
let token: string;

const get = (url: string) => server.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });

async function staff(procedure: string, input: unknown) {
  const res = await server.app.inject({
    method: "POST",
    url: `/trpc/${procedure}`,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    payload: JSON.stringify({ json: input }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: { json: unknown } } }).result.data.json;
}

async function liveObituary(firstName: string) {
  const [row] = await server.database.db
    .insert(obituaries)
    .values({ firstName, lastName: "Kept", dateOfBirth: "1940-02-03", dateOfDeath: "2026-10-01", biography: "A life.", submitterName: "Family", submitterEmail: "family@example.com", status: "live" })
    .returning({ id: obituaries.id });
  return row!.id;
}

beforeAll(async () => {
  server = await createStaffTestServer({ sites: makeFakeSites("languages") });
  token = (await server.login()).token;
});
afterAll(() => server?.close());

describe("a memorial's own writes and the public cache", () => {
  it("in lieu of flowers: the obituary's JSON and page show the new wish at once, in every language", async () => {
    const id = await liveObituary("Flora");
    const first = await get(`/api/obituaries/${id}`);
    expect(first.json().inLieuOfFlowers).toBeNull();
    const page = await get(`/es/obituaries/${id}`);
    expect(page.statusCode).toBe(200);
    // Kept: the same bytes again (the fake renderer numbers each drawing).
    expect((await get(`/es/obituaries/${id}`)).body).toBe(page.body);

    await staff("admin.obituaries.setFlowers", { obituaryId: id, charityName: "Hospice of Palm Beach", charityUrl: "https://hospice.example.org", wish: null });
    expect((await get(`/api/obituaries/${id}`)).json().inLieuOfFlowers).toEqual({ charityName: "Hospice of Palm Beach", charityUrl: "https://hospice.example.org", wish: null });
    const again = await get(`/es/obituaries/${id}`);
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toBe(page.body);
  });
});
