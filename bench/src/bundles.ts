import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface FirstLoadFigures {
  app: string;
  /** Each script a first visit downloads before the page runs: the entry and its modulepreloads. */
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
}

/**
 * The JavaScript a first visit to an app downloads: the entry module script in
 * dist/index.html and every module it preloads (Vite writes a modulepreload link
 * for each chunk the entry imports statically). Lazy route chunks are not
 * counted; they load when their route does. Gzip at level 9, as a server that
 * precompresses or caches compressed files would send them.
 */
export function firstLoadJavaScript(app: string, distDir: string): FirstLoadFigures {
  const htmlPath = path.join(distDir, "index.html");
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} not found: build the apps first`);
  const html = readFileSync(htmlPath, "utf8");
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /\btype="module"/.test(tag)) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) urls.add(href);
  }
  const files = [...urls].map((url) => {
    // "/admin/assets/x.js" in the staff app's index.html lives at dist/assets/x.js.
    const relative = url.replace(/^\/(admin\/)?/, "");
    const content = readFileSync(path.join(distDir, relative));
    return { file: relative, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return {
    app,
    files,
    totalBytes: files.reduce((n, f) => n + f.bytes, 0),
    totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
  };
}
