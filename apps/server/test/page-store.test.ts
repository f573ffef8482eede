import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, truncateSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { obituaries, pageTagGenerations, services } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../src/app";
import { storedPageLifetime, STORED_PAGE_MAX_AGE_MS } from "../src/cache/page-lifetime";
import { PageStore } from "../src/cache/page-store";
import { toCachedAnswer } from "../src/cache/response-cache";
import { TagGenerations } from "../src/cache/tag-generations";
import { loadConfig } from "../src/config";
import { makeFakeSites } from "./fake-sites";

/**
 * Pages kept on disk (the page store) survive a restart, are used only while
 * no write has come since they were drawn (here, through another instance, or
 * while this one was down), stay within their bound, are drawn again after a
 * write, and a file that does not read back whole is only a miss.
 */
const sites = makeFakeSites("languages");
const silent = { info() {}, warn() {}, error() {} } as never;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** One instance of the server on the shared database, its store in `dataDir` (0 MB: no store). */
async function instance(dataDir: string, storeMb = 64): Promise<BuiltServer> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, PAGE_STORE_MB: String(storeMb), PUBLIC_ORIGIN: "http://localhost" });
  const built = await buildServer(config, { database, logger: false, sites });
  await built.app.ready();
  return built;
}

/** Waits until the instance has drawn everything it meant to draw ahead of its readers, and written it. */
async function settled(server: BuiltServer) {
  for (let i = 0; i < 1000 && (server.pageWarmer?.pending ?? 0) > 0; i++) await server.pageWarmer!.settled();
  await server.pageStore?.flush();
}

async function liveObituary(firstName: string) {
  const [row] = await database.db
    .insert(obituaries)
    .values({
      firstName,
      lastName: "Stored",
      dateOfBirth: "1940-02-03",
      dateOfDeath: "2026-10-01",
      biography: `${firstName} kept a garden.`,
      submitterName: "Family",
      submitterEmail: "family@example.com",
      status: "live",
    })
    .returning({ id: obituaries.id });
  return row!.id;
}

/** The drawing's number the fake renderer writes into each page: a new number is a new drawing. */
function drawingOf(body: string): number {
  return Number(/drawing (\d+)/.exec(body)?.[1]);
}

const page = (server: BuiltServer, url: string) => server.app.inject({ method: "GET", url, headers: { host: "localhost", "accept-encoding": "br, gzip" } });
const plain = (server: BuiltServer, url: string) => server.app.inject({ method: "GET", url, headers: { host: "localhost" } });

