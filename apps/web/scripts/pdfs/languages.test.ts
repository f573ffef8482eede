import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { defaultBusiness } from "@fh/validators";
import { afterAll, describe, expect, it } from "vitest";
import { documents, type DocumentKey } from "../../src/lib/documents";
import { renderDocument, type DocumentBuilders } from "./render";
import { documentsFor } from "./words";

/**
 * The brochure and the three guides in Spanish and Haitian
 * Creole, drawn as make-pdfs draws them. Each is read back as a reader sees
 * it (the built-in fonts' WinAnsi bytes): its own title, its words in its
 * language with their accents, the footer and page numbers in the language,
 * the business facts as configured, and 988 for a reader in crisis.
 */
function visibleText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? "").join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}

const languages = [
  {
    locale: "es" as const,
    builders: documentsFor("es"),
    titles: { brochure: "Nuestros servicios", understandingGrief: "Entender el duelo", helpingChildren: "Cómo acompañar a los niños en el duelo", holidays: "El duelo en los días festivos" },
    footer: "Disponibles las 24 horas",
    page: /Página (\d+) de \1/,
    crisis: /llame o envíe un mensaje de texto al 988/,
    accents: /[áéíóúñ]/,
  },
  {
    locale: "ht" as const,
    builders: documentsFor("ht"),
    titles: { brochure: "Sèvis nou yo", understandingGrief: "Konprann lapenn", helpingChildren: "Ede timoun yo nan lapenn", holidays: "Lapenn pandan jou fèt yo" },
    footer: "Disponib 24 è sou 24",
    page: /Paj (\d+) sou \1/,
    crisis: /rele oswa voye yon tèks bay 988/,
    accents: /[èò]/,
  },
];

const dir = mkdtempSync(path.join(tmpdir(), "fh-pdfs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function draw(builders: DocumentBuilders, key: DocumentKey, locale: "en" | "es" | "ht"): Promise<{ text: string; pages: number }> {
  const file = path.join(dir, `${locale}-${documents[key].file}`);
  const pages = await renderDocument(builders[key](defaultBusiness), defaultBusiness, file, locale);
  return { text: visibleText(readFileSync(file)), pages };
}

describe.each(languages)("the brochure and the guides in $locale", ({ locale, builders, titles, footer, page, crisis, accents }) => {
  for (const key of Object.keys(documents) as DocumentKey[]) {
    it(`${documents[key].file}: its own title, its language's words and accents, the facts as configured`, async () => {
      const { text, pages } = await draw(builders, key, locale);
      const { text: englishText } = await draw(documentsFor("en"), key, "en");
      expect(pages).toBeGreaterThanOrEqual(4);
      expect(text).toContain(titles[key]);
      expect(text).toMatch(accents);
      expect(text).toContain(footer);
      expect(text).toMatch(page);
      expect(text).toContain(defaultBusiness.phone);
      expect(text).toContain(defaultBusiness.name.toUpperCase());
      // Not English with a translated cover: no English paragraph is left in it.
      const englishLines = englishText.split("\n").filter((l) => l.length > 40 && !l.includes(defaultBusiness.name));
      const leftovers = englishLines.filter((l) => text.includes(l));
      expect(leftovers).toEqual([]);
      expect(text).not.toContain("Available 24 hours a day");
    });
  }

  it("every guide points a reader in crisis to 988, in the language", async () => {
    for (const key of ["understandingGrief", "helpingChildren", "holidays"] as const) {
      expect((await draw(builders, key, locale)).text.replace(/\s+/g, " "), key).toMatch(crisis);
    }
  });
});
