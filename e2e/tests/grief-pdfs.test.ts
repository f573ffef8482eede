import { inflateSync } from "node:zlib";
import { defaultBusiness } from "@fh/validators";
import { describe, expect, inject, it } from "vitest";

const baseURL = inject("baseURL");

/** Page objects of a PDF (not the /Pages tree nodes). */
function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/**
 * The text a reader sees: pdfkit writes each line as a TJ array of hex
 * strings in the standard fonts' WinAnsi encoding, inside Flate streams.
 */
function visibleText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let m = streamStart.exec(raw); m; m = streamStart.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue; // not a Flate stream (fonts, images)
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? "").join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}

const documents = [
  { path: "/attached-assets/brochure.pdf", title: "Our Services" },
  { path: "/attached-assets/understanding-grief-guide.pdf", title: "Understanding Grief" },
  { path: "/attached-assets/helping-children-grief-guide.pdf", title: "Helping Children Through Grief" },
  { path: "/attached-assets/holiday-grief-guide.pdf", title: "Coping with Grief During the Holidays" },
];

describe("the brochure and the grief guides", () => {
  for (const doc of documents) {
    it(`${doc.path} is a PDF of several pages with the home's name and phone`, async () => {
      const res = await fetch(`${baseURL}${doc.path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/pdf/);
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pages = pageCount(pdf);
      expect(pages).toBeGreaterThanOrEqual(4);

      const text = visibleText(pdf);
      expect(text).toContain(doc.title);
      // On the cover and in the footer of every page after it.
      const footer = `${defaultBusiness.name}  \u00B7  ${defaultBusiness.phone}`;
      expect(text.split(footer).length - 1).toBe(pages - 1);
      expect(text).toContain(defaultBusiness.name.toUpperCase());
      expect(text).toContain(`Page ${pages} of ${pages}`);
      // Metadata that PDF readers show as the title and author.
      expect(pdf.toString("latin1")).toContain(`(${defaultBusiness.name})`);
    });
  }

  it("the grief guides all point a reader in crisis to 988", async () => {
    for (const doc of documents.slice(1)) {
      const pdf = Buffer.from(await (await fetch(`${baseURL}${doc.path}`)).arrayBuffer());
      expect(visibleText(pdf), doc.path).toMatch(/call or text 988/);
    }
  });
});

// The same documents, written in Spanish and Haitian Creole, under their language's folder.
const translated = [
  { locale: "es", footer: "Disponibles las 24 horas", page: /Página (\d+) de \1/, titles: ["Nuestros servicios", "Entender el duelo", "Cómo acompañar a los niños en el duelo", "El duelo en los días festivos"] },
  { locale: "ht", footer: "Disponib 24 è sou 24", page: /Paj (\d+) sou \1/, titles: ["Sèvis nou yo", "Konprann lapenn", "Ede timoun yo nan lapenn", "Lapenn pandan jou fèt yo"] },
];

describe("the brochure and the grief guides in Spanish and Haitian Creole", () => {
  for (const { locale, footer, page, titles } of translated) {
    documents.forEach((doc, i) => {
      const url = doc.path.replace("/attached-assets/", `/attached-assets/${locale}/`);
      it(`${url} is built, in ${locale}, with the home's name and phone`, async () => {
        const res = await fetch(`${baseURL}${url}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toMatch(/^application\/pdf/);
        const pdf = Buffer.from(await res.arrayBuffer());
        expect(pageCount(pdf)).toBeGreaterThanOrEqual(4);
        const text = visibleText(pdf);
        expect(text).toContain(titles[i]!);
        expect(text).toContain(footer);
        expect(text).toMatch(page);
        expect(text).toContain(defaultBusiness.phone);
        expect(text).not.toContain(doc.title);
      });
    });
  }
});
