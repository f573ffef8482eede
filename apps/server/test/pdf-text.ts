import { inflateSync } from "node:zlib";

/**
 * The text a pdfkit PDF shows: each page stream inflated when compressed,
 * and the hex-coded strings of every TJ read back (built-in fonts, WinAnsi:
 * one byte a character, so "é", "ñ", "ò" read back as themselves).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, "latin1");
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      out.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""));
    }
  }
  return out.join("\n");
}
