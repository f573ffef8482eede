import { createRequire } from "node:module";
import type { RouterOutputs } from "@fh/api";
import { toParagraphs } from "@fh/i18n";
import { wordsIn } from "@fh/i18n/node";
import { BUSINESS_TIME_ZONE, fullAddress, LOCALES, todayIn, type Business, type Locale } from "@fh/validators";
import type PDFDocument from "pdfkit";
import { eventStamp, longDate } from "./document-dates";
import { loadPdfKit } from "./pdfkit";
import { memorialPhoto, type MemorialPhotoSources } from "./memorial-photo";

type Keepsake = RouterOutputs["admin"]["obituaries"]["keepsake"];
type Doc = InstanceType<typeof PDFDocument>;

/**
 * DejaVu Serif from the dejavu-fonts-ttf package (free licence, in its
 * README and LICENSE): it covers every Latin accent a name here carries
 * (é, ñ, ç, and Haitian Creole's è and ò), and it ships with the server's
 * dependencies, so no machine needs a system font. pdfkit embeds only the
 * glyphs used.
 */
const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONTS = {
  regular: fontFile("DejaVuSerif.ttf"),
  bold: fontFile("DejaVuSerif-Bold.ttf"),
  italic: fontFile("DejaVuSerif-Italic.ttf"),
};

const COLORS = { ink: "#1f2a44", soft: "#4b5563", gold: "#a07c2c", rule: "#d8cfbf" };
const MARGIN = 64;

/**
 * The book's own words in each language, from @fh/i18n's "keepsake"
 * catalog (docs/i18n/GLOSSARY.md: "guest
 * book" is the site's "libro de condolencias", "liv kondoleyans"). What the
 * family and guests wrote, and staff's service titles and places, are
 * printed as written.
 */
export interface KeepsakeWords {
  title: string;
  lifeStory: string;
  services: string;
  guestBook: string;
  noMessages: string;
  photos: string;
}

function keepsakeWordsIn(locale: Locale): KeepsakeWords {
  const t = wordsIn(locale, "keepsake");
  return { title: t("title"), lifeStory: t("lifeStory"), services: t("services"), guestBook: t("guestBook"), noMessages: t("noMessages"), photos: t("photos") };
}

export const KEEPSAKE_WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, keepsakeWordsIn(locale)])) as Record<Locale, KeepsakeWords>;

export interface KeepsakeOptions {
  /** The cover photo's bytes (JPEG or PNG; memorialPhoto makes them so), when the obituary has one we can read. */
  photo?: Buffer | null;
  /** The family's gallery as printable bytes (memorialPhoto), in their order, with captions; one that could not be read is left out. */
  gallery?: Array<{ photo: Buffer; caption: string }>;
  /** Off in tests that read the text back. */
  compress?: boolean;
}

/** The gallery's photos read for print, one at a time (at most 30): one that cannot be read is left out of the book. */
export async function keepsakeGallery(gallery: ReadonlyArray<{ url: string; caption: string }>, storage: MemorialPhotoSources["storage"]): Promise<Array<{ photo: Buffer; caption: string }>> {
  const out: Array<{ photo: Buffer; caption: string }> = [];
  for (const g of gallery) {
    const photo = await memorialPhoto(g.url, { storage });
    if (photo) out.push({ photo, caption: g.caption });
  }
  return out;
}

