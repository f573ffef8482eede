import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { obituaries } from "@fh/db";
import { sitePages } from "@fh/validators/site";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeSites } from "./fake-sites";
import { createTestServer } from "./helpers";
import { createPreloader } from "../src/web/preload";

const sites = makeFakeSites();

describe("headers, share previews and search files", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  let liveId: number;
  let pendingId: number;
  let liveName: string;
  beforeAll(async () => {
    server = await createTestServer({ seed: true, sites });
    const rows = await server.deps.db.select().from(obituaries);
    const live = rows.find((r) => r.status === "live" && r.photoUrl)!;
    liveId = live.id;
    liveName = `${live.firstName} ${live.lastName}`;
    pendingId = rows.find((r) => r.status === "pending")!.id;
  });
  afterAll(() => server.close());

  it("sends a strict Content-Security-Policy and the other security headers", async () => {
    const res = await server.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("caches hashed assets for a year, lets browsers keep HTML only by asking again, and compresses", async () => {
    const asset = await server.app.inject({ method: "GET", url: "/assets/index-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect(["br", "gzip"]).toContain(asset.headers["content-encoding"]);
    // Browsers ask again every time (max-age=0, an ETag makes that a 304); a CDN may hold it briefly.
    const page = await server.app.inject({ method: "GET", url: "/obituaries" });
    expect(page.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
  });

  it("sends the build's own compressed file when there is one, and the plain file to a client that takes none", async () => {
    const url = "/assets/index-def456.css";
    const plain = readFileSync(path.join(sites.webDist, "assets", "index-def456.css"));
    const br = await server.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("text/css");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.rawPayload.equals(readFileSync(path.join(sites.webDist, "assets", "index-def456.css.br")))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    const none = await server.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.rawPayload.equals(plain)).toBe(true);
  });

  it("writes a live obituary's own title, share tags and Person data into its page", async () => {
    const res = await server.app.inject({ method: "GET", url: `/obituaries/${liveId}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(new RegExp(`<title>${liveName}[^<]*</title>`));
    expect(html).not.toContain("<title>Public</title>");
    expect(html).toContain(`property="og:title" content="${liveName}`);
    expect(html).toContain('property="og:image" content="http://localhost:80/images/memorials/');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain(`rel="canonical" href="http://localhost:80/obituaries/${liveId}"`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const person = JSON.parse(ld!) as Record<string, string>;
    expect(person["@type"]).toBe("Person");
    expect(person.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(person.deathDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers 404 without the person's details for an obituary that is not live", async () => {
    const res = await server.app.inject({ method: "GET", url: `/obituaries/${pendingId}` });
    expect(res.statusCode).toBe(404);
    const [pending] = await server.deps.db.select().from(obituaries).where(eq(obituaries.id, pendingId));
    expect(res.body).not.toContain(pending!.lastName);
  });

  it("puts the funeral home's LocalBusiness data on the landing page", async () => {
    const res = await server.app.inject({ method: "GET", url: "/" });
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1];
    const data = JSON.parse(ld!) as { "@type": string[]; telephone: string; address: { addressLocality: string } };
    expect(data["@type"]).toContain("LocalBusiness");
    expect(data.telephone).toBe(server.deps.business.phone);
    expect(data.address.addressLocality).toBe("Lake Worth");
  });

  it("lists public pages and live obituaries only in the sitemap; robots keeps out of /admin", async () => {
    const sitemap = await server.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/obituaries/${liveId}</loc>`);
    expect(sitemap.body).not.toContain(`/obituaries/${pendingId}</loc>`);
    expect(sitemap.body).toContain("/grief-support</loc>");
    const robots = await server.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
  });
});

describe("two hosts", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer({
      sites,
      env: { PUBLIC_ORIGIN: "https://funeralhome.example", ADMIN_ORIGIN: "https://admin.funeralhome.example" },
    });
  });
  afterAll(() => server.close());

  it("sends /admin on the apex to the admin origin", async () => {
    const res = await server.app.inject({ method: "GET", url: "/admin/login", headers: { host: "funeralhome.example" } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("https://admin.funeralhome.example/admin/login");
  });

  it("serves the staff app on the admin host and sends public pages back to the apex", async () => {
    const login = await server.app.inject({ method: "GET", url: "/admin/login", headers: { host: "admin.funeralhome.example" } });
    expect(login.statusCode).toBe(200);
    // The tab names the staff page before the app has loaded.
    expect(login.body).toContain("<title>Sign In | Staff Portal</title>");
    // The staff app's "View Live Page" links lead to the public host.
    expect(login.body).toContain('"publicSiteUrl":"https://funeralhome.example"');
    // A staff address the app does not have gets the app (its 404 page) with status 404.
    const unknown = await server.app.inject({ method: "GET", url: "/admin/no-such-page", headers: { host: "admin.funeralhome.example" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("<title>404 Page Not Found | Staff Portal</title>");
    const events = await server.app.inject({ method: "GET", url: "/admin/events/", headers: { host: "admin.funeralhome.example" } });
    expect(events.statusCode).toBe(200);
    expect(events.body).toContain("<title>Events | Staff Portal</title>");
    const root = await server.app.inject({ method: "GET", url: "/", headers: { host: "admin.funeralhome.example" } });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe("/admin");
    const page = await server.app.inject({ method: "GET", url: "/obituaries", headers: { host: "admin.funeralhome.example" } });
    expect(page.headers.location).toBe("https://funeralhome.example/obituaries");
  });

  it("answers staff calls on the admin host only, with a host-only cookie", async () => {
    const apex = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { host: "funeralhome.example", origin: "https://funeralhome.example" },
      payload: { username: "nobody", password: "wrong-password-here" },
    });
    expect(apex.statusCode).toBe(404);
    const apexTrpc = await server.app.inject({ method: "GET", url: "/trpc/auth.me", headers: { host: "funeralhome.example" } });
    expect(apexTrpc.statusCode).toBe(404);
    const admin = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { host: "admin.funeralhome.example", origin: "https://admin.funeralhome.example" },
      payload: { username: "nobody", password: "wrong-password-here" },
    });
    expect(admin.statusCode).toBe(401);
  });

  it("points the Staff Portal at the admin origin and turns on HSTS over HTTPS", async () => {
    const res = await server.app.inject({ method: "GET", url: "/", headers: { host: "funeralhome.example" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"staffLoginUrl":"https://admin.funeralhome.example/admin/login"');
    expect(res.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(res.body).toContain('rel="canonical" href="https://funeralhome.example/"');
  });
});

describe("page chunks named up front", () => {
  it("preloads the page's own chunk and its imports from Vite's manifest", async () => {
    const { mkdirSync, writeFileSync } = await import("node:fs");
    const sitesWithManifest = makeFakeSites();
    mkdirSync(`${sitesWithManifest.webDist}/.vite`, { recursive: true });
    writeFileSync(
      `${sitesWithManifest.webDist}/.vite/manifest.json`,
      JSON.stringify({
        "index.html": { file: "assets/index-abc123.js", isEntry: true, imports: ["_shared.js"] },
        "_shared.js": { file: "assets/shared-1.js" },
        "src/pages/HomePage.tsx": { file: "assets/HomePage-1.js", isDynamicEntry: true, imports: ["_shared.js"] },
        "src/pages/ObituaryPage.tsx": { file: "assets/ObituaryPage-1.js", isDynamicEntry: true },
        "src/pages/NotFoundPage.tsx": { file: "assets/NotFoundPage-1.js", isDynamicEntry: true },
      }),
    );
    const server = await createTestServer({ sites: sitesWithManifest });
    try {
      const home = await server.app.inject({ method: "GET", url: "/" });
      expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js" />');
      expect(home.body).toContain('href="/assets/shared-1.js"');
      expect(home.body).not.toContain("ObituaryPage-1.js");
      const missing = await server.app.inject({ method: "GET", url: "/no-such-page" });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain("NotFoundPage-1.js");
      // The tab title the 404 page sets in the browser, and no indexing.
      expect(missing.body).toMatch(/<title>404 Page Not Found \| [^<]+<\/title>/);
      expect(missing.body).not.toContain("<title>Public</title>");
      expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    } finally {
      await server.close();
    }
  });

  it("adds what the drawing needs besides the page's chunk (superjson's, for data with dates), each file once", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "fh-manifest-"));
    mkdirSync(path.join(dist, ".vite"));
    const superjson = "../../packages/client/src/superjson.ts";
    writeFileSync(
      path.join(dist, ".vite", "manifest.json"),
      JSON.stringify({
        "_shared.js": { file: "assets/shared-1.js" },
        "src/pages/ObituaryPage.tsx": { file: "assets/ObituaryPage-1.js", isDynamicEntry: true, imports: ["_shared.js"] },
        [superjson]: { file: "assets/superjson-1.js", isDynamicEntry: true, imports: ["_shared.js"] },
      }),
    );
    const preload = createPreloader(dist);
    const files = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(files(preload(sitePages.obituary))).toEqual(["/assets/ObituaryPage-1.js", "/assets/shared-1.js"]);
    expect(files(preload(sitePages.obituary, [superjson]))).toEqual(["/assets/ObituaryPage-1.js", "/assets/shared-1.js", "/assets/superjson-1.js"]);
    expect(files(preload(sitePages.obituary))).toEqual(["/assets/ObituaryPage-1.js", "/assets/shared-1.js"]);
  });
});
