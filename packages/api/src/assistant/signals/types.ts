import type { Locale } from "@fh/validators";

/**
 * What a message may reveal, the way a crisis counsellor listens: a wish to
 * die, an intent to act, a plan, the means at hand, a time set, a goodbye,
 * hopelessness, self-harm, feeling a burden.
 */
export type Signal = "wish" | "intent" | "plan" | "means" | "time" | "goodbye" | "hopelessness" | "self-harm" | "burden";

/**
 * One cue: a combination of word families (written in the phrase-pattern
 * language of ../phrase-pattern.ts, with `{FAMILY}` standing for a family of
 * the same language) and what hearing it weighs. A strong cue (weight 3)
 * is enough alone; weaker ones add up across the message, so that "I got the
 * pills" (means) and "tonight" (time) together reach the lifeline though
 * neither does alone.
 */
export interface Cue {
  signal: Signal;
  weight: 1 | 2 | 3;
  /** Any one of these heard in a sentence is the cue. */
  says: string[];
  /** A sentence saying any of these is read in its everyday sense instead. */
  unless?: string[];
}

/** One language's word families and the cues built from them. */
export interface SignalLexicon {
  locale: Locale;
  /** Word families by name: each a pattern, usually an alternation `(a|b c|d*)`. */
  families: Record<string, string>;
  cues: Cue[];
}
