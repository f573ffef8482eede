/**
 * Letters that Unicode does not decompose into a base letter and a mark, so
 * NFKD leaves them whole: their usual ASCII spelling.
 */
const WHOLE_LETTERS: Record<string, string> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "TH",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ŋ: "n",
  Ŋ: "N",
  ſ: "s",
};

/**
 * Text with its accents folded to plain ASCII letters: "Peña" -> "Pena",
 * "Pòl" -> "Pol", "Straße" -> "Strasse". Characters with no ASCII spelling
 * (other scripts) are left as they are for the caller to deal with.
 */
export function foldToAscii(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{ASCII}]/gu, (ch) => WHOLE_LETTERS[ch] ?? ch);
}

/**
 * The one way this site turns names into file names and slugs
 * ("book-of-memories", "José Antonio", "Ramírez Peña" ->
 * "book-of-memories-jose-antonio-ramirez-pena"): accents folded, lower case,
 * apostrophes dropped ("O'Brien" -> "obrien", not "o-brien"), every other run
 * of anything but a-z and 0-9 one dash, no dash at either end. Empty or absent
 * parts are skipped, so a name with nothing to spell in ASCII leaves the prefix.
 * The answer is safe inside a quoted Content-Disposition filename and a URL.
 */
export function slugify(...parts: Array<string | number | null | undefined | false>): string {
  return parts
    .filter((part): part is string | number => part !== null && part !== undefined && part !== false)
    .map((part) =>
      foldToAscii(String(part))
        .toLowerCase()
        .replace(/['’ʼ‘`]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter(Boolean)
    .join("-");
}
