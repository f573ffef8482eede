import { createHash } from "node:crypto";
import { obituaries } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeSites } from "./fake-sites";
import { createTestServer } from "./helpers";

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The inline <script> elements a browser would run (not src=, not a JSON data block), and every inline <style>. */
function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/type="application\/(?:ld\+)?json"/.test(attrs!))
    .map(([, , body]) => body!);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body!);
  return { scripts, styles };
}

/**
 * A page the public cache keeps is the same bytes for every visitor, so its
 * policy has no nonce: an inline script or style runs only by the hash of its
 * bytes. Only answers drawn for one visitor (the staff app) carry a nonce.
 */
describe("Content-Security-Policy: no nonce in kept pages, inline code by hash, images narrowed", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  let obituaryId: number;
  beforeAll(async () => {
    server = await createTestServer({ sites: makeFakeSites("draws") });
    const [row] = await server.database.db
      .insert(obituaries)
      .values({
        firstName: "Ada",
        lastName: "Kept",
        dateOfBirth: "1940-02-03",
        dateOfDeath: "2026-10-01",
        biography: "Ada kept the lighthouse.",
        submitterName: "Family",
        submitterEmail: "family@example.com",
        status: "live",
      })
      .returning({ id: obituaries.id });
    obituaryId = row!.id;
  });
  afterAll(() => server.close());

  it("sends kept public pages with no nonce: two visitors get the same policy and the same bytes", async () => {
    for (const url of ["/", "/obituaries", `/obituaries/${obituaryId}`, `/obituaries/${obituaryId}/print`, "/no-such-page"]) {
      const [a, b] = [await server.app.inject({ method: "GET", url }), await server.app.inject({ method: "GET", url })];
      const header = String(a.headers["content-security-policy"]);
      expect(header, url).not.toContain("'nonce-");
      expect(b.headers["content-security-policy"], url).toBe(header);
      expect(a.body, url).not.toContain("nonce");
      expect(b.body, url).toBe(a.body);
      const csp = directives(header);
      expect(csp["script-src"]?.[0], url).toBe("'self'");
      expect(csp["style-src"]?.[0], url).toBe("'self'");
      for (const list of [csp["script-src"], csp["style-src"]]) expect(list?.join(" "), url).not.toContain("unsafe-inline");
    }
  });

  it("allows each inline script and style of a kept page by the hash of its exact bytes, and nothing else inline", async () => {
    for (const url of ["/", `/obituaries/${obituaryId}`, `/obituaries/${obituaryId}/print`, `/es/obituaries/${obituaryId}/print`]) {
      const res = await server.app.inject({ method: "GET", url });
      const csp = directives(res.headers["content-security-policy"]);
      const { scripts, styles } = inlineCode(res.body);
      expect(csp["script-src"], url).toEqual(["'self'", ...scripts.map(sha256)]);
      expect(csp["style-src"], url).toEqual(["'self'", ...styles.map(sha256)]);
    }
    // The print page has its Print button's script and its style, both allowed by hash.
    const print = inlineCode((await server.app.inject({ method: "GET", url: `/obituaries/${obituaryId}/print` })).body);
    expect(print.scripts).toHaveLength(1);
    expect(print.styles).toHaveLength(1);
  });

  it("gives the staff app a fresh nonce in every answer, written into the page for Radix's <style>", async () => {
    const nonces = new Set<string>();
    for (const url of ["/admin", "/admin/photos", "/admin", "/admin/no-such-page"]) {
      const res = await server.app.inject({ method: "GET", url });
      const csp = directives(res.headers["content-security-policy"]);
      expect(csp["style-src"], url).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp["style-src"]!.join(" "))![1]!;
      expect(res.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it("refuses style attributes in markup everywhere (no style-src-attr), and no data: or blob: images", async () => {
    for (const url of ["/", `/obituaries/${obituaryId}/print`, "/admin", "/healthz"]) {
      const res = await server.app.inject({ method: "GET", url });
      const csp = directives(res.headers["content-security-policy"]);
      expect(csp["style-src-attr"], url).toBeUndefined();
      expect(csp["style-src-elem"], url).toBeUndefined();
      expect(res.body, url).not.toMatch(/<[a-z][^>]*\sstyle=/i);
    }
  });

  it("shows images from the site only on public pages; the staff app also shows photos given by https address", async () => {
    for (const url of ["/", `/obituaries/${obituaryId}`, `/obituaries/${obituaryId}/print`]) {
      const res = await server.app.inject({ method: "GET", url });
      expect(directives(res.headers["content-security-policy"])["img-src"], url).toEqual(["'self'"]);
    }
    const staff = await server.app.inject({ method: "GET", url: "/admin/obituaries" });
    expect(directives(staff.headers["content-security-policy"])["img-src"]).toEqual(["'self'", "https:"]);
  });
});
