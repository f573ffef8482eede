/**
 * The crisis detector's corpus: messages written the way people write in a
 * chat box, kept apart from the detector's word lists (src/assistant/signals)
 * so that a pass means the detector generalises, not that it was fitted to
 * its own examples.
 */

/** What a risk message reveals, the way a crisis counsellor listens. */
export type CorpusSignal =
  | "wish" // wish to die, to not exist, to join the dead
  | "intent" // saying they will kill themselves or end their life
  | "plan" // how, when or where
  | "means" // pills, a gun, a rope, a bridge at hand
  | "time" // a moment set: tonight, after the funeral, when everyone sleeps
  | "goodbye" // farewells, last messages, giving things away
  | "hopelessness" // no reason to live, no way out, no future
  | "self-harm" // cutting, burning, hurting oneself
  | "burden"; // everyone would be better off without me

export interface CorpusRisk {
  /** The message as typed. */
  text: string;
  /** The main thing it reveals. */
  signal: CorpusSignal;
}

export interface LanguageCorpus {
  /** Messages that must be answered with the 988 lifeline. */
  risk: CorpusRisk[];
  /** Messages that must get the ordinary answer: grief, funeral words, idioms. */
  calm: string[];
}
