import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { wordsIn } from "@fh/i18n/node";
import { fullAddress, type Business } from "@fh/validators";
import type { Locale } from "@fh/validators/locale";
import type { DocumentKey } from "../../src/lib/documents";
import PDFDocument from "pdfkit";

/**
 * A small document model for the take-home guides, and the one place that
 * decides how they look: US Letter, generous margins, Times for reading,
 * Helvetica for small print, the site's navy and gold. Only PDF's built-in
 * fonts are used, so nothing is fetched and every reader can open them.
 */
export type Block =
  | { kind: "heading"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "terms"; items: Array<{ term: string; text: string }> }
  | { kind: "callout"; title: string; text: string }
  | { kind: "quote"; text: string; by?: string }
  | { kind: "pageBreak" };

/** One language's brochure and guides, each drawn from the funeral home's facts. */
export type DocumentBuilders = Record<DocumentKey, (b: Business) => DocumentSpec>;

export interface DocumentSpec {
  title: string;
  subtitle: string;
  /** A sentence or two on the cover, under the title. */
  dedication: string;
  subject: string;
  blocks: Block[];
}

const COLORS = {
  ink: "#1f2933",
  soft: "#3e4c59",
  navy: "#1e3a5f",
  navyDark: "#152a45",
  gold: "#8a6d1f",
  goldSoft: "#f3ead2",
  cream: "#f4f1ea",
  line: "#d9d4c7",
};

const FONT = {
  body: "Times-Roman",
  bold: "Times-Bold",
  italic: "Times-Italic",
  sans: "Helvetica",
  sansBold: "Helvetica-Bold",
};

/** The words every document of a language shares: the cover's promise, the footer, the page numbers. */
interface ChromeWords {
  lang: string;
  hereForYou: string;
  available: string;
  pageOf: (page: number, pages: number) => string;
}

function chromeWordsIn(locale: Locale): ChromeWords {
  const t = wordsIn(locale, "pdf");
  return { lang: t("lang"), hereForYou: t("hereForYou"), available: t("available"), pageOf: (page, pages) => t("pageOf", { page, pages }) };
}

const MARGIN = 72;
const BODY_SIZE = 12;
const LINE_GAP = 4;

type Doc = PDFKit.PDFDocument;

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `needed` points still fit on this one. */
function ensureSpace(doc: Doc, needed: number): void {
  if (doc.y + needed > bottomLimit(doc)) doc.addPage();
}

function drawCover(doc: Doc, spec: DocumentSpec, business: Business, words: ChromeWords): void {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, 250).fill(COLORS.navy);
  doc.rect(0, 250, width, 6).fill(COLORS.gold);

  doc.fillColor("#ffffff").font(FONT.sansBold).fontSize(11).text(business.name.toUpperCase(), MARGIN, 90, {
    width: width - 2 * MARGIN,
    align: "center",
    characterSpacing: 2,
  });
  doc.moveDown(0.6);
  doc.font(FONT.italic).fontSize(13).fillColor("#e9dcb5").text(`${business.city}, ${business.region}`, { align: "center" });

  doc.fillColor(COLORS.navyDark).font(FONT.bold).fontSize(32).text(spec.title, MARGIN, 330, {
    width: width - 2 * MARGIN,
    align: "center",
  });
  doc.moveDown(0.5);
  doc.font(FONT.italic).fontSize(17).fillColor(COLORS.soft).text(spec.subtitle, { align: "center" });

  const ruleY = doc.y + 28;
  doc.moveTo(width / 2 - 60, ruleY).lineTo(width / 2 + 60, ruleY).lineWidth(1).strokeColor(COLORS.gold).stroke();

  doc.font(FONT.body).fontSize(13).fillColor(COLORS.ink).text(spec.dedication, MARGIN + 36, ruleY + 28, {
    width: width - 2 * MARGIN - 72,
    align: "center",
    lineGap: LINE_GAP,
  });

  const boxTop = height - 200;
  doc.rect(MARGIN, boxTop, width - 2 * MARGIN, 124).fill(COLORS.cream);
  doc.fillColor(COLORS.navyDark).font(FONT.bold).fontSize(14).text(words.hereForYou, MARGIN, boxTop + 20, {
    width: width - 2 * MARGIN,
    align: "center",
  });
  doc.moveDown(0.3);
  doc.font(FONT.bold).fontSize(20).fillColor(COLORS.navy).text(business.phone, { align: "center" });
  doc.moveDown(0.2);
  doc.font(FONT.sans).fontSize(10).fillColor(COLORS.soft).text(fullAddress(business), { align: "center" });
  doc.text(business.email, { align: "center" });
}

