import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";

/** How the fake server-side renderer behaves (the real one is apps/web/src/entry-server.tsx, tested in e2e). */
export type FakeRenderer = "none" | "draws" | "throws" | "hangs" | "languages";

const renderers: Record<Exclude<FakeRenderer, "none">, string> = {
  // Draws the path and what the router's obituaries.byId answers, through the
  // router and anonymous context the server hands over, and reports the
  // obituary it drew as the real renderer does (null when there is none),
  // marked so a test can tell the head tags came from this one read.
  draws: `export async function render({ url, router, ctx, facts }) {
    const id = /^\\/obituaries\\/(\\d+)$/.exec(url)?.[1];
    let name = "";
    let obituary;
    if (id) {
      try {
        const o = await router.createCaller(ctx).obituaries.byId({ id: Number(id) });
        name = o.firstName + " " + o.lastName;
        obituary = { ...o, biography: "(as drawn) " + o.biography };
      } catch {
        obituary = null;
      }
    }
    return {
      html: "<main><h1>Drawn " + url + "</h1><p>" + name + "</p><p>" + facts.business.name + " $& $1</p></main>",
      state: { json: { note: "</script><script>alert(1)</script>" } },
      obituary,
    };
  }`,
  // Draws like "draws" for any language prefix; the head's words are the server's own (@fh/i18n).
  // Each drawing is numbered, so a test can tell a page drawn again from one kept.
  languages: `let drawings = 0;
  export async function render({ url }) {
    drawings += 1;
    return { html: "<main><h1>Drawn " + url + "</h1><p>drawing " + drawings + "</p></main>", state: {} };
  }`,
  throws: `export async function render() { throw new Error("render broke"); }`,
  hangs: `export function render() { return new Promise(() => {}); }`,
};

/** Minimal built apps, shaped like Vite's output, so serving can be tested without a build. */
export function makeFakeSites(renderer: FakeRenderer = "none"): { webDist: string; adminDist: string } {
  const root = mkdtempSync(path.join(tmpdir(), "fh-sites-"));
  if (renderer !== "none") {
    mkdirSync(path.join(root, "dist-server"));
    writeFileSync(path.join(root, "dist-server", "entry-server.js"), renderers[renderer]);
  }
  const webDist = path.join(root, "web");
  const adminDist = path.join(root, "admin");
  for (const [dir, title] of [
    [webDist, "Public"],
    [adminDist, "Staff"],
  ] as const) {
    mkdirSync(path.join(dir, "assets"), { recursive: true });
    writeFileSync(
      path.join(dir, "index.html"),
      `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="generic" /><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`,
    );
    writeFileSync(path.join(dir, "assets", "index-abc123.js"), `console.info(${JSON.stringify("x".repeat(5000))});`);
  }
  // One asset compressed at build time, as tools/vite-precompress.ts writes them.
  const styles = `body{color:${"#123456;".repeat(500)}}`;
  writeFileSync(path.join(webDist, "assets", "index-def456.css"), styles);
  writeFileSync(path.join(webDist, "assets", "index-def456.css.br"), brotliCompressSync(styles));
  return { webDist, adminDist };
}
