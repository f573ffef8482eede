export interface FirstVisitFigures {
  name: string;
  url: string;
  /** Everything the page's HTML makes a browser fetch before the page runs, photos aside. */
  files: { url: string; kind: "html" | "script" | "style" | "font"; bytes: number }[];
  /** Bytes as sent (the encoding the server chose for `br, gzip`), every file together. */
  totalBytes: number;
  scriptBytes: number;
  scriptFiles: number;
}

const ACCEPT = { "accept-encoding": "br, gzip" };

/** The bytes a response put on the wire: its body as sent, before the browser decodes it. */
async function sentBytes(url: string): Promise<{ bytes: number; text: string }> {
  const response = await fetch(url, { headers: ACCEPT });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  // fetch decodes br and gzip; content-length is the sent size when the server knows it.
  const length = Number(response.headers.get("content-length"));
  const encoding = response.headers.get("content-encoding");
  if (Number.isFinite(length) && length > 0) return { bytes: length, text };
  if (encoding) {
    // A chunked compressed answer: compress it again the same way for its sent size.
    const zlib = await import("node:zlib");
    const raw = Buffer.from(text);
    const bytes = encoding === "br" ? zlib.brotliCompressSync(raw).length : zlib.gzipSync(raw, { level: 9 }).length;
    return { bytes, text };
  }
  return { bytes: Buffer.byteLength(text), text };
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
}

/**
 * A first visit to one page, as a browser with an empty cache makes it before the
 * reader sees and uses the page: the HTML, its module scripts and modulepreloads
 * (the server names every chunk the page needs to take itself over), its
 * stylesheets and the fonts they or the HTML preload (a font in the stylesheet
 * is counted once the page's text uses it: those the HTML preloads). Photos are
 * left out; so are chunks fetched later, on idle or when someone acts (the
 * forms' checks, the toaster, the chat).
 */
export async function firstVisit(name: string, url: string): Promise<FirstVisitFigures> {
  const page = await sentBytes(url);
  const files: FirstVisitFigures["files"] = [{ url, kind: "html", bytes: page.bytes }];
  const wanted = new Map<string, FirstVisitFigures["files"][number]["kind"]>();
  for (const tag of page.text.match(/<script\b[^>]*>/g) ?? []) {
    const src = attribute(tag, "src");
    if (src) wanted.set(src, "script");
  }
  for (const tag of page.text.match(/<link\b[^>]*>/g) ?? []) {
    const href = attribute(tag, "href");
    const rel = attribute(tag, "rel");
    if (!href) continue;
    if (rel === "modulepreload") wanted.set(href, "script");
    else if (rel === "stylesheet") wanted.set(href, "style");
    else if (rel === "preload" && attribute(tag, "as") === "font") wanted.set(href, "font");
    else if (rel === "preload" && attribute(tag, "as") === "script") wanted.set(href, "script");
  }
  for (const [href, kind] of wanted) {
    const absolute = new URL(href, url).toString();
    files.push({ url: absolute, kind, bytes: (await sentBytes(absolute)).bytes });
  }
  const scripts = files.filter((f) => f.kind === "script");
  return {
    name,
    url,
    files,
    totalBytes: files.reduce((n, f) => n + f.bytes, 0),
    scriptBytes: scripts.reduce((n, f) => n + f.bytes, 0),
    scriptFiles: scripts.length,
  };
}
