import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Minimal built apps, shaped like Vite's output, so serving can be tested without a build. */
export function makeFakeSites(): { webDist: string; adminDist: string } {
  const root = mkdtempSync(path.join(tmpdir(), "fh-sites-"));
  const webDist = path.join(root, "web");
  const adminDist = path.join(root, "admin");
  for (const [dir, title] of [
    [webDist, "Public"],
    [adminDist, "Staff"],
  ] as const) {
    mkdirSync(path.join(dir, "assets"), { recursive: true });
    writeFileSync(
      path.join(dir, "index.html"),
      `<!doctype html><html><head><title>${title}</title><meta name="description" content="generic" /><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`,
    );
    writeFileSync(path.join(dir, "assets", "index-abc123.js"), `console.info(${JSON.stringify("x".repeat(5000))});`);
  }
  return { webDist, adminDist };
}