function ensureSpace(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

function heading(doc: Doc, text: string): void {
  ensureSpace(doc, 60);
  doc.font("bold").fontSize(20).fillColor(COLORS.ink).text(text, { align: "center" });
  const y = doc.y + 6;
  doc.moveTo(doc.page.width / 2 - 40, y).lineTo(doc.page.width / 2 + 40, y).lineWidth(1).strokeColor(COLORS.gold).stroke();
  doc.y = y + 18;
}

/**
 * The "Book of Memories": a cover with the photo, name and dates; the
 * biography; the services; then every approved guest-book message with its
 * writer and date, oldest first. A message never splits across pages when it
 * fits on one; a longer one flows on. Page numbers in the footer. 6 × 9 in,
 * the size of a small bound book. Headings and dates are in the language the
 * family wrote in (the keepsake's locale), as the print page's are.
 */
export async function renderKeepsakePdf(k: Keepsake, business: Business, options: KeepsakeOptions = {}): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const o = k.obituary;
  const locale = k.locale;
  const words = KEEPSAKE_WORDS[locale];
  const name = `${o.firstName} ${o.lastName}`;
  const doc = new PDFDocument({
    size: [432, 648],
    margins: { top: MARGIN, bottom: MARGIN, left: 54, right: 54 },
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `${words.title}: ${name}`, Author: business.name, Creator: business.name },
    // The language a reader's software is told the PDF is in ("en-US", "es-US", "ht").
    lang: wordsIn(locale, "pdf")("lang"),
    displayTitle: true,
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  doc.registerFont("italic", FONTS.italic);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const contentWidth = doc.page.width - 108;

  // Cover.
  doc.font("italic").fontSize(13).fillColor(COLORS.gold).text(words.title, 54, 90, { align: "center", width: contentWidth });
  let y = 130;
  if (options.photo) {
    try {
      const size = 190;
      const x = (doc.page.width - size) / 2;
      doc.save();
      doc.circle(x + size / 2, y + size / 2, size / 2).clip();
      doc.image(options.photo, x, y, { cover: [size, size], align: "center", valign: "center" });
      doc.restore();
      y += size + 28;
    } catch {
      // Bytes pdfkit cannot read leave the cover without the photo rather than without a book.
      doc.restore();
    }
  }
  doc.font("bold").fontSize(28).fillColor(COLORS.ink).text(name, 54, y, { align: "center", width: contentWidth });
  doc.moveDown(0.4);
  // One line however the language writes its dates ("28 de septiembre de 1938 – …" is half again as long as English): smaller type before a wrap.
  const lifespan = `${longDate(o.dateOfBirth, locale)} – ${longDate(o.dateOfDeath, locale)}`;
  let dateSize = 14;
  doc.font("regular");
  while (dateSize > 10 && doc.fontSize(dateSize).widthOfString(lifespan) > contentWidth) dateSize -= 0.5;
  doc.fontSize(dateSize).fillColor(COLORS.soft).text(lifespan, { align: "center", width: contentWidth });
  // The funeral home at the foot of the cover, two short lines inside the page (a wrapped line past the margin would start a blank page).
  const footTop = doc.page.height - MARGIN - 30;
  doc.font("regular").fontSize(10).fillColor(COLORS.soft);
  doc.text(business.name, 54, footTop, { align: "center", width: contentWidth });
  doc.text(fullAddress(business), 54, footTop + 15, { align: "center", width: contentWidth });

  // Biography.
  doc.addPage();
  heading(doc, words.lifeStory);
  for (const paragraph of toParagraphs(o.biography)) {
    doc.font("regular").fontSize(11.5).fillColor(COLORS.ink).text(paragraph, { align: "left", lineGap: 3 });
    doc.moveDown(0.7);
  }

  const gallery = options.gallery ?? [];
  if (gallery.length > 0) {
    doc.addPage();
    heading(doc, words.photos);
    // Two a row, each with its caption under it.
    const gap = 18;
    const width = (contentWidth - gap) / 2;
    const height = width * 0.75;
    for (let i = 0; i < gallery.length; i += 2) {
      const row = gallery.slice(i, i + 2);
      doc.font("italic").fontSize(10);
      const captionHeight = Math.max(...row.map((g) => (g.caption ? doc.heightOfString(g.caption, { width }) : 0)));
      ensureSpace(doc, height + captionHeight + 24);
      const top = doc.y;
      row.forEach((g, j) => {
        const x = 54 + j * (width + gap);
        try {
          doc.image(g.photo, x, top, { fit: [width, height], align: "center", valign: "center" });
        } catch {
          // Bytes pdfkit cannot read leave a gap rather than no book.
        }
        if (g.caption) doc.font("italic").fontSize(10).fillColor(COLORS.soft).text(g.caption, x, top + height + 6, { width, align: "center" });
      });
      doc.x = 54;
      doc.y = top + height + captionHeight + 22;
    }
  }

  if (k.services.length > 0) {
    doc.addPage();
    heading(doc, words.services);
    for (const s of k.services) {
      ensureSpace(doc, 70);
      doc.font("bold").fontSize(12.5).fillColor(COLORS.ink).text(s.title);
      doc.font("regular").fontSize(11).fillColor(COLORS.gold).text(eventStamp(s.serviceDate, s.serviceTime, locale));
      doc.font("regular").fontSize(11).fillColor(COLORS.soft).text(s.location ?? `${business.name}, ${fullAddress(business)}`);
      if (s.description) doc.font("regular").fontSize(11).fillColor(COLORS.soft).text(s.description);
      doc.moveDown(0.9);
    }
  }

  doc.addPage();
  heading(doc, words.guestBook);
  if (k.messages.length === 0) {
    doc.font("italic").fontSize(11).fillColor(COLORS.soft).text(words.noMessages, { align: "center" });
  }
  for (const m of k.messages) {
    const text = m.message;
    doc.font("regular").fontSize(11);
    const height = doc.heightOfString(text, { width: contentWidth, lineGap: 2 }) + 40;
    // Keep a message on one page when it can be; one longer than a page flows on.
    if (height < doc.page.height - 2 * MARGIN) ensureSpace(doc, height);
    doc.font("regular").fontSize(11).fillColor(COLORS.ink).text(text, { width: contentWidth, lineGap: 2 });
    doc.moveDown(0.2);
    doc.font("italic").fontSize(10).fillColor(COLORS.soft).text(`${m.authorName}, ${longDate(todayIn(BUSINESS_TIME_ZONE, m.createdAt), locale)}`, { align: "right", width: contentWidth });
    const ruleY = doc.y + 8;
    doc.moveTo(54 + contentWidth / 3, ruleY).lineTo(54 + (2 * contentWidth) / 3, ruleY).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    doc.y = ruleY + 14;
    doc.x = 54;
  }

  // Page numbers, after the cover.
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("regular").fontSize(9).fillColor(COLORS.soft).text(String(i + 1), 54, doc.page.height - 40, { align: "center", width: contentWidth });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
