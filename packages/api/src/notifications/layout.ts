import { fullAddress, type Business, type Locale } from "@fh/validators";
import { escapeHtml, oneLine } from "./safety";

/**
 * An email's content as blocks, drawn once as plain text and once as HTML, so
 * the two parts always say the same thing. Every text a visitor wrote goes
 * through escapeHtml on the HTML side; nothing is pasted in as markup.
 */
export type Block =
  | { paragraph: string }
  /** A list of label and value, one a line ("Date: Monday, December 1, 2026"). */
  | { fields: Array<[label: string, value: string]> }
  | { link: string; label: string }
  /** A message someone wrote, and who signed it (guest-book digests); `marks` say what it waits for ("Waiting for approval"). */
  | { quote: string; by: string; marks?: Mark[] }
  /** Words set apart from the letter under a heading of their own (staff's note to a family). */
  | { aside: string; heading: string };

/** A word set apart above a quoted message, coloured as the staff app's badges: gold waits, red was reported, neutral is settled. */
export interface Mark {
  label: string;
  tone: "gold" | "red" | "neutral";
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The line every email ends with: the business's name, phone and address from the configured facts. */
function signature(business: Business): string[] {
  return [business.name, business.phone, fullAddress(business)];
}

function textOf(block: Block): string {
  if ("paragraph" in block) return block.paragraph;
  if ("fields" in block) return block.fields.map(([label, value]) => `${label}: ${value}`).join("\n");
  if ("link" in block) return `${block.label}: ${block.link}`;
  if ("aside" in block) return [`${block.heading}:`, ...block.aside.split(/\r?\n/).map((line) => `> ${line}`)].join("\n");
  const quoted = block.quote
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const marks = block.marks?.length ? `${block.marks.map((m) => `[${m.label}]`).join(" ")}\n` : "";
  return `${marks}${quoted}\n— ${block.by}`;
}

/** The staff app's badges as email clients draw them (inline styles only; the text carries the meaning, the colour only repeats it). */
const MARK_STYLE: Record<Mark["tone"], string> = {
  gold: "display:inline-block;padding:1px 8px;border:1px solid #d8c48a;border-radius:10px;background:#f6efd9;color:#6b5417;font:600 13px/1.5 Arial,sans-serif",
  red: "display:inline-block;padding:1px 8px;border:1px solid #e3b4b4;border-radius:10px;background:#fbeaea;color:#a12a2a;font:600 13px/1.5 Arial,sans-serif",
  neutral: "display:inline-block;padding:1px 8px;border:1px solid #d9d4c7;border-radius:10px;background:#f4f1ea;color:#3e4c59;font:600 13px/1.5 Arial,sans-serif",
};

const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

function htmlOf(block: Block): string {
  if ("paragraph" in block) return `<p style="margin:0 0 16px">${multiline(block.paragraph)}</p>`;
  if ("fields" in block) {
    const rows = block.fields
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:2px 0">${multiline(value)}</td></tr>`,
      )
      .join("");
    return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
  }
  if ("link" in block) {
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="color:#1f4e5f">${escapeHtml(block.label)}</a></p>`;
  }
  if ("aside" in block) {
    return `<div style="margin:0 0 16px;padding:12px 16px;background:#f1ebdf;border-left:3px solid #c9b99a"><p style="margin:0 0 4px;font-weight:600">${escapeHtml(block.heading)}</p><p style="margin:0">${multiline(block.aside)}</p></div>`;
  }
  const marks = block.marks?.length
    ? `<p style="margin:0 0 4px">${block.marks.map((m) => `<span style="${MARK_STYLE[m.tone]}">${escapeHtml(m.label)}</span>`).join(" ")}</p>`
    : "";
  return `${marks}<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #c9b99a">${multiline(block.quote)}<br><span style="color:#555">— ${escapeHtml(block.by)}</span></blockquote>`;
}

/** Draws an email in the site's voice, signed with the business's facts; `locale` is the language it is written in. */
export function renderEmail(business: Business, subject: string, blocks: Block[], locale: Locale = "en"): RenderedEmail {
  const sign = signature(business);
  const text = [...blocks.map(textOf), sign.join("\n")].join("\n\n") + "\n";
  const html = [
    "<!doctype html>",
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(oneLine(subject))}</title></head>`,
    '<body style="margin:0;padding:24px;background:#faf8f4;color:#222;font-family:Georgia,serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto">',
    ...blocks.map(htmlOf),
    `<p style="margin:24px 0 0;color:#555;font-size:14px">${sign.map(escapeHtml).join("<br>")}</p>`,
    "</div></body></html>",
  ].join("\n");
  return { subject: oneLine(subject), text, html };
}