function heading(doc: Doc, text: string, first: boolean): void {
  if (!first) doc.moveDown(1.2);
  ensureSpace(doc, 110);
  doc.font(FONT.bold).fontSize(19).fillColor(COLORS.navyDark).text(text, { lineGap: 2 });
  const y = doc.y + 4;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + 56, y)
    .lineWidth(1.5)
    .strokeColor(COLORS.gold)
    .stroke();
  doc.y = y + 12;
}

function subheading(doc: Doc, text: string): void {
  doc.moveDown(0.6);
  ensureSpace(doc, 70);
  doc.font(FONT.bold).fontSize(14).fillColor(COLORS.navy).text(text);
  doc.moveDown(0.25);
}

function paragraph(doc: Doc, text: string): void {
  doc.font(FONT.body).fontSize(BODY_SIZE).fillColor(COLORS.ink).text(text, doc.page.margins.left, doc.y, {
    width: contentWidth(doc),
    lineGap: LINE_GAP,
    align: "left",
  });
  doc.moveDown(0.6);
}

function bullets(doc: Doc, items: string[]): void {
  const left = doc.page.margins.left;
  const indent = 18;
  for (const item of items) {
    doc.font(FONT.body).fontSize(BODY_SIZE);
    const h = doc.heightOfString(item, { width: contentWidth(doc) - indent, lineGap: LINE_GAP });
    ensureSpace(doc, Math.min(h, 60));
    const y = doc.y;
    doc.fillColor(COLORS.gold).text("\u2022", left + 4, y, { lineBreak: false });
    doc.fillColor(COLORS.ink).text(item, left + indent, y, { width: contentWidth(doc) - indent, lineGap: LINE_GAP });
    doc.moveDown(0.35);
  }
  doc.x = left;
  doc.moveDown(0.3);
}

function terms(doc: Doc, items: Array<{ term: string; text: string }>): void {
  const left = doc.page.margins.left;
  for (const { term, text } of items) {
    ensureSpace(doc, 60);
    doc.font(FONT.bold).fontSize(BODY_SIZE).fillColor(COLORS.navyDark).text(`${term}.  `, left, doc.y, {
      continued: true,
      width: contentWidth(doc),
      lineGap: LINE_GAP,
    });
    doc.font(FONT.body).fillColor(COLORS.ink).text(text, { lineGap: LINE_GAP });
    doc.moveDown(0.5);
  }
  doc.moveDown(0.2);
}

function callout(doc: Doc, title: string, text: string): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = 14;
  doc.font(FONT.body).fontSize(BODY_SIZE);
  const textHeight = doc.heightOfString(text, { width: width - 2 * pad - 4, lineGap: LINE_GAP });
  doc.font(FONT.bold).fontSize(13);
  const titleHeight = doc.heightOfString(title, { width: width - 2 * pad - 4 });
  const boxHeight = pad + titleHeight + 4 + textHeight + pad - LINE_GAP;
  doc.moveDown(0.3);
  ensureSpace(doc, boxHeight + 8);
  const top = doc.y;
  doc.rect(left, top, width, boxHeight).fill(COLORS.goldSoft);
  doc.rect(left, top, 4, boxHeight).fill(COLORS.gold);
  doc.fillColor(COLORS.navyDark).font(FONT.bold).fontSize(13).text(title, left + pad + 4, top + pad, { width: width - 2 * pad - 4 });
  doc.moveDown(0.3);
  doc.fillColor(COLORS.ink).font(FONT.body).fontSize(BODY_SIZE).text(text, { width: width - 2 * pad - 4, lineGap: LINE_GAP });
  doc.x = left;
  doc.y = top + boxHeight + 14;
}

