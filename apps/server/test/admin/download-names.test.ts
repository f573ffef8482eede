import { obituaries } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, type StaffTestServer } from "./staff-helpers";

/** Staff downloads are named after the person, in plain ASCII: accents folded, never dropped into dashes. */
describe("download names of the Book of Memories and the QR codes", () => {
  let server: StaffTestServer;
  let auth: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await createStaffTestServer();
    auth = server.bearer((await server.login()).token);
    const base = { dateOfBirth: "1938-02-14", dateOfDeath: "2026-10-30", submitterName: "M", submitterEmail: "m@example.com", biography: "x", status: "live" as const };
    for (const [key, firstName, lastName] of [
      ["spanish", "José Antonio", "Ramírez Peña"],
      ["creole", "Mari-Tèrèz", "Pyè-Lwi Désir"],
    ] as const) {
      const [row] = await server.database.db.insert(obituaries).values({ ...base, firstName, lastName }).returning({ id: obituaries.id });
      ids[key] = row!.id;
    }
  });
  afterAll(() => server.close());

  const filename = async (url: string) => {
    const res = await server.app.inject({ method: "GET", url, headers: auth });
    expect(res.statusCode, url).toBe(200);
    return res.headers["content-disposition"];
  };

  it("folds a Spanish name's accents and ñ", async () => {
    const id = ids.spanish;
    expect(await filename(`/api/admin/obituaries/${id}/keepsake.pdf`)).toBe('attachment; filename="book-of-memories-jose-antonio-ramirez-pena.pdf"');
    expect(await filename(`/api/admin/obituaries/${id}/qr.svg`)).toBe('attachment; filename="qr-jose-antonio-ramirez-pena.svg"');
    expect(await filename(`/api/admin/obituaries/${id}/qr.png`)).toBe('attachment; filename="qr-jose-antonio-ramirez-pena.png"');
  });

  it("folds a Haitian Creole name's grave accents", async () => {
    const id = ids.creole;
    expect(await filename(`/api/admin/obituaries/${id}/keepsake.pdf`)).toBe('attachment; filename="book-of-memories-mari-terez-pye-lwi-desir.pdf"');
    expect(await filename(`/api/admin/obituaries/${id}/qr.png`)).toBe('attachment; filename="qr-mari-terez-pye-lwi-desir.png"');
  });
});
