import { inflateSync } from "node:zlib";

/** A stream's bytes as text, inflated when compressed. */
function streamText(body: string): string {
  const bytes = Buffer.from(body, "latin1");
  try {
    return inflateSync(bytes).toString("latin1");
  } catch {
    return bytes.toString("latin1");
  }
}

/** The stream of object `id`, or null. */
function objectStream(raw: string, id: number): string | null {
  const start = raw.search(new RegExp(`(^|\\n)${id} 0 obj\\b`));
  if (start === -1) return null;
  const match = /(?<!end)stream\n([\s\S]*?)\nendstream/.exec(raw.slice(start));
  return match ? streamText(match[1]!) : null;
}

/** Glyph code → text, from a ToUnicode CMap's bfchar and bfrange entries. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(m[1]!, 16), unicode(m[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(m[1]!, 16);
      const to = parseInt(m[2]!, 16);
      const target = m[3]!;
      if (target.startsWith("[")) {
        [...target.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((d, i) => map.set(from + i, unicode(d[1]!)));
      } else {
        const base = parseInt(target.slice(1, -1), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCodePoint(base + code - from));
      }
    }
  }
  return map;
}

/**
 * The text a pdfkit PDF shows: each page stream inflated when compressed,
 * and the hex-coded strings of every TJ read back. Built-in fonts are
 * WinAnsi, one byte a character, so "é", "ñ", "ò" read back as themselves;
 * an embedded font (the Book of Memories' DejaVu) draws two-byte glyph ids,
 * read back through that font's ToUnicode map. pdfkit ends "stream" and
 * starts "endstream" with a bare \n, so a compressed stream whose last byte
 * is \r keeps it; and "endstream" is no start of a stream.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  // Font resource name (pdfkit numbers them once per document) → its ToUnicode map, for embedded fonts.
  const fontObjects = new Map<string, number>();
  for (const m of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontObjects.set(m[1]!, Number(m[2]));
  const cmaps = new Map<string, Map<number, string>>();
  for (const [name, id] of fontObjects) {
    const start = raw.search(new RegExp(`(^|\\n)${id} 0 obj\\b`));
    const dict = start === -1 ? "" : raw.slice(start, raw.indexOf("endobj", start));
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(dict);
    const cmap = toUnicode ? objectStream(raw, Number(toUnicode[1])) : null;
    if (cmap) cmaps.set(name, readCmap(cmap));
  }

  const out: string[] = [];
  for (const match of raw.matchAll(/(?<!end)stream\n([\s\S]*?)\nendstream/g)) {
    const content = streamText(match[1]!);
    let cmap: Map<number, string> | undefined;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) {
        cmap = cmaps.get(op[1]);
        continue;
      }
      const strings = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!);
      if (cmap) {
        const map = cmap;
        out.push(strings.map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? "").join("")).join(""));
      } else {
        out.push(strings.map((hex) => Buffer.from(hex, "hex").toString("latin1")).join(""));
      }
    }
  }
  return out.join("\n");
}

/** How many images a PDF draws: its image XObjects (their dictionaries are never compressed). */
export function imageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Subtype \/Image\b/g)?.length ?? 0;
}
