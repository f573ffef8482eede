/** A biography split into paragraphs at line breaks, blank lines dropped: the page, the print page and the keepsake alike. */
export function toParagraphs(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
