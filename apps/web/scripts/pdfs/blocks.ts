import type { Block, DocumentSpec } from "./render";

/**
 * The pieces the document layouts are written with, and the shapes of the
 * words each language fills them with. A layout says once which block
 * comes where; a language's file says only what the blocks say.
 */
export type Cover = Omit<DocumentSpec, "blocks">;
export type Term = Extract<Block, { kind: "terms" }>["items"][number];
export type CalloutWords = Omit<Extract<Block, { kind: "callout" }>, "kind">;
export type QuoteWords = Omit<Extract<Block, { kind: "quote" }>, "kind">;

/** A heading and the paragraphs under it. */
export interface Section {
  heading: string;
  paragraphs: string[];
}

/** A heading, a paragraph that opens the list, and the list. */
export interface ListSection {
  heading: string;
  intro: string;
  list: string[];
}

export const heading = (text: string): Block => ({ kind: "heading", text });
export const subheading = (text: string): Block => ({ kind: "subheading", text });
export const paragraph = (text: string): Block => ({ kind: "paragraph", text });
export const bullets = (items: string[]): Block => ({ kind: "bullets", items });
export const terms = (items: Term[]): Block => ({ kind: "terms", items });
export const callout = (words: CalloutWords): Block => ({ kind: "callout", ...words });
export const quote = (words: QuoteWords): Block => ({ kind: "quote", ...words });

export const section = ({ heading: title, paragraphs }: Section): Block[] => [heading(title), ...paragraphs.map(paragraph)];

export const listSection = ({ heading: title, intro, list }: ListSection): Block[] => [heading(title), paragraph(intro), bullets(list)];
