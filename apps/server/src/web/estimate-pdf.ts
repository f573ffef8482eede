import type { PrintableEstimate } from "@fh/api";
import { wordsIn } from "@fh/i18n/node";
import {
  CHARGES_SELECTED_STATEMENT,
  estimateStatements,
  formatCents,
  fullAddress,
  itemDescription,
  type Business,
  type EstimateLine,
} from "@fh/validators";
import { longDate } from "./document-dates";
import { loadPdfKit } from "./pdfkit";
import { COLORS, ensureSpace, MARGIN, PRICE_COLUMN, statement, translation, width } from "./price-list-pdf";
import { PRICE_LIST_WORDS } from "./price-list-words";

type Doc = PDFKit.PDFDocument;
type Words = (key: string, values?: Record<string, string | number>) => string;

/** One estimate line: staff's name and the price counted, then where in a range it sits, then what it includes. */
function estimateLine(doc: Doc, line: EstimateLine, t: Words, locale: PrintableEstimate["locale"]): void {
  const nameWidth = width(doc) - PRICE_COLUMN - 12;
  const range =
    line.choice && line.rangeFromCents !== null && line.rangeToCents !== null
      ? `${t(`pdf.choice.${line.choice}`)} (${formatCents(line.rangeFromCents)} – ${formatCents(line.rangeToCents)})`
      : null;
  const description = itemDescription({ ...line, priceToCents: line.rangeToCents }, locale)?.text ?? null;
  doc.font("Helvetica-Bold").fontSize(10.5);
  const nameHeight = doc.heightOfString(line.name, { width: nameWidth });
  doc.font("Helvetica").fontSize(9.5);
  const extra = (range ? doc.heightOfString(range, { width: nameWidth }) : 0) + (description ? doc.heightOfString(description, { width: nameWidth }) : 0);
  ensureSpace(doc, nameHeight + extra + 10);
  const top = doc.y + 4;
  doc.font("Helvetica-Bold").fontSize(10.5).fillColor(COLORS.ink).text(line.name, MARGIN, top, { width: nameWidth });
  doc.text(formatCents(line.priceCents), MARGIN + width(doc) - PRICE_COLUMN, top, { width: PRICE_COLUMN, align: "right" });
  doc.y = top + nameHeight;
  if (range) doc.font("Helvetica-Oblique").fontSize(9.5).fillColor(COLORS.navy).text(range, MARGIN, doc.y + 1, { width: nameWidth });
  if (description) doc.font("Helvetica").fontSize(9.5).fillColor(COLORS.soft).text(description, MARGIN, doc.y + 2, { width: nameWidth });
  doc.moveDown(0.3);
}

/**
 * A family's itemized good-faith estimate as a PDF, in their language, drawn
 * with /pricing.pdf's hand (price-list-pdf.ts): the funeral home, the lines
 * as they were priced when the request was sent and their total, the
 * price-list version's date, the estimate-not-contract words, then the
 * Rule's statements for the chosen items in English with the translation
 * beside each (the English governs, docs/decisions/022-translated-documents.md).
 */
