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

/** No inline <style> without this answer's nonce, no data: or blob: images. */
describe("Content-Security-Policy: styles by nonce, images narrowed", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer({ sites: makeFakeSites() });
  });
  afterAll(() => server.close());

  it("allows a <style> element only with a nonce that is fresh in every answer and written into the page", async () => {
    const nonces = new Set<string>();
    for (const url of ["/", "/obituaries", "/admin", "/admin/photos", "/no-such-page"]) {
      const res = await server.app.inject({ method: "GET", url });
      const csp = directives(res.headers["content-security-policy"]);
      expect(csp["style-src"], url).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
      expect(csp["style-src-attr"], url).toEqual(["'unsafe-inline'"]);
      expect(csp["style-src-elem"], url).toBeUndefined();
      expect(csp["script-src"]?.[0], url).toBe("'self'");
      expect(csp["script-src"]?.join(" "), url).not.toContain("unsafe-inline");
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp["style-src"]!.join(" "))![1]!;
      // The page carries the same nonce for the scripts that write Radix's <style> (@fh/ui csp-nonce.ts).
      expect(res.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it("shows images from the site and https addresses only", async () => {
    const res = await server.app.inject({ method: "GET", url: "/" });
    expect(directives(res.headers["content-security-policy"])["img-src"]).toEqual(["'self'", "https:"]);
  });
});
