import { guestBookEntries, obituaries } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeSites } from "../fake-sites";
import { createTestServer } from "../helpers";

/** Guest-book care over HTTP: REST answers, the drawn page's head and the sitemap. */
describe("guest-book care over HTTP", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  let id: number;
  beforeAll(async () => {
    // The rows are set straight in the database here, past the procedures that
    // drop cached pages, so this server keeps none (public-cache.test.ts covers the cache).
    server = await createTestServer({ sites: makeFakeSites("draws"), env: { PUBLIC_CACHE_MB: "0" } });
    const [row] = await server.database.db
      .insert(obituaries)
      .values({ firstName: "Ana", lastName: "Lopez", dateOfBirth: "1950-01-01", dateOfDeath: "2026-10-01", biography: "Loved.", submitterName: "M", submitterEmail: "m@example.com", status: "live" })
      .returning({ id: obituaries.id });
    id = row!.id;
    await server.database.db.insert(guestBookEntries).values([
      { obituaryId: id, authorName: "Kind", message: "SHOWN-MESSAGE" },
      { obituaryId: id, authorName: "Cruel", message: "HIDDEN-MESSAGE", status: "hidden" },
      { obituaryId: id, authorName: "New", message: "WAITING-MESSAGE", status: "waiting" },
    ]);
  });
  afterAll(() => server.close());

  const post = (message: string) =>
    server.app.inject({ method: "POST", url: `/api/obituaries/${id}/guestbook`, payload: { authorName: "Guest", message } });

  it("never answers hidden or waiting messages: REST list, obituary and the drawn page", async () => {
    const list = await server.app.inject({ method: "GET", url: `/api/obituaries/${id}/guestbook` });
    expect(list.json().map((e: { message: string }) => e.message)).toEqual(["SHOWN-MESSAGE"]);
    for (const url of [`/api/obituaries/${id}`, `/obituaries/${id}`, `/obituaries/${id}/print`]) {
      const res = await server.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain("HIDDEN-MESSAGE");
      expect(res.body, url).not.toContain("WAITING-MESSAGE");
    }
  });

  it("moderated: a post answers 201 with status waiting and stays off the list; closed: 403 with a clear message", async () => {
    await server.database.db.update(obituaries).set({ guestBookMode: "moderated" }).where(eq(obituaries.id, id));
    const held = await post("Held");
    expect(held.statusCode).toBe(201);
    expect(held.json().status).toBe("waiting");
    await server.database.db.update(obituaries).set({ guestBookMode: "closed" }).where(eq(obituaries.id, id));
    const closed = await post("Too late");
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ error: "This guest book is closed to new messages." });
    const list = await server.app.inject({ method: "GET", url: `/api/obituaries/${id}/guestbook` });
    expect(list.json()).toHaveLength(1);
  });

  it("noindex: meta robots on the page, left out of the sitemap, still reachable", async () => {
    const before = await server.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(before.body).toContain(`/obituaries/${id}</loc>`);
    expect((await server.app.inject({ method: "GET", url: `/obituaries/${id}` })).body).not.toMatch(/<meta name="robots" content="noindex"/);
    await server.database.db.update(obituaries).set({ noindex: true }).where(eq(obituaries.id, id));
    const page = await server.app.inject({ method: "GET", url: `/obituaries/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<meta name="robots" content="noindex"/);
    expect((await server.app.inject({ method: "GET", url: "/sitemap.xml" })).body).not.toContain(`/obituaries/${id}</loc>`);
  });
});
