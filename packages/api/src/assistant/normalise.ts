/**
 * Turns what someone typed into the plain form the crisis patterns read:
 * lower case, no accents, no apostrophes (so "I'm", "I’m" and "im" agree),
 * contractions spelled out ("can't" -> "can not"), stretched letters cut back
 * ("soooo" -> "so"), common misspellings and chat shorthand corrected
 * ("suiside", "kil myself", "kms"), and sentence ends kept as a "." token so a
 * pattern can ask for the end of a clause.
 *
 * The result is words separated by single spaces, e.g.
 * "I’m soooo tired... can’t do this anymore" -> "i am so tired . can not do this anymore".
 */

/** Whole-word replacements, applied after apostrophes are dropped. */
const WORDS: Record<string, string> = {
  // Contractions (with or without the apostrophe, which is gone by now).
  im: "i am",
  ive: "i have",
  id: "i would",
  ill: "i will",
  cant: "can not",
  cannot: "can not",
  dont: "do not",
  didnt: "did not",
  doesnt: "does not",
  wont: "will not",
  wouldnt: "would not",
  couldnt: "could not",
  shouldnt: "should not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  hadnt: "had not",
  aint: "am not",
  its: "it is",
  thats: "that is",
  whats: "what is",
  theres: "there is",
  hes: "he is",
  shes: "she is",
  youre: "you are",
  theyre: "they are",
  itd: "it would",
  thatd: "that would",
  theyd: "they would",
  youd: "you would",
  itll: "it will",
  thatll: "that will",
  youll: "you will",
  theyll: "they will",
  youve: "you have",
  theyve: "they have",
  weve: "we have",
  wouldve: "would have",
  couldve: "could have",
  shouldve: "should have",
  mustve: "must have",
  wanna: "want to",
  wana: "want to",
  gonna: "going to",
  gona: "going to",
  gotta: "got to",
  imma: "i am going to",
  ima: "i am going to",
  u: "you",
  ur: "your",
  // Misspellings of the words that matter most.
  suiside: "suicide",
  sucide: "suicide",
  suicde: "suicide",
  suicied: "suicide",
  suacide: "suicide",
  suiscide: "suicide",
  suside: "suicide",
  sueside: "suicide",
  sewerslide: "suicide",
  sucidal: "suicidal",
  suisidal: "suicidal",
  suicidle: "suicidal",
  suicidel: "suicidal",
  sucicidal: "suicidal",
  kil: "kill",
  kll: "kill",
  kiling: "killing",
  unalive: "kill",
  kms: "kill myself",
  myslef: "myself",
  mysefl: "myself",
  mysself: "myself",
  mysel: "myself",
  meself: "myself",
  pils: "pills",
  wil: "will",
  beter: "better",
  ded: "dead",
  dieing: "dying",
  dyin: "dying",
  livin: "living",
  endin: "ending",
  killin: "killing",
  cuttin: "cutting",
  hurtin: "hurting",
  thinkin: "thinking",
  anymor: "anymore",
  nomore: "no more",
  tonite: "tonight",
  nite: "night",
  goodby: "goodbye",
  gudbye: "goodbye",
  hopless: "hopeless",
  noone: "nobody",
  selfharm: "self harm",
  sh: "self harm",
  idk: "i do not know",
  tonights: "tonight is",
  todays: "today is",
  tomorrows: "tomorrow is",
  nobodys: "nobody is",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  idc: "i do not care",
  od: "overdose",
  oding: "overdosing",
  oded: "overdosed",
  // Spanish chat shorthand.
  q: "que",
  xq: "porque",
  pq: "porque",
  porq: "porque",
  pk: "porque",
  tb: "tambien",
  toy: "estoy",
  stoy: "estoy",
  toi: "estoy",
  kiero: "quiero",
  qiero: "quiero",
  kisiera: "quisiera",
  qisiera: "quisiera",
  nd: "nada",
  // Haitian Creole written the French way or run together.
  moin: "mwen",
  mwin: "mwen",
  mwe: "mwen",
  mpral: "m pral",
  mpap: "m pap",
  mpa: "m pa",
  mvle: "m vle",
  manvi: "m anvi",
  mta: "m ta",
  tiye: "touye",
  tye: "touye",
  chaj: "chay",
};