export async function renderEstimatePdf(estimate: PrintableEstimate, business: Business, options: { compress?: boolean } = {}): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const locale = estimate.locale;
  const t = wordsIn(locale, "planAhead") as unknown as Words;
  const listWords = locale === "en" ? null : PRICE_LIST_WORDS[locale];
  const name = `${estimate.firstName} ${estimate.lastName}`;
  const made = longDate(estimate.createdAt.toISOString().slice(0, 10), locale);
  const effective = estimate.priceListEffectiveDate ? longDate(estimate.priceListEffectiveDate, locale) : null;
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `${t("pdf.title")} ${estimate.id}`, Author: business.name, Subject: t("pdf.title"), Creator: business.name },
    lang: wordsIn(locale, "pdf")("lang"),
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Times-Bold").fontSize(15).fillColor(COLORS.navy).text(business.name);
  doc.font("Helvetica").fontSize(10).fillColor(COLORS.soft).text(`${fullAddress(business)}  ·  ${business.phone}`);
  doc.moveDown(0.8);
  doc.font("Times-Bold").fontSize(22).fillColor(COLORS.ink).text(t("pdf.title"));
  doc.font("Helvetica").fontSize(11).fillColor(COLORS.ink).text(t("pdf.for", { name, date: made }));
  if (estimate.arrangement) doc.text(t("pdf.arrangement", { name: t(`arrangement.${estimate.arrangement}.title`) }));
  if (effective) doc.text(t("pdf.version", { date: effective }));
  doc.moveDown(0.6);

  if (estimate.isDemo) {
    const note = t("demo");
    doc.font("Helvetica-Bold").fontSize(10);
    const h = doc.heightOfString(note, { width: width(doc) - 20 });
    const top = doc.y;
    doc.rect(MARGIN, top, width(doc), h + 16).fillAndStroke(COLORS.cream, COLORS.gold);
    doc.fillColor(COLORS.ink).text(note, MARGIN + 10, top + 8, { width: width(doc) - 20 });
    doc.x = MARGIN;
    doc.y = top + h + 24;
  }

  // The lines and the total.
  doc.font("Helvetica-Bold").fontSize(9).fillColor(COLORS.soft);
  const headTop = doc.y;
  doc.text(t("pdf.item").toUpperCase(), MARGIN, headTop, { width: width(doc) - PRICE_COLUMN });
  doc.text(t("pdf.price").toUpperCase(), MARGIN + width(doc) - PRICE_COLUMN, headTop, { width: PRICE_COLUMN, align: "right" });
  doc.moveTo(MARGIN, doc.y + 2).lineTo(MARGIN + width(doc), doc.y + 2).lineWidth(0.5).stroke(COLORS.line);
  for (const line of estimate.lines) estimateLine(doc, line, t, locale);
  ensureSpace(doc, 30);
  doc.moveTo(MARGIN, doc.y + 2).lineTo(MARGIN + width(doc), doc.y + 2).lineWidth(1).stroke(COLORS.navy);
  const totalTop = doc.y + 8;
  doc.font("Times-Bold").fontSize(13).fillColor(COLORS.ink).text(t("pdf.total"), MARGIN, totalTop, { width: width(doc) - PRICE_COLUMN });
  doc.text(formatCents(estimate.totalCents), MARGIN + width(doc) - PRICE_COLUMN, totalTop, { width: PRICE_COLUMN, align: "right" });
  doc.x = MARGIN;
  doc.moveDown(1);

  if (estimate.arrangement === "cremation-with-funeral") {
    // The Rule's list has no crematory line: say what the total leaves out.
    doc.font("Helvetica").fontSize(9.5).fillColor(COLORS.soft).text(t("items.crematoryNote"), MARGIN, doc.y, { width: width(doc) });
    doc.moveDown(0.8);
  }
  doc.font("Helvetica").fontSize(10).fillColor(COLORS.ink);
  const notice = t("summary.notContract");
  const h = doc.heightOfString(notice, { width: width(doc) - 20 });
  ensureSpace(doc, h + 24);
  const top = doc.y;
  doc.rect(MARGIN, top, width(doc), h + 16).lineWidth(0.75).stroke(COLORS.navy);
  doc.text(notice, MARGIN + 10, top + 8, { width: width(doc) - 20 });
  doc.x = MARGIN;
  doc.y = top + h + 24;

  // The Rule's statements for these items: its English, then (in Spanish or Creole) the translation beside it.
  ensureSpace(doc, 60);
  doc.font("Times-Bold").fontSize(13).fillColor(COLORS.navy).text(t("pdf.statements"), MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.3);
  for (const s of estimateStatements(estimate.lines, estimate.alternativeContainers)) {
    statement(doc, s.text);
    if (!listWords) continue;
    const translated =
      s.text === CHARGES_SELECTED_STATEMENT.text
        ? t("pdf.chargesSelected")
        : s.cite === "16 CFR 453.3(b)(2)(ii)"
          ? listWords.alternativeContainers(estimate.alternativeContainers)
          : listWords.statements[s.text];
    translation(doc, listWords.translationLabel, translated);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(COLORS.soft)
      .text(t("pdf.pageOf", { id: estimate.id, page: i + 1, pages: range.count }), MARGIN, doc.page.height - MARGIN + 18, {
        width: width(doc),
        align: "center",
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