describe("the page store across a restart", () => {
  it("serves a page kept before the restart without drawing it, in every encoding", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fh-store-"));
    const id = await liveObituary("Kept");
    const first = await instance(dir);
    await settled(first); // the walk drew every live memorial's page in three languages
    const drawn = await plain(first, `/obituaries/${id}`);
    expect(drawn.statusCode).toBe(200);
    await settled(first);
    await first.app.close();

    const second = await instance(dir);
    await settled(second);
    const again = await plain(second, `/obituaries/${id}`);
    expect(drawingOf(again.body)).toBe(drawingOf(drawn.body));
    const br = await page(second, `/obituaries/${id}`);
    expect(br.headers["content-encoding"]).toBe("br");
    const gz = await second.app.inject({ method: "GET", url: `/obituaries/${id}`, headers: { host: "localhost", "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(second.pageStore!.size).toBeGreaterThan(0);
    await second.app.close();
  });

  it("never serves a page a write made stale while it was down: through another instance, or its generation moved", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fh-store-"));
    const id = await liveObituary("Written");
    const first = await instance(dir);
    const before = await plain(first, `/obituaries/${id}`);
    await settled(first);
    await first.app.close();

    // Another instance, without a store of its own, takes a condolence meanwhile.
    const other = await instance(mkdtempSync(path.join(tmpdir(), "fh-other-")), 0);
    const posted = await other.app.inject({
      method: "POST",
      url: `/api/obituaries/${id}/guestbook`,
      payload: { authorName: "A neighbour", message: "Posted while the first was down." },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await other.app.close();

    const second = await instance(dir);
    const after = await plain(second, `/obituaries/${id}`);
    expect(drawingOf(after.body)).toBeGreaterThan(drawingOf(before.body));
    await settled(second);
    await second.app.close();

    // Moved by hand (a restored backup's older value does the same): the page on disk no longer matches.
    await database.db.update(pageTagGenerations).set({ generation: 12345 }).where(eq(pageTagGenerations.tag, `obituary:${id}`));
    const third = await instance(dir);
    const moved = await plain(third, `/obituaries/${id}`);
    expect(drawingOf(moved.body)).toBeGreaterThan(drawingOf(after.body));
    await settled(third);
    await third.app.close();
  });

  it("draws a memorial's pages again in three languages after a guest-book post, before anyone asks", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fh-store-"));
    const id = await liveObituary("Redrawn");
    const server = await instance(dir);
    await settled(server);
    const before = await plain(server, `/es/obituaries/${id}`);
    const posted = await server.app.inject({
      method: "POST",
      url: `/api/obituaries/${id}/guestbook`,
      payload: { authorName: "A cousin", message: "We remember." },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await settled(server);
    const redrawn = new Map<string, number>();
    for (const url of [`/obituaries/${id}`, `/es/obituaries/${id}`, `/ht/obituaries/${id}`]) {
      expect(await server.pageStore!.hasCurrent(`http://localhost${url}`), url).toBe(true);
      redrawn.set(url, drawingOf((await plain(server, url)).body));
    }
    expect(redrawn.get(`/es/obituaries/${id}`)).toBeGreaterThan(drawingOf(before.body));
    // Served as drawn in the background: asking again draws nothing new.
    for (const [url, drawing] of redrawn) expect(drawingOf((await plain(server, url)).body), url).toBe(drawing);
    await server.app.close();
  });

  it("keeps a memorial's JSON and guest book with its pages, drawn ahead, and shows a post on the next read of each", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fh-store-"));
    const id = await liveObituary("Answered");
    const api = [`/api/obituaries/${id}`, `/api/obituaries/${id}/guestbook`];
    const first = await instance(dir);
    await plain(first, `/obituaries/${id}`);
    await settled(first);
    for (const url of api) expect(await first.pageStore!.hasCurrent(`http://localhost${url}`), url).toBe(true);
    // The list and the search change with every memorial: not kept on disk.
    await plain(first, "/api/obituaries");
    await settled(first);
    expect(await first.pageStore!.hasCurrent("http://localhost/api/obituaries")).toBe(false);
    await first.app.close();

    // After a restart, both are on disk as they were drawn.
    const second = await instance(dir);
    const kept = await plain(second, api[0]!);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id, firstName: "Answered" });
    for (const url of api) expect(await second.pageStore!.hasCurrent(`http://localhost${url}`), url).toBe(true);

    const posted = await second.app.inject({
      method: "POST",
      url: `/api/obituaries/${id}/guestbook`,
      payload: { authorName: "A friend", message: "Shown on the next read." },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const book = await plain(second, api[1]!);
    expect(book.body).toContain("Shown on the next read.");
    await settled(second);
    expect(await second.pageStore!.hasCurrent(`http://localhost${api[1]}`)).toBe(true);
    expect((await plain(second, api[1]!)).body).toContain("Shown on the next read.");
    await second.app.close();
  });
});

describe("the store's files", () => {
  const tags = ["obituary:1", "services"];
  let generations: TagGenerations;
  beforeAll(async () => {
    generations = new TagGenerations(database.db);
    await generations.load();
  });

  async function keep(store: PageStore, key: string, size = 3000) {
    // Text that does not compress away, so each file has about its size.
    const answer = await toCachedAnswer({ status: 200, body: Buffer.from(randomBytes(size).toString("base64")), headers: { "content-type": "text/html" }, storable: true }, tags, Date.now() + 60_000, "br");
    store.write(key, answer, store.snapshot(tags));
    await store.flush();
    return answer;
  }

  it("keeps within its bound, the least recently read going first", async () => {
    const store = new PageStore({ dir: mkdtempSync(path.join(tmpdir(), "fh-bound-")), maxBytes: 20_000, generations, log: silent });
    await store.scan();
    for (let i = 0; i < 10; i++) await keep(store, `http://localhost/obituaries/${i}`);
    expect(store.bytes).toBeLessThanOrEqual(20_000);
    expect(store.size).toBeLessThan(10);
    expect(await store.read("http://localhost/obituaries/0")).toBeNull();
    expect(await store.read("http://localhost/obituaries/9")).not.toBeNull();
    expect(readdirSync((store as unknown as { options: { dir: string } }).options.dir).filter((f) => f !== "epoch")).toHaveLength(store.size);
  });

  it("treats a truncated or corrupt file as a miss, and removes it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fh-corrupt-"));
    const store = new PageStore({ dir, maxBytes: 1_000_000, generations, log: silent });
    await store.scan();
    const files = () => readdirSync(dir).filter((f) => f !== "epoch");
    const kept = await keep(store, "http://localhost/obituaries/1");
    expect((await store.read("http://localhost/obituaries/1"))?.hash).toBe(kept.hash);
    truncateSync(path.join(dir, files()[0]!), 200);
    expect(await store.read("http://localhost/obituaries/1")).toBeNull();
    expect(files()).toHaveLength(0);

    await keep(store, "http://localhost/obituaries/2");
    const file = path.join(dir, files()[0]!);
    const bytes = readFileSync(file);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    expect(await store.read("http://localhost/obituaries/2")).toBeNull();

    await keep(store, "http://localhost/obituaries/3");
    writeFileSync(path.join(dir, files()[0]!), "not a page at all");
    expect(await store.read("http://localhost/obituaries/3")).toBeNull();
    // And a scan at start drops what does not read back.
    await keep(store, "http://localhost/obituaries/4");
    writeFileSync(path.join(dir, files()[0]!), Buffer.alloc(5));
    const reopened = new PageStore({ dir, maxBytes: 1_000_000, generations, log: silent });
    await reopened.scan();
    expect(reopened.size).toBe(0);
  });
});

describe("how long a memorial's page is kept on disk", () => {
  it("a day when what it shows cannot move with the clock; its rule's minute while a service is near", async () => {
    const lifetime = storedPageLifetime(database.db);
    const quiet = await liveObituary("Quiet");
    expect(await lifetime([`obituary:${quiet}`, "services"])).toBe(STORED_PAGE_MAX_AGE_MS);
    const old = await liveObituary("LongAgo");
    await database.db.insert(services).values({ title: "Funeral", deceasedName: "Long Ago", serviceDate: "2020-01-01", serviceTime: "10:00", location: "Chapel", isPublic: true, obituaryId: old });
    expect(await lifetime([`obituary:${old}`, "services"])).toBe(STORED_PAGE_MAX_AGE_MS);
    const soon = await liveObituary("Soon");
    const today = new Date().toISOString().slice(0, 10);
    await database.db.insert(services).values({ title: "Funeral", deceasedName: "Soon Stored", serviceDate: today, serviceTime: "10:00", location: "Chapel", isPublic: true, obituaryId: soon });
    expect(await lifetime([`obituary:${soon}`, "services"])).toBeNull();
    // The landing page shows upcoming services and events: never longer than its rule.
    expect(await lifetime(["obituaries", "events", "services"])).toBeNull();
  });
});