/** Two-word spellings of one word, applied to the joined words. */
const PHRASES: Array<[RegExp, string]> = [
  [/ my self /g, " myself "],
  [/ any more /g, " anymore "],
  [/ good bye /g, " goodbye "],
  [/ no one /g, " nobody "],
  [/ sewer slide /g, " suicide "],
  [/ i m /g, " i am "],
];

/** Digits used as letters inside a word ("su1c1de"); a number on its own is left alone. */
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/**
 * Cuts back a letter written three or more times. English has no tripled
 * letters, but some words double one ("kill", "all", "soon"), so the doubled
 * form is kept when it is a word the patterns use, else the single one.
 */
function unstretch(word: string, vocabulary: ReadonlySet<string>): string {
  if (!/(.)\1\1/.test(word)) return word;
  const doubled = word.replace(/(.)\1{2,}/g, "$1$1");
  return vocabulary.has(doubled) ? doubled : word.replace(/(.)\1{2,}/g, "$1");
}

/**
 * The words whose misspellings matter most. A word one letter away from one
 * of them ("suicde", "morirmee", "overdoze", "pastilas") is read as it. Only
 * these: in Spanish and Creole one letter often makes another real word
 * ("quedarme" is not "quemarme"), so a general correction would misread.
 */
const CORE_WORDS = [
  "suicide", "suicidal", "myself", "overdose", "overdosed", "hopeless", "worthless", "goodbye", "burden",
  "suicidio", "suicidarme", "suicidar", "matarme", "morirme", "pastillas", "sobredosis", "despedida", "ahorcarme", "envenenarme",
  "swisid", "touye",
];

function corrected(word: string, vocabulary: ReadonlySet<string>, long: readonly string[]): string {
  if (word.length < 6 || vocabulary.has(word) || /\d/.test(word)) return word;
  for (const candidate of long) {
    if (candidate[0] === word[0] && Math.abs(candidate.length - word.length) <= 1 && withinOneEdit(word, candidate)) return candidate;
  }
  return word;
}

/** True when one insertion, deletion, substitution or swap of neighbours turns a into b. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length && diffs.length <= 2; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    const [i, j] = diffs;
    return diffs.length === 2 && j === i! + 1 && a[i!] === b[j] && a[j] === b[i!];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

export function normaliseForRisk(text: string, vocabulary: ReadonlySet<string> = new Set()): string {
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "") // accents: "suicídio" -> "suicidio"
    .toLowerCase()
    .replace(/[’‘ʼ′`´']/g, "") // apostrophes, straight or curly, are dropped: "i'm" -> "im"
    .replace(/[.!?;:…\n\r]+/g, " . "); // sentence ends survive as a token
  const words: string[] = [];
  for (const raw of plain.split(/[^a-z0-9@$.]+/)) {
    if (raw === "") continue;
    if (raw.includes(".")) {
      if (words.length > 0 && words.at(-1) !== ".") words.push(".");
      continue;
    }
    // "14th" and "2nd" are numbers, not letters written as digits.
    const lettered = /[a-z]/.test(raw) && !/^\d+(st|nd|rd|th|am|pm)$/.test(raw) ? raw.replace(/[013457@$]/g, (c) => LEET[c] ?? c) : raw;
    const word = corrected(unstretch(lettered.replace(/[@$]/g, ""), vocabulary), vocabulary, CORE_WORDS);
    if (word === "") continue;
    words.push(...(WORDS[word] ?? word).split(" "));
  }
  let joined = ` ${words.join(" ")} `;
  for (const [pattern, replacement] of PHRASES) joined = joined.replace(pattern, replacement);
  return joined.trim().replace(/^\. |\s*\.$/g, "").trim();
}

/** Every word a replacement can produce (the patterns add theirs). */
export function replacementWords(): string[] {
  return Object.values(WORDS).flatMap((w) => w.split(" "));
}
