import { obituaries } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeSites } from "./fake-sites";
import { createTestServer } from "./helpers";

/** The query-state block of a page, parsed, or undefined. */
function queryState(html: string): unknown {
  const text = /<script id="query-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

describe("pages drawn on the server", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  let liveId: number;
  let liveName: string;
  beforeAll(async () => {
    server = await createTestServer({ seed: true, sites: makeFakeSites("draws") });
    const live = (await server.deps.db.select().from(obituaries)).find((r) => r.status === "live")!;
    liveId = live.id;
    liveName = `${live.firstName} ${live.lastName}`;
  });
  afterAll(() => server.close());

  it("puts the drawn page into #root, with the data it was drawn from, read through the API", async () => {
    const res = await server.app.inject({ method: "GET", url: `/obituaries/${liveId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><main><h1>Drawn /obituaries/${liveId}</h1><p>${liveName}</p>`);
    // The funeral home's facts reach the renderer; "$&" in the page is not a replacement pattern.
    expect(res.body).toContain("Lake Worth Family Funeral Home $& $1</p>");
    expect(queryState(res.body)).toEqual({ json: { note: "</script><script>alert(1)</script>" } });
  });

  it("escapes the data block so nothing in it can close the script element", async () => {
    const res = await server.app.inject({ method: "GET", url: "/" });
    expect(res.body).not.toContain("</script><script>alert(1)");
    expect(res.body).toContain("\\u003c/script\\u003e");
  });

  it("lets the app's script wait behind the stylesheet and images: the page is already drawn", async () => {
    const res = await server.app.inject({ method: "GET", url: "/" });
    expect(res.body).toContain('<script type="module" fetchpriority="low" src="/assets/index-abc123.js">');
  });

  it("draws a missing or unpublished obituary's page with status 404", async () => {
    const res = await server.app.inject({ method: "GET", url: "/obituaries/999999" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<h1>Drawn /obituaries/999999</h1><p></p>");
    expect(res.body).not.toContain('property="og:type" content="profile"');
  });

  it("writes an obituary's share tags from the row the page was drawn with: one read per request", async () => {
    const res = await server.app.inject({ method: "GET", url: `/obituaries/${liveId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`<title>${liveName} \\(`));
    // The fake renderer marks the row it read; the description is written from that row.
    expect(res.body).toContain(`<meta name="description" content="In loving memory of ${liveName}`);
    expect(res.body).toMatch(/<meta name="description" content="[^"]*\. \(as drawn\) /);
  });

  it("answers HEAD on an obituary with the page's status, without drawing", async () => {
    expect((await server.app.inject({ method: "HEAD", url: `/obituaries/${liveId}` })).statusCode).toBe(200);
    expect((await server.app.inject({ method: "HEAD", url: "/obituaries/999999" })).statusCode).toBe(404);
  });

  it("compresses the page", async () => {
    const res = await server.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(["br", "gzip"]).toContain(res.headers["content-encoding"]);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
  });

  it("answers HEAD without drawing", async () => {
    const res = await server.app.inject({ method: "HEAD", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });
});

describe("a server render that fails", () => {
  for (const renderer of ["throws", "hangs"] as const) {
    it(`${renderer}: the page is still served, empty, for the browser to draw`, async () => {
      const server = await createTestServer({ seed: true, sites: makeFakeSites(renderer) });
      try {
        const live = (await server.deps.db.select().from(obituaries)).find((r) => r.status === "live")!;
        // Side by side: a hanging render costs each request the render's time limit.
        const [res, page, missing] = await Promise.all(
          ["/privacy", `/obituaries/${live.id}`, "/obituaries/999999"].map((url) => server.app.inject({ method: "GET", url })),
        );
        expect(res!.statusCode).toBe(200);
        expect(res!.body).toContain('<div id="root"></div>');
        expect(res!.body).not.toContain('id="query-state"');
        // Without a drawn page the script is what draws it: normal priority.
        expect(res!.body).toContain('<script type="module" src="/assets/index-abc123.js">');
        // An obituary's share tags and status then come from the server's own read.
        expect(page!.statusCode).toBe(200);
        expect(page!.body).toContain(`<title>${live.firstName} ${live.lastName} (`);
        expect(missing!.statusCode).toBe(404);
      } finally {
        await server.close();
      }
    }, 15_000);
  }
});
