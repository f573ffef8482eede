import { guestBookEntries, obituaries, services } from "@fh/db";
import { BUSINESS_TIME_ZONE, todayIn } from "@fh/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitesWithBuiltRenderer } from "./built-renderer";
import { createTestServer } from "./helpers";

/** A day counted from today in Lake Worth, as staff would type it (yyyy-MM-dd). */
function lakeWorthDay(offset: number): string {
  return new Date(Date.parse(`${todayIn(BUSINESS_TIME_ZONE)}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The markup from the element carrying `data-testid` to the end of its tag's first closing. */
function block(html: string, testId: string, tag: string): string {
  const at = html.indexOf(`data-testid="${testId}"`);
  expect(at, testId).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf(`<${tag}`, at), html.indexOf(`</${tag}>`, at));
}

/**
 * An obituary's page as the server sends it, drawn by the real renderer
 * (apps/web's entry-server, built for the test): what a phone on a slow line
 * and a search engine read before any script.
 */
describe("an obituary's page as the server sends it", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  let id: number;
  const biography = "Marguerite ran the bakery on Lake Avenue for thirty years.";

  beforeAll(async () => {
    const sites = await sitesWithBuiltRenderer();
    server = await createTestServer({ sites });
    const [row] = await server.deps.db
      .insert(obituaries)
      .values({
        firstName: "Marguerite",
        lastName: "Célestin",
        dateOfBirth: "1936-05-20",
        dateOfDeath: lakeWorthDay(-4),
        biography,
        submitterName: "Paul Célestin",
        submitterEmail: "paul@example.com",
        status: "live",
      })
      .returning({ id: obituaries.id });
    id = row!.id;
    await server.deps.db.insert(services).values([
      { title: "Visitation", serviceDate: lakeWorthDay(-2), serviceTime: "5:00 PM", deceasedName: "Marguerite Célestin", obituaryId: id },
      { title: "Funeral Mass", serviceDate: lakeWorthDay(3), serviceTime: "10:00 AM", location: "Sacred Heart Church, Lake Worth", deceasedName: "Marguerite Célestin", obituaryId: id },
      { title: "Burial", serviceDate: lakeWorthDay(3), serviceTime: "1:00 PM", location: "Pinecrest Cemetery", deceasedName: "Marguerite Célestin", obituaryId: id },
    ]);
    await server.deps.db.insert(guestBookEntries).values([
      { obituaryId: id, authorName: "Jeanne", message: "Her bread fed the whole street.", createdAt: new Date(Date.now() - 3 * 86_400_000) },
      { obituaryId: id, authorName: "Luc", message: "She never let anyone leave hungry.", createdAt: new Date(Date.now() - 86_400_000) },
      { obituaryId: id, authorName: "Hidden", message: "A message staff hid.", status: "hidden", createdAt: new Date() },
    ]);
  }, 120_000);
  afterAll(() => server?.close());

  /** The drawn #root of a page (the head's description quotes the biography too). */
  const drawn = async (url: string) => {
    const res = await server.app.inject({ method: "GET", url });
    expect(res.statusCode, url).toBe(200);
    return res.body.slice(res.body.indexOf('<div id="root">'));
  };

  it("holds the next service under the name and dates, before the life story; the Services block stays below it", async () => {
    for (const prefix of ["", "/es", "/ht"]) {
      const res = await server.app.inject({ method: "GET", url: `${prefix}/obituaries/${id}` });
      expect(res.statusCode).toBe(200);
      // The drawn page only: the head's description quotes the biography too.
      const html = res.body.slice(res.body.indexOf('<div id="root">'));
      const next = block(html, "next-service", "section");
      expect(next).toContain("Funeral Mass");
      expect(next).toContain("Sacred Heart Church, Lake Worth");
      expect(next).toContain(".ics");
      expect(next).not.toContain("Burial");
      const at = html.indexOf('data-testid="next-service"');
      expect(html.indexOf('id="obituary-name"'), prefix).toBeLessThan(at);
      expect(at, prefix).toBeLessThan(html.indexOf(biography));
      expect(html.indexOf(biography), prefix).toBeLessThan(html.indexOf('id="services-title"'));
    }
  });

  it("holds the guest book's shown messages, newest first, in every language, in a list that says it scrolls", async () => {
    for (const prefix of ["", "/es", "/ht"]) {
      const html = await drawn(`${prefix}/obituaries/${id}`);
      const newer = html.indexOf("She never let anyone leave hungry.");
      expect(newer, prefix).toBeGreaterThan(-1);
      expect(html.indexOf("Her bread fed the whole street."), prefix).toBeGreaterThan(newer);
      expect(html).not.toContain("A message staff hid.");
      expect(html).toMatch(/<div role="region" aria-labelledby="messages-title" tabindex="0"/);
      expect(html).toContain('data-testid="guest-book-fade"');
    }
  });

  it("draws a new post on the very next request, in every language, though the page was kept in the cache", async () => {
    const pages = ["", "/es", "/ht"].map((prefix) => `${prefix}/obituaries/${id}`);
    for (const url of pages) await drawn(url);
    const kept = await server.app.inject({ method: "GET", url: pages[0]! });
    expect(kept.headers.etag).toBeTruthy(); // answered from the cache
    const posted = await server.app.inject({
      method: "POST",
      url: `/api/obituaries/${id}/guestbook`,
      payload: { authorName: "Rose", message: "Mèsi pou tout pen ou te ban nou." },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    for (const url of pages) {
      const html = await drawn(url);
      const newest = html.indexOf("Mèsi pou tout pen ou te ban nou.");
      expect(newest, url).toBeGreaterThan(-1);
      expect(newest, url).toBeLessThan(html.indexOf("She never let anyone leave hungry."));
    }
  });
});
