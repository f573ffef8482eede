import type { Locale } from "@fh/validators";
import { compilePhrase, padded } from "../phrase-pattern";
import { ENGLISH_SIGNALS } from "./en";
import { SPANISH_SIGNALS } from "./es";
import { CREOLE_SIGNALS } from "./ht";
import type { Signal, SignalLexicon } from "./types";

/**
 * The crisis detector's second reading: what a message reveals, scored.
 *
 * The phrase patterns (../crisis.ts and its language files) hear the ways of
 * saying it that people use most, word for word. People in pain also say it
 * in ways no list holds, so this reading looks for the signals themselves:
 * a wish to die next to a word of wanting, a means next to a having or a
 * time, "no reason" next to living or waking up, in any order within a
 * sentence and whatever words sit between. Each cue weighs 1 to 3; a message
 * reaching THRESHOLD gets the lifeline. A new combination of known signals is
 * heard without its exact phrase.
 */
export const THRESHOLD = 3;

const LEXICONS: SignalLexicon[] = [ENGLISH_SIGNALS, SPANISH_SIGNALS, CREOLE_SIGNALS];

interface CompiledCue {
  id: string;
  locale: Locale;
  signal: Signal;
  weight: number;
  says: RegExp[];
  unless: RegExp[];
}

/** Replaces `{NAME}` by the family's pattern, families within families too. */
function expand(source: string, families: Record<string, string>, seen: string[] = []): string {
  return source.replace(/\{([A-Z_]+)\}/g, (_, name: string) => {
    const family = families[name];
    if (family === undefined) throw new Error(`crisis signal pattern "${source}": no family ${name}`);
    if (seen.includes(name)) throw new Error(`crisis signal family ${name} refers to itself`);
    return `(${expand(family, families, [...seen, name])})`;
  });
}

const words = new Set<string>();
const COMPILED: CompiledCue[] = LEXICONS.flatMap(({ locale, families, cues }) =>
  cues.map((cue, index) => {
    const compile = (source: string) => {
      const { regex, words: used } = compilePhrase(expand(source, families).normalize("NFKD").replace(/\p{M}/gu, ""));
      for (const word of used) words.add(word);
      return regex;
    };
    return {
      id: `${locale} ${cue.signal} #${index + 1}: ${cue.says[0]}`,
      locale,
      signal: cue.signal,
      weight: cue.weight,
      says: cue.says.map(compile),
      unless: (cue.unless ?? []).map(compile),
    };
  }),
);

/**
 * Each language's word families on their own ("en:DIE", "es:MEANS"...): the
 * learned reading (model.ts) uses which families a sentence holds, and which
 * pairs, as features, so what it learns carries over to words of the same
 * family it never saw in an example.
 */
export const FAMILY_PATTERNS: ReadonlyArray<{ id: string; regex: RegExp }> = LEXICONS.flatMap(({ locale, families }) =>
  Object.keys(families).map((name) => ({
    id: `${locale}:${name}`,
    regex: compilePhrase(expand(`{${name}}`, families).normalize("NFKD").replace(/\p{M}/gu, "")).regex,
  })),
);

/** Every word the cues use: the normaliser keeps doubled letters and corrects typos toward them. */
export const SIGNAL_VOCABULARY: ReadonlySet<string> = words;

export interface SignalScore {
  score: number;
  signals: Signal[];
  /** "locale signal #n: first pattern" of every cue heard (tests and logs). */
  cues: string[];
  languages: Locale[];
  /** Whether some cue was heard but read in its everyday sense (an `unless` said so). */
  vetoed: boolean;
}

/** Scores normalised sentences (see riskSentences in ../crisis.ts). */
export function scoreSentences(sentences: string[]): SignalScore {
  // Each pattern of a cue counts once per message: "I gave my dog to my
  // brother" and "he'll need him more than me" are two pieces of evidence
  // even when one cue holds both, and saying one thing twice is still one.
  const heard = new Map<string, CompiledCue>();
  let vetoed = false;
  for (const sentence of sentences.map(padded)) {
    for (const cue of COMPILED) {
      const fresh = cue.says.flatMap((regex, i) => (!heard.has(`${cue.id}|${i}`) && regex.test(sentence) ? [i] : []));
      if (fresh.length === 0) continue;
      if (cue.unless.some((regex) => regex.test(sentence))) {
        vetoed = true;
        continue;
      }
      for (const i of fresh) heard.set(`${cue.id}|${i}`, cue);
    }
  }
  const matches = [...heard.values()];
  const cues = [...new Set(matches)];
  // The language the message was said in: each that alone reaches the
  // threshold, else the one that weighs most (a stray Creole "ap" does not
  // turn an English message's answer into Creole).
  const sums = LEXICONS.map((l) => ({ locale: l.locale, sum: matches.filter((c) => c.locale === l.locale).reduce((s, c) => s + c.weight, 0) }));
  const full = sums.filter((s) => s.sum >= THRESHOLD).map((s) => s.locale);
  const top = sums.reduce((best, s) => (s.sum > best.sum ? s : best), sums[0]!);
  const languages = full.length > 0 ? full : top.sum > 0 ? [top.locale] : [];
  return {
    score: matches.reduce((sum, cue) => sum + cue.weight, 0),
    signals: [...new Set(cues.map((c) => c.signal))],
    cues: cues.map((c) => c.id),
    languages,
    vetoed,
  };
}

/** Every cue's id (tests check each is exercised by the corpus). */
export function signalCueIds(): string[] {
  return COMPILED.map((c) => c.id);
}
