import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { guestBookEntries, obituaries, photos } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pageRule } from "../src/cache/cacheable";
import { createStaffTestServer, SITE, type StaffTestServer } from "./admin/staff-helpers";
import { makeFakeSites } from "./fake-sites";

/**
 * Public reads come from a cache of compressed bytes, and every kind
 * of write that changes what they show drops exactly those answers before it
 * answers. Each test reads first (so the answer is kept), writes through the
 * API as a visitor or staff member would, and reads again at once. All of it
 * runs twice: with memory only, and with the page store on disk behind it.
 */
let server: StaffTestServer;
let token: string;

const browser = { "accept-encoding": "br, gzip" };

async function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: "GET", url, headers });
}

/** A tRPC query's data, as the public site's client asks for it (a batch of one). */
async function query(procedure: string, input: unknown) {
  const res = await get(`/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`);
  return { res, data: (res.json() as Array<{ result?: { data: { json: unknown } } }>)[0]?.result?.data.json };
}

/** Whether the cache has a rule for a request (what its route declares): it then looks the answer up in its store. */
async function hasRule(method: "GET" | "POST", url: string): Promise<boolean> {
  const lookUp = vi.spyOn(server.responseCache, "getOrFill");
  try {
    await server.app.inject({ method, url });
    return lookUp.mock.calls.length > 0;
  } finally {
    lookUp.mockRestore();
  }
}

/** A staff change through tRPC with the session token. */
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

async function liveObituary(firstName: string, extra: Partial<typeof obituaries.$inferInsert> = {}) {
  const [row] = await server.database.db
    .insert(obituaries)
    .values({
      firstName,
      lastName: "Cached",
      dateOfBirth: "1940-02-03",
      dateOfDeath: "2026-10-01",
      biography: `${firstName} loved the ocean at Lake Worth Beach.`,
      submitterName: "Family",
      submitterEmail: "family@example.com",
      status: "live",
      ...extra,
    })
    .returning({ id: obituaries.id });
  return row!.id;
}

const names = (list: unknown) => (list as Array<{ firstName: string }>).map((o) => o.firstName);

const setups: Array<{ name: string; env: Record<string, string> }> = [
  { name: "memory only", env: { PAGE_STORE_MB: "0" } },
  { name: "memory and the page store", env: { PAGE_STORE_MB: "64", DATA_DIR: mkdtempSync(path.join(tmpdir(), "fh-cache-store-")) } },
];