function quote(doc: Doc, text: string, by?: string): void {
  const left = doc.page.margins.left + 36;
  const width = contentWidth(doc) - 72;
  doc.moveDown(0.4);
  ensureSpace(doc, 70);
  doc.font(FONT.italic).fontSize(14).fillColor(COLORS.navy).text(`\u201C${text}\u201D`, left, doc.y, { width, align: "center", lineGap: 3 });
  if (by) doc.font(FONT.body).fontSize(11).fillColor(COLORS.soft).text(`\u2014 ${by}`, { width, align: "center" });
  doc.x = doc.page.margins.left;
  doc.moveDown(1);
}

function drawFooters(doc: Doc, business: Business, title: string, words: ChromeWords): void {
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = range.start + 1; i < range.start + total; i++) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    // Writing below the bottom margin would start a new page; lift it for the footer.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = height - 48;
    doc.moveTo(MARGIN, y - 10).lineTo(width - MARGIN, y - 10).lineWidth(0.5).strokeColor(COLORS.line).stroke();
    doc.font(FONT.sans).fontSize(9).fillColor(COLORS.soft);
    doc.text(`${business.name}  \u00B7  ${business.phone}  \u00B7  ${words.available}`, MARGIN, y, {
      width: width - 2 * MARGIN - 90,
      lineBreak: false,
    });
    doc.text(words.pageOf(i + 1, total), width - MARGIN - 90, y, { width: 90, align: "right", lineBreak: false });
    doc.font(FONT.italic).fontSize(9).fillColor(COLORS.gold).text(title, MARGIN, 36, {
      width: width - 2 * MARGIN,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
}

/** Typewriter apostrophes become typographic ones (the content has no single-quoted phrases, in any language). */
function typeset(text: string): string {
  return text.replace(/'/g, "\u2019");
}

function typesetBlock(block: Block): Block {
  switch (block.kind) {
    case "heading":
    case "subheading":
    case "paragraph":
      return { ...block, text: typeset(block.text) };
    case "bullets":
      return { ...block, items: block.items.map(typeset) };
    case "terms":
      return { ...block, items: block.items.map((i) => ({ term: typeset(i.term), text: typeset(i.text) })) };
    case "callout":
      return { ...block, title: typeset(block.title), text: typeset(block.text) };
    case "quote":
      return { ...block, text: typeset(block.text), ...(block.by ? { by: typeset(block.by) } : {}) };
    case "pageBreak":
      return block;
  }
}

/** Writes one document to `outFile`; resolves once the file is complete. */
export async function renderDocument(spec: DocumentSpec, business: Business, outFile: string, locale: Locale = "en"): Promise<number> {
  const words = chromeWordsIn(locale);
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: spec.title,
      Author: business.name,
      Subject: spec.subject,
      Creator: business.name,
    },
    lang: words.lang,
    displayTitle: true,
  });
  const out = createWriteStream(outFile);
  doc.pipe(out);

  drawCover(doc, { ...spec, dedication: typeset(spec.dedication), subtitle: typeset(spec.subtitle) }, business, words);
  doc.addPage();
  doc.x = MARGIN;
  doc.y = MARGIN;

  let firstOnPage = true;
  for (const block of spec.blocks.map(typesetBlock)) {
    switch (block.kind) {
      case "heading":
        heading(doc, block.text, firstOnPage || doc.y <= MARGIN + 1);
        break;
      case "subheading":
        subheading(doc, block.text);
        break;
      case "paragraph":
        paragraph(doc, block.text);
        break;
      case "bullets":
        bullets(doc, block.items);
        break;
      case "terms":
        terms(doc, block.items);
        break;
      case "callout":
        callout(doc, block.title, block.text);
        break;
      case "quote":
        quote(doc, block.text, block.by);
        break;
      case "pageBreak":
        doc.addPage();
        doc.x = MARGIN;
        doc.y = MARGIN;
        break;
    }
    firstOnPage = block.kind === "pageBreak";
  }

  drawFooters(doc, business, spec.title, words);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await finished(out);
  return pages;
}
