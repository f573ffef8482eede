/**
 * A small pattern language for the crisis phrases, so they read as English
 * and a reviewer (or a clinician) can check them:
 *
 *   word        that word ("kill", "myself")
 *   word*       a word starting so ("suicid*": suicide, suicidal)
 *   (a|b c)     one of the alternatives, each a sequence
 *   x?          x or nothing (x a word or a group)
 *   ~           any filler words ("really", "just", "kind of"...)
 *   ...         up to three words of any kind, within one sentence
 *   ..          up to six words of any kind, within one sentence
 *   ^           the start of a sentence
 *   $           the end of a sentence
 *
 * A pattern matches whole words of normalised text (normalise.ts): words
 * joined by single spaces, with "." between sentences.
 */

/** Words that soften or stress without changing what is said. */
export const FILLERS = [
  "just", "really", "honestly", "truly", "seriously", "actually", "kind", "sort", "of", "kinda",
  "sorta", "so", "literally", "still", "sometimes", "often", "always", "now", "even", "only",
  "also", "already", "totally", "completely", "simply", "genuinely", "very", "basically", "lowkey",
  "think", "feel", "like", "almost", "finally", "secretly", "probably", "definitely", "maybe",
  "all", "again", "ever", "fucking", "freaking", "damn", "tbh", "lately", "been", "have", "am",
  "do", "i", "too", "more", "than", "anything", "most", "days", "some", "every", "day", "right",
];

type Token = { kind: "word"; word: string; prefix: boolean } | { kind: "op"; op: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(\.\.\.|\.\.|[()|?~^$]|[a-z0-9]+\*?)/gy;
  let match: RegExpExecArray | null;
  let index = 0;
  while (index < source.length && (match = re.exec(source))) {
    const text = match[1]!;
    tokens.push(/^[a-z0-9]/.test(text) ? { kind: "word", word: text.replace("*", ""), prefix: text.endsWith("*") } : { kind: "op", op: text });
    index = re.lastIndex;
  }
  if (source.slice(index).trim() !== "") throw new Error(`crisis pattern "${source}": cannot read "${source.slice(index)}"`);
  return tokens;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const fillerGroup = `(?:(?:${FILLERS.map(escape).join("|")}) )*`;

/**
 * Compiles one pattern to a regular expression over " " + text + " ".
 * Each word's piece ends with the space after it, so pieces join cleanly and
 * an optional piece leaves no stray space behind.
 */
export function compilePhrase(source: string): { regex: RegExp; words: string[] } {
  const tokens = tokenize(source);
  const words: string[] = [];
  let position = 0;

  function sequence(): string {
    let out = "";
    while (position < tokens.length) {
      const token = tokens[position]!;
      if (token.kind === "op" && (token.op === ")" || token.op === "|")) break;
      out += item();
    }
    return out;
  }

  function item(): string {
    let piece = atom();
    const next = tokens[position];
    if (next?.kind === "op" && next.op === "?") {
      position += 1;
      piece = `(?:${piece})?`;
    }
    return piece;
  }

  function atom(): string {
    const token = tokens[position++];
    if (!token) throw new Error(`crisis pattern "${source}": ends too soon`);
    if (token.kind === "word") {
      words.push(token.word);
      return token.prefix ? `${escape(token.word)}[a-z0-9]* ` : `${escape(token.word)} `;
    }
    switch (token.op) {
      case "~":
        return fillerGroup;
      case "...":
        return "(?:[a-z0-9]+ ){0,3}";
      case "..":
        return "(?:[a-z0-9]+ ){0,6}";
      case "^":
        return "(?<=(?:^|\\. ) )";
      case "$":
        return "(?=\\. |$)";
      case "(": {
        const alternatives = [sequence()];
        while (tokens[position]?.kind === "op" && (tokens[position] as { op: string }).op === "|") {
          position += 1;
          alternatives.push(sequence());
        }
        const close = tokens[position++];
        if (close?.kind !== "op" || close.op !== ")") throw new Error(`crisis pattern "${source}": missing )`);
        return `(?:${alternatives.join("|")})`;
      }
      default:
        throw new Error(`crisis pattern "${source}": unexpected "${token.op}"`);
    }
  }

  const body = sequence();
  if (position !== tokens.length) throw new Error(`crisis pattern "${source}": unexpected ")" or "|"`);
  // The lookbehind makes the first word start at a word boundary.
  return { regex: new RegExp(`(?<= )${body}`), words };
}

/** Normalised text as the compiled patterns expect it. */
export function padded(normalised: string): string {
  return ` ${normalised} `;
}
