import {
  alternativeContainerStatement,
  formatCents,
  formatItemPrice,
  fullAddress,
  GENERAL_PRICE_LIST_CAPTION,
  groupPriceListItems,
  itemDescription,
  priceListItemRules,
  priceSpan,
  RIGHT_TO_SELECT_STATEMENT,
  type Business,
  type Locale,
  type PriceListContent,
  type PriceListItem,
} from "@fh/validators";
import { wordsIn } from "@fh/i18n/node";
import { loadPdfKit } from "./pdfkit";
import { PRICE_LIST_WORDS } from "./price-list-words";
import { longDate as localLongDate } from "./document-dates";

/** What the PDF is drawn from: the very answer /pricing is drawn from (priceList.current). */
export interface PrintablePriceList extends PriceListContent {
  effectiveDate: string;
  isDemo: boolean;
}

export interface PdfOptions {
  /** Compress the page streams (the default); tests turn it off to read the text. */
  compress?: boolean;
  /**
   * The reader's language. Spanish and Haitian Creole keep every
   * statement of the Rule in English and print its translation beside it,
   * labelled as one; the English governs (docs/decisions/022-translated-documents.md).
   */
  locale?: Locale;
}

export const COLORS = { ink: "#1f2933", soft: "#3e4c59", navy: "#1e3a5f", gold: "#8a6d1f", cream: "#f4f1ea", line: "#d9d4c7" };
export const MARGIN = 54;
export const PRICE_COLUMN = 130;

type Doc = PDFKit.PDFDocument;

/** "March 10, 2026": the list's English, in the words the page writes. */
export function longDate(isoDate: string): string {
  return localLongDate(isoDate, "en");
}