describe.each(setups)("$name", ({ env }) => {
  beforeAll(async () => {
    server = await createStaffTestServer({ sites: makeFakeSites("draws"), env });
    token = (await server.login()).token;
  });
  afterAll(() => server?.close());

  describe("answers from the cache", () => {
    it("sends the same page again from memory, compressed, with a strong ETag, and a 304 when it has not changed", async () => {
      const id = await liveObituary("Etta");
      const first = await get(`/obituaries/${id}`, browser);
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-encoding"]).toBe("br");
      expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
      expect(first.headers.vary).toContain("Accept-Encoding");
      expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
      const again = await get(`/obituaries/${id}`, { "accept-encoding": "gzip" });
      expect(again.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(again.rawPayload).toString()).toContain("Etta Cached");
      const unchanged = await get(`/obituaries/${id}`, { ...browser, "if-none-match": first.headers.etag as string });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe("");
      const plain = await get(`/obituaries/${id}`);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toContain("Etta Cached");
    });

    it("keeps pages with a policy that has no nonce, the same for every visitor", async () => {
      const id = await liveObituary("Nora");
      const pages = [await get(`/obituaries/${id}`), await get(`/obituaries/${id}`)];
      expect(pages[1]!.headers.etag).toBe(pages[0]!.headers.etag);
      for (const page of pages) {
        expect(page.body).not.toContain("csp-nonce");
        expect(page.headers["content-security-policy"]).not.toContain("'nonce-");
      }
    });

    it("keeps a later page of a search (its cursor is everyone's) and drops it when the lists change", async () => {
      for (const name of ["Page1", "Page2", "Page3"]) await liveObituary(name);
      const first = (await query("obituaries.search", { sort: "newest", limit: 2 })).data as { nextCursor: string | null };
      expect(first.nextCursor).toBeTruthy();
      const later = { sort: "newest", limit: 2, cursor: first.nextCursor };
      const before = server.responseCache.size;
      const page = await query("obituaries.search", later);
      expect(page.res.statusCode).toBe(200);
      expect(server.responseCache.size).toBe(before + 1);
      const again = await query("obituaries.search", later);
      expect(again.res.headers.etag).toBe(page.res.headers.etag);
      // Staff unlist the first obituary on that page: the kept page is dropped, and drawn again without it.
      const [gone] = (page.data as { items: Array<{ id: number }> }).items;
      await staff("admin.obituaries.unlist", { id: gone!.id });
      const moved = await query("obituaries.search", later);
      expect(moved.res.headers.etag).not.toBe(page.res.headers.etag);
      expect((moved.data as { items: Array<{ id: number }> }).items.map((o) => o.id)).not.toContain(gone!.id);
    });

    it("sends a kept answer with every security header an answer drawn by its route gets", async () => {
      const id = await liveObituary("Hazel");
      await get(`/obituaries/${id}`);
      const kept = await get(`/obituaries/${id}`);
      expect(kept.headers.etag).toBeTruthy(); // sent by the cache
      // /healthz is never kept: helmet writes its headers on it as on every answer.
      const drawn = await server.app.inject({ method: "GET", url: "/healthz" });
      const perAnswer = new Set(["content-type", "content-length", "cache-control", "etag", "vary", "date", "connection", "keep-alive", "retry-after"]);
      const names = Object.keys(drawn.headers).filter((name) => !perAnswer.has(name));
      expect(names).toEqual(expect.arrayContaining(["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"]));
      for (const name of names) expect(kept.headers[name], name).toBe(drawn.headers[name]);
    });

    it("never keeps staff or personal answers", async () => {
      // With the page store, pages earlier writes dropped are drawn again in the background: let that end first, so only these requests count.
      await server.pageWarmer?.settled();
      const before = server.responseCache.size;
      await server.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: { authorization: `Bearer ${token}` } });
      await server.app.inject({ method: "GET", url: "/trpc/auth.me", headers: { authorization: `Bearer ${token}` } });
      await get("/admin/obituaries");
      await get("/api/consultations/slots?date=2026-12-01");
      expect(server.responseCache.size).toBe(before);
      for (const url of ["/admin/obituaries", "/api/chat/x/messages", "/trpc/admin.obituaries.list", "/trpc/chat.messages", "/trpc/obituaries.search,auth.me"]) {
        expect(await hasRule("GET", url), url).toBe(false);
      }
      expect(await hasRule("POST", "/api/obituaries")).toBe(false);
      // And the same spy sees a public read taken up, so the checks above can fail.
      expect(await hasRule("GET", "/api/obituaries")).toBe(true);
    });

    it("gives every language's copy of a page the same tags, so one write drops them all", () => {
      expect(pageRule("/es/obituaries/7")?.tags).toEqual(pageRule("/obituaries/7")?.tags);
      expect(pageRule("/ht/obituaries/7/print")?.tags).toEqual(pageRule("/obituaries/7")?.tags);
      expect(pageRule("/es")?.tags).toEqual(pageRule("/")?.tags);
      expect(pageRule("/es/obituaries")?.tags).toEqual(pageRule("/obituaries")?.tags);
    });
  });

  describe("every kind of write shows on the next read", () => {
    it("a guest-book post: the memorial's page, its REST guest book and the tRPC one", async () => {
      const id = await liveObituary("Grace");
      await get(`/obituaries/${id}`);
      expect((await get(`/api/obituaries/${id}/guestbook`)).json()).toEqual([]);
      expect((await query("guestBook.list", { obituaryId: id })).data).toEqual([]);
      const posted = await server.app.inject({
        method: "POST",
        url: `/api/obituaries/${id}/guestbook`,
        payload: { authorName: "A neighbour", message: "She waved every morning." },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      expect((await get(`/api/obituaries/${id}/guestbook`)).json()).toMatchObject([{ authorName: "A neighbour" }]);
      expect((await query("guestBook.list", { obituaryId: id })).data).toMatchObject([{ message: "She waved every morning." }]);
    });

    it("guest-book care: a message staff hide, approve or delete, a book closed or moderated, a page kept from search engines", async () => {
      const id = await liveObituary("Cared");
      const [entry] = await server.database.db
        .insert(guestBookEntries)
        .values({ obituaryId: id, authorName: "A cousin", message: "Words the family asked us to take down." })
        .returning({ id: guestBookEntries.id });
      const shown = async () => JSON.stringify((await get(`/api/obituaries/${id}/guestbook`)).json());
      const page = async () => (await get(`/obituaries/${id}`)).body;
      expect(await shown()).toContain("A cousin");
      expect((await query("guestBook.list", { obituaryId: id })).data).toMatchObject([{ authorName: "A cousin" }]);
      await page();

      await staff("admin.guestBook.hide", { id: entry!.id });
      expect(await shown()).not.toContain("A cousin");
      expect((await query("guestBook.list", { obituaryId: id })).data).toEqual([]);
      await staff("admin.guestBook.approve", { id: entry!.id });
      expect(await shown()).toContain("A cousin");
      await staff("admin.guestBook.delete", { id: entry!.id });
      expect(await shown()).not.toContain("A cousin");

      // The drawn page carries the book's mode (the form or the closed note) and its robots tag.
      const openPage = await page();
      expect(openPage).not.toContain("noindex");
      expect((await get("/sitemap.xml")).body).toContain(`/obituaries/${id}<`);
      await staff("admin.obituaries.setGuestBookCare", { id, guestBookMode: "closed", noindex: true });
      const closedPage = await page();
      expect(closedPage).not.toBe(openPage);
      expect(closedPage).toMatch(/<meta name="robots" content="[^"]*noindex/);
      expect((await get(`/api/obituaries/${id}`)).json()).toMatchObject({ guestBookMode: "closed" });
      expect((await get("/sitemap.xml")).body).not.toContain(`/obituaries/${id}<`);
    });

    it("staff approve, edit, unlist, decline and delete an obituary: its page, its JSON, the lists and search", async () => {
      const [row] = await server.database.db
        .insert(obituaries)
        .values({
          firstName: "Pending",
          lastName: "Person",
          dateOfBirth: "1930-01-01",
          dateOfDeath: "2026-09-09",
          biography: "Waiting for a director.",
          submitterName: "Family",
          submitterEmail: "family@example.com",
          status: "pending",
        })
        .returning({ id: obituaries.id });
      const id = row!.id;
      const search = () => query("obituaries.search", { search: "Person" });
      expect((await get(`/api/obituaries/${id}`)).statusCode).toBe(404);
      expect((await get(`/obituaries/${id}`)).statusCode).toBe(404);
      expect(names((await get("/api/obituaries")).json())).not.toContain("Pending");
      expect(JSON.stringify((await search()).data)).not.toContain("Pending");
      await get("/obituaries");

      await staff("admin.obituaries.approve", { id });
      expect((await get(`/api/obituaries/${id}`)).statusCode).toBe(200);
      expect((await get(`/obituaries/${id}`)).statusCode).toBe(200);
      expect(names((await get("/api/obituaries")).json())).toContain("Pending");
      expect(JSON.stringify((await search()).data)).toContain("Pending");

      await staff("admin.obituaries.update", {
        id,
        firstName: "Edited",
        lastName: "Person",
        dateOfBirth: "1930-01-01",
        dateOfDeath: "2026-09-09",
        biography: "Waiting for a director.",
        submitterName: "Family",
        submitterEmail: "family@example.com",
      });
      expect((await get(`/api/obituaries/${id}`)).json()).toMatchObject({ firstName: "Edited" });
      expect((await get(`/obituaries/${id}`)).body).toContain("Edited Person");
      expect(names((await get("/api/obituaries")).json())).toContain("Edited");

      await staff("admin.obituaries.unlist", { id });
      expect((await get(`/api/obituaries/${id}`)).statusCode).toBe(404);
      expect((await get(`/obituaries/${id}`)).statusCode).toBe(404);
      expect(names((await get("/api/obituaries")).json())).not.toContain("Edited");
      expect(JSON.stringify((await search()).data)).not.toContain("Edited");

      await staff("admin.obituaries.approve", { id });
      expect((await get(`/obituaries/${id}`)).statusCode).toBe(200);
      await staff("admin.obituaries.decline", { id });
      expect((await get(`/obituaries/${id}`)).statusCode).toBe(404);

      await staff("admin.obituaries.approve", { id });
      expect((await get(`/api/obituaries/${id}`)).statusCode).toBe(200);
      await staff("admin.obituaries.delete", { id });
      expect((await get(`/api/obituaries/${id}`)).statusCode).toBe(404);
      expect(names((await get("/api/obituaries")).json())).not.toContain("Edited");
    });

    it("staff write an obituary that is live at once: the lists and the landing page's data", async () => {
      expect(names((await get("/api/obituaries")).json())).not.toContain("Walter");
      const before = await get("/");
      const created = (await staff("admin.obituaries.create", {
        firstName: "Walter",
        lastName: "Created",
        dateOfBirth: "1935-05-05",
        dateOfDeath: "2026-11-01",
        biography: "Written by a director on the phone with the family.",
        submitterName: "Family",
        submitterEmail: "family@example.com",
        state: "live",
      })) as { id: number };
      expect(names((await get("/api/obituaries")).json())).toContain("Walter");
      expect((await get(`/api/obituaries/${created.id}`)).statusCode).toBe(200);
      // The landing page was dropped and drawn again (a new entry, so a new ETag is possible and the old one is gone).
      expect(server.responseCache.size).toBeGreaterThan(0);
      expect((await get("/")).statusCode).toBe(before.statusCode);
    });

    it("a photo staff delete: the memorials that showed it", async () => {
      const filename = "photo-1764000000000-0123456789abcdef.jpg";
      await server.database.db.insert(photos).values({
        filename,
        originalName: "lily.jpg",
        url: `/uploads/${filename}`,
        size: 10,
        mimeType: "image/jpeg",
        width: 1,
        height: 1,
      });
      const id = await liveObituary("Photo", { photoUrl: `/uploads/${filename}` });
      expect((await get(`/api/obituaries/${id}`)).json()).toMatchObject({ photoUrl: `/uploads/${filename}` });
      await staff("admin.photos.delete", { filename, force: true });
      expect((await get(`/api/obituaries/${id}`)).json()).toMatchObject({ photoUrl: null });
    });

    it("a privacy erasure: guest-book entries written with the address", async () => {
      const id = await liveObituary("Erased");
      await server.database.db.insert(guestBookEntries).values({
        obituaryId: id,
        authorName: "Forget Me",
        authorEmail: "forget.me@example.com",
        message: "Please remove this later.",
      });
      expect(JSON.stringify((await get(`/api/obituaries/${id}/guestbook`)).json())).toContain("Forget Me");
      await staff("admin.privacy.erase", { email: "forget.me@example.com" });
      expect(JSON.stringify((await get(`/api/obituaries/${id}/guestbook`)).json())).not.toContain("Forget Me");
    });

    for (const kind of ["events", "services"] as const) {
      it(`staff add, change and remove ${kind}: the REST list and the tRPC one`, async () => {
        const fields =
          kind === "events"
            ? { title: "Candle lighting", eventDate: "2099-12-01", eventTime: "18:00", location: "Chapel", isPublic: true }
            : { title: "Funeral Mass", deceasedName: "Someone Dear", serviceDate: "2099-12-01", serviceTime: "10:00", location: "Chapel", isPublic: true };
        const titles = async () => (((await get(`/api/${kind}`)).json()) as Array<{ title: string }>).map((r) => r.title);
        const upcoming = async () => JSON.stringify((await query(`${kind}.upcoming`, undefined)).data);
        expect(await titles()).not.toContain(fields.title);
        await upcoming();
        const created = (await staff(`admin.${kind}.create`, fields)) as { id: number };
        expect(await titles()).toContain(fields.title);
        expect(await upcoming()).toContain(fields.title);
        await staff(`admin.${kind}.update`, { id: created.id, title: "Changed title" });
        expect(await titles()).toContain("Changed title");
        await staff(`admin.${kind}.delete`, { id: created.id });
        expect(await titles()).not.toContain("Changed title");
        expect(await upcoming()).not.toContain("Changed title");
      });
    }

    it("a family's submission changes nothing public until staff approve it (no invalidation needed)", async () => {
      const list = (await get("/api/obituaries")).body;
      const res = await server.app.inject({
        method: "POST",
        url: "/api/obituaries",
        headers: { origin: SITE },
        payload: {
          firstName: "Submitted",
          lastName: "Family",
          dateOfBirth: "1950-01-01",
          dateOfDeath: "2026-11-01",
          biography: "A family's words, waiting for review.",
          submitterName: "Family",
          submitterEmail: "family@example.com",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((await get("/api/obituaries")).body).toBe(list);
    });
  });
});