export function width(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

/** Starts a new page unless `needed` points still fit. */
export function ensureSpace(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

/** A statement of the Rule, with a gold rule beside it as on the page. */
export function statement(doc: Doc, text: string): void {
  doc.font("Times-Italic").fontSize(10);
  const height = doc.heightOfString(text, { width: width(doc) - 12 });
  ensureSpace(doc, height + 6);
  const top = doc.y + 2;
  doc.rect(MARGIN, top, 2, height).fill(COLORS.gold);
  doc.fillColor(COLORS.soft).text(text, MARGIN + 12, top, { width: width(doc) - 12 });
  doc.moveDown(0.4);
}

/** A statement's translation, right under the English it translates, labelled as a translation. */
export function translation(doc: Doc, label: string, text: string | undefined): void {
  if (!text) return;
  doc.font("Helvetica").fontSize(9.5);
  const body = `${label} ${text}`;
  const height = doc.heightOfString(body, { width: width(doc) - 24 });
  ensureSpace(doc, height + 6);
  const top = doc.y;
  doc.fillColor(COLORS.ink).font("Helvetica-Bold").text(`${label} `, MARGIN + 24, top, { width: width(doc) - 24, continued: true });
  doc.font("Helvetica").text(text);
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

/** One line: name on the left, price on the right, what it includes beneath (in the reader's language when staff wrote it so, else in English). */
function line(doc: Doc, item: PriceListItem, locale: Locale, kindTitle?: string): void {
  const nameWidth = width(doc) - PRICE_COLUMN - 12;
  const description = itemDescription(item, locale)?.text ?? null;
  doc.font("Helvetica-Bold").fontSize(10.5);
  const nameHeight = doc.heightOfString(item.name, { width: nameWidth });
  doc.font("Helvetica").fontSize(9.5);
  const descriptionHeight = description ? doc.heightOfString(description, { width: nameWidth }) + 2 : 0;
  ensureSpace(doc, nameHeight + descriptionHeight + 8);
  const top = doc.y + 4;
  doc.font("Helvetica-Bold").fontSize(10.5).fillColor(COLORS.ink).text(item.name, MARGIN, top, { width: nameWidth });
  doc.text(formatItemPrice(item), MARGIN + width(doc) - PRICE_COLUMN, top, { width: PRICE_COLUMN, align: "right" });
  doc.y = top + nameHeight;
  // In a translation, what the Rule calls this line, in the reader's words; the name is staff's, as written.
  if (kindTitle) doc.font("Helvetica-Oblique").fontSize(9.5).fillColor(COLORS.navy).text(kindTitle, MARGIN, doc.y + 1, { width: nameWidth });
  if (description) {
    doc.font("Helvetica").fontSize(9.5).fillColor(COLORS.soft).text(description, MARGIN, doc.y + 2, { width: nameWidth });
  }
  doc.moveDown(0.3);
}

/**
 * The General Price List as a PDF (16 CFR 453.2(b)(4)): the funeral home's
 * name, address and phone, the caption and effective date, the
 * right-to-select statement, then each line with the statements that go
 * with it, in the order and words of /pricing (the catalogue in
 * @fh/validators price-list.ts). US Letter; PDF's built-in fonts only, so
 * nothing is fetched and any reader opens it.
 */
export async function renderPriceListPdf(list: PrintablePriceList, business: Business, options: PdfOptions = {}): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const effective = longDate(list.effectiveDate);
  const locale = options.locale ?? "en";
  const words = locale === "en" ? null : PRICE_LIST_WORDS[locale];
  const localEffective = localLongDate(list.effectiveDate, locale);
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: words ? `${words.caption} (${GENERAL_PRICE_LIST_CAPTION}), ${words.effective(localEffective)}` : `${GENERAL_PRICE_LIST_CAPTION}, effective ${effective}`,
      Author: business.name,
      Subject: `${business.name} ${GENERAL_PRICE_LIST_CAPTION}`,
      Creator: business.name,
    },
    // The language a reader's software is told the PDF is in ("en-US", "es-US", "ht").
    lang: wordsIn(locale, "pdf")("lang"),
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // §453.2(b)(4)(i)(A)-(C): who, the caption, the effective date.
  doc.font("Times-Bold").fontSize(15).fillColor(COLORS.navy).text(business.name);
  doc.font("Helvetica").fontSize(10).fillColor(COLORS.soft).text(`${fullAddress(business)}  ·  ${business.phone}`);
  doc.moveDown(0.8);
  doc.font("Times-Bold").fontSize(24).fillColor(COLORS.ink).text(GENERAL_PRICE_LIST_CAPTION);
  if (words) doc.font("Times-Italic").fontSize(15).fillColor(COLORS.navy).text(words.caption);
  doc.font("Helvetica").fontSize(12).fillColor(COLORS.ink).text(`Effective ${effective}`);
  if (words) doc.font("Helvetica").fontSize(12).fillColor(COLORS.ink).text(words.effective(localEffective));
  doc.moveDown(0.6);

  if (words) {
    // Said first: the English statements govern, the translation is there to be read beside them.
    doc.font("Helvetica").fontSize(10);
    const h = doc.heightOfString(words.translationNotice, { width: width(doc) - 20 });
    const top = doc.y;
    doc.rect(MARGIN, top, width(doc), h + 16).lineWidth(0.75).stroke(COLORS.navy);
    doc.fillColor(COLORS.ink).text(words.translationNotice, MARGIN + 10, top + 8, { width: width(doc) - 20 });
    doc.x = MARGIN;
    doc.y = top + h + 24;
  }

  if (list.isDemo) {
    const note = words?.demoNote ?? "This is a demonstration website: the prices below are fictional and are not an offer.";
    doc.font("Helvetica-Bold").fontSize(10);
    const h = doc.heightOfString(note, { width: width(doc) - 20 });
    const top = doc.y;
    doc.rect(MARGIN, top, width(doc), h + 16).fillAndStroke(COLORS.cream, COLORS.gold);
    doc.fillColor(COLORS.ink).text(note, MARGIN + 10, top + 8, { width: width(doc) - 20 });
    doc.y = top + h + 24;
  }

  doc.font("Times-Roman").fontSize(11);
  const select = RIGHT_TO_SELECT_STATEMENT.text;
  const selectHeight = doc.heightOfString(select, { width: width(doc) - 20 });
  const selectTop = doc.y;
  doc.rect(MARGIN, selectTop, width(doc), selectHeight + 16).lineWidth(0.75).stroke(COLORS.line);
  doc.fillColor(COLORS.ink).text(select, MARGIN + 10, selectTop + 8, { width: width(doc) - 20 });
  doc.x = MARGIN;
  doc.y = selectTop + selectHeight + (words ? 20 : 24);
  if (words) {
    translation(doc, words.translationLabel, words.statements[select]);
    doc.moveDown(0.4);
  }

  for (const group of groupPriceListItems(list.items)) {
    const rule = priceListItemRules[group.kind];
    ensureSpace(doc, 40);
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width(doc), doc.y).lineWidth(0.5).stroke(COLORS.line);
    doc.moveDown(0.3);
    const span = rule.repeatable && group.kind !== "other" ? priceSpan(group.items) : null;
    if (span && group.items.length > 1) {
      doc.font("Times-Bold").fontSize(12.5).fillColor(COLORS.navy);
      doc.text(`${rule.title}s: ${formatCents(span.fromCents)} to ${formatCents(span.toCents)}`, MARGIN, doc.y, { width: width(doc) });
      if (words) {
        doc.font("Times-Italic").fontSize(12).text(`${words.kindTitles[group.kind]}: ${words.range(formatCents(span.fromCents), formatCents(span.toCents))}`, MARGIN, doc.y, { width: width(doc) });
      }
    }
    for (const item of group.items) line(doc, item, locale, words && group.kind !== "other" ? words.kindTitles[group.kind] : undefined);
    const statements = group.kind === "directCremation" ? [alternativeContainerStatement(list.alternativeContainers)] : rule.statements;
    for (const s of statements) {
      statement(doc, s.text);
      if (words) {
        const translated = group.kind === "directCremation" ? words.alternativeContainers(list.alternativeContainers) : words.statements[s.text];
        translation(doc, words.translationLabel, translated);
      }
    }
    doc.moveDown(0.4);
  }

  doc.moveDown(0.5);
  ensureSpace(doc, 30);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(COLORS.soft)
    .text(
      words ? words.closing(localEffective, business.phone) : `Prices are in US dollars, in effect from ${effective}. Call ${business.phone} for any price, at any hour.`,
      MARGIN,
      doc.y,
      { width: width(doc) },
    );

  // Page numbers, once every page exists: "General Price List, effective …, page 1 of 3".
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without lifting it, pdfkit would start a new page for the footer line.
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(COLORS.soft)
      .text(words ? words.pageOf(localEffective, i + 1, range.count) : `${GENERAL_PRICE_LIST_CAPTION}, effective ${effective}, page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 18, {
        width: width(doc),
        align: "center",
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
